// Contact details, for a Talent (their own) and a Business (the business's) alike: one form, one command; the
// account type only picks a few words, whether the Business's "Public e-mail" shows, and which store takes the answer.
import type { AccountType, ContactDetails } from "@ictm/core";
import { updateContactDetails } from "@ictm/core";
import { Button, Form, FormActions, FormNote, TextField, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { contactInputOf, contactValuesOf, validateContact, type ContactValues } from "./contact-values.ts";
import * as styles from "./FormSection.css.ts";

export function ContactDetailsForm({ details, accountType }: { details: ContactDetails; accountType: AccountType }) {
  const core = useCore();
  const form = useFormFields<ContactValues>(contactValuesOf(details), validateContact);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: contactInputOf,
    save: (input) => core.run(updateContactDetails(input, accountType)),
    valuesAfter: contactValuesOf,
  });
  const isTalent = accountType === "Talent";
  return (
    <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
      <FormNote>Every field is optional. Leave one empty to remove it.</FormNote>
      <div className={styles.grid}>
        <TextField {...form.field("phone")} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" description="For example +673 222 3333." />
        <TextField {...form.field("website")} label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
        <TextField {...form.field("address")} label="Address" autoComplete="street-address" multiline className={styles.wide} />
        <TextField {...form.field("linkedinUrl")} label={isTalent ? "LinkedIn profile" : "LinkedIn page"} type="url" inputMode="url" placeholder="https://www.linkedin.com/…" />
        <TextField {...form.field("githubUrl")} label={isTalent ? "GitHub profile" : "GitHub organisation"} type="url" inputMode="url" placeholder="https://github.com/…" />
        {isTalent ? null : (
          <TextField
            {...form.field("publicEmail")}
            label="Public e-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            description="Shown to Talents on your vacancies and projects. Not the e-mail you sign in with."
          />
        )}
      </div>
      <FormActions>
        <Button type="submit" isPending={isPending}>
          Save contact details
        </Button>
      </FormActions>
    </Form>
  );
}
