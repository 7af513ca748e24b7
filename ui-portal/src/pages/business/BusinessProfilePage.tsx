// /business: the Business's hub, its first section: the logo (replaced at once), the business profile, and
// where it stands with verification. The registration number changes only through a verification request.
import { updateBusinessProfile, uploadBusinessLogo, uploadLimitText, type BusinessProfile } from "@ictm/core";
import { Badge, Button, Form, FormActions, FormNote, Link, Select, TextArea, TextField, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { MemberArea } from "../../app/MemberArea.tsx";
import { paths } from "../../app/paths.ts";
import { FormSection } from "../shared/FormSection.tsx";
import * as styles from "../shared/FormSection.css.ts";
import { ImageUpload } from "../shared/ImageUpload.tsx";
import { BusinessProfileContent } from "./BusinessArea.tsx";
import {
  businessProfileInputOf,
  businessProfileValuesOf,
  EMPLOYEE_COUNT_OPTIONS,
  validateBusinessProfile,
  type BusinessProfileValues,
} from "./business-values.ts";
import { BUSINESS_TYPE_OPTIONS } from "./registration-values.ts";

export function BusinessProfilePage() {
  return (
    <MemberArea kind="Business" section={paths.business} title="Business profile" lead="How your business appears to Talents on its vacancies and projects.">
      <BusinessProfileContent>
        {(profile) => (
          <div className={styles.stack}>
            <LogoSection profile={profile} />
            <ProfileSection profile={profile} />
          </div>
        )}
      </BusinessProfileContent>
    </MemberArea>
  );
}

function LogoSection({ profile }: { profile: BusinessProfile }) {
  const core = useCore();
  return (
    <FormSection title="Logo" description="Shown beside your business name on every vacancy and project.">
      <ImageUpload
        purpose="logo"
        label="New logo"
        buttonLabel="Upload a logo"
        description={`${uploadLimitText("logo")}; a square logo on a plain background looks best. It replaces the current logo at once.`}
        name={profile.businessName}
        currentUrl={profile.logo}
        upload={(file) => core.run(uploadBusinessLogo(file))}
      />
    </FormSection>
  );
}

function ProfileSection({ profile }: { profile: BusinessProfile }) {
  const core = useCore();
  const form = useFormFields<BusinessProfileValues>(businessProfileValuesOf(profile), validateBusinessProfile);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: businessProfileInputOf,
    save: (input) => core.run(updateBusinessProfile(input)),
    valuesAfter: businessProfileValuesOf,
  });
  return (
    <FormSection
      title="Business details"
      badge={
        profile.isVerified ? (
          <Badge tone="success" icon="check">
            Verified
          </Badge>
        ) : null
      }
      description={
        <>
          Registration number <strong>{profile.registrationNumber}</strong>. It changes only with a{" "}
          <Link href={paths.verification}>verification request</Link>.
        </>
      }
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>Fields marked * are required.</FormNote>
        <div className={styles.grid}>
          <TextField {...form.field("businessName")} label="Business name" autoComplete="organization" isRequired className={styles.wide} />
          <Select {...form.field("businessType")} label="Type of business" options={BUSINESS_TYPE_OPTIONS} isRequired />
          <TextField {...form.field("contactPerson")} label="Contact person" autoComplete="name" isRequired />
          <TextField {...form.field("industry")} label="Industry" description="e.g. Software, Telecommunications, Banking." />
          <Select {...form.field("employeeCount")} label="Number of employees" options={EMPLOYEE_COUNT_OPTIONS} placeholder="Not stated" />
          <TextArea {...form.field("description")} label="About the business" description="What the business does and what it is like to work there." rows={6} className={styles.wide} />
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Save business profile
          </Button>
        </FormActions>
      </Form>
    </FormSection>
  );
}
