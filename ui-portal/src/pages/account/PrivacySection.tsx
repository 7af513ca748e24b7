// Who may see the Talent's profile, whether they also see the contact details and the resume, and the
// businesses that never see it. A business is added to that list from business search ("Hide my profile from
// this business"); it is removed here or there.
import { useId } from "react";
import { updatePrivacySettings, type TalentProfile } from "@ictm/core";
import { Button, Form, FormActions, Link, RadioGroup, Switch, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";
import { FormSection } from "../shared/FormSection.tsx";
import * as shared from "../shared/FormSection.css.ts";
import { privacyInputOf, privacyValuesOf, validatePrivacy, VISIBILITY_OPTIONS, type PrivacyValues } from "./profile-values.ts";
import * as styles from "./PrivacySection.css.ts";

export function PrivacySection({ profile }: { profile: TalentProfile }) {
  const core = useCore();
  const blockedHeadingId = useId();
  const form = useFormFields<PrivacyValues>(privacyValuesOf(profile.privacySettings), validatePrivacy);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: privacyInputOf,
    save: (input) => core.run(updatePrivacySettings(input)),
    valuesAfter: (saved) => privacyValuesOf(saved.privacySettings),
  });
  const showContact = form.bind("showContactDetails");
  const showResume = form.bind("showResume");
  const blocked = form.bind("blockedBusinessKeys");
  // Names come with the saved profile; a key removed in this form but not saved yet is simply not listed.
  const blockedBusinesses = profile.blockedBusinesses.filter((business) => blocked.value.includes(business.key));

  return (
    <FormSection title="Privacy" description="Decide who finds your profile and how much of it they see.">
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <RadioGroup {...form.field("profileVisibility")} label="Who can see your profile" options={VISIBILITY_OPTIONS} isRequired />
        <div className={styles.switches}>
          <Switch isSelected={showContact.value} onChange={showContact.onChange} description="People who can see your profile also see your phone, address and links.">
            Show my contact details
          </Switch>
          <Switch isSelected={showResume.value} onChange={showResume.onChange} description="People who can see your profile also see your education, work and skills.">
            Show my resume
          </Switch>
        </div>
        <section aria-labelledby={blockedHeadingId} className={styles.blocked}>
          <h3 id={blockedHeadingId} className={styles.blockedHeading}>
            Blocked businesses
          </h3>
          <p className={shared.muted}>These businesses never see your profile, whoever else may.</p>
          {blockedBusinesses.length === 0 ? (
            <p className={styles.none}>You have not blocked any business.</p>
          ) : (
            <ul className={styles.blockedList}>
              {blockedBusinesses.map((business) => (
                <li key={business.key} className={styles.blockedItem}>
                  <span className={styles.blockedName}>{business.businessName}</span>
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={`Remove ${business.businessName}`}
                    onPress={() => blocked.onChange(blocked.value.filter((key) => key !== business.key))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.quiet}>
            To block a business, find it in <Link href={paths.businessSearch}>business search</Link> and choose “Hide my profile from this
            business”.
          </p>
        </section>
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Save privacy settings
          </Button>
        </FormActions>
      </Form>
    </FormSection>
  );
}
