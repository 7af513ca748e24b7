// The Talent's profile details: name, headline, summary, district, nationality, availability and experience.
import { updateTalentProfileDetails, type TalentProfile } from "@ictm/core";
import { Button, Form, FormActions, FormNote, Select, TextArea, TextField, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { referenceOptions, useReferenceData } from "../../app/member-data.ts";
import { FormSection } from "../shared/FormSection.tsx";
import * as styles from "../shared/FormSection.css.ts";
import { AVAILABILITY_LABELS, detailsInputOf, detailsValuesOf, validateDetails, type DetailsValues } from "./profile-values.ts";

const AVAILABILITY_OPTIONS = Object.entries(AVAILABILITY_LABELS).map(([id, label]) => ({ id, label }));

export function ProfileDetailsSection({ profile }: { profile: TalentProfile }) {
  const core = useCore();
  const reference = useReferenceData();
  const lists = reference.commonData;
  const form = useFormFields<DetailsValues>(detailsValuesOf(profile.details), validateDetails);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: detailsInputOf,
    save: (input) => core.run(updateTalentProfileDetails(input)),
    valuesAfter: (saved) => detailsValuesOf(saved.details),
  });
  const listsLoading = lists === null && reference.status !== "failed";
  return (
    <FormSection title="Profile details" description="Businesses read these first when they find you in a search.">
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>Fields marked * are required.</FormNote>
        <div className={styles.grid}>
          <TextField {...form.field("name")} label="Full name" autoComplete="name" isRequired className={styles.wide} />
          <TextField
            {...form.field("headline")}
            label="Headline"
            description="One line on what you do, e.g. “Cloud engineer, AWS certified”."
            className={styles.wide}
          />
          <TextArea {...form.field("summary")} label="Summary" description="A few sentences about your work and what you are looking for." rows={5} className={styles.wide} />
          <Select
            {...form.field("district")}
            label="District"
            options={referenceOptions(lists?.districts)}
            placeholder={listsLoading ? "Loading…" : "Not stated"}
            isDisabled={listsLoading}
          />
          <Select
            {...form.field("nationality")}
            label="Nationality"
            options={referenceOptions(lists?.countries)}
            placeholder={listsLoading ? "Loading…" : "Not stated"}
            isDisabled={listsLoading}
          />
          <Select {...form.field("availability")} label="Availability" options={AVAILABILITY_OPTIONS} isRequired />
          <TextField {...form.field("yearsOfExperience")} label="Years of experience" type="number" inputMode="numeric" isRequired description="Whole years, 0 to 60." />
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Save profile
          </Button>
        </FormActions>
      </Form>
    </FormSection>
  );
}
