// /business/contact-details: how Talents and staff reach the business (the same call as a Talent's contact details).
import { MemberArea } from "../../app/MemberArea.tsx";
import { paths } from "../../app/paths.ts";
import { ContactDetailsForm } from "../shared/ContactDetailsForm.tsx";
import { FormSection } from "../shared/FormSection.tsx";
import { BusinessProfileContent } from "./BusinessArea.tsx";

export function BusinessContactPage() {
  return (
    <MemberArea kind="Business" section={paths.businessContactDetails} title="Contact details" lead="How Talents and the portal's staff reach your business.">
      <BusinessProfileContent>
        {(profile) => (
          <FormSection title="Business contact details" description="Shown on your business's vacancies and projects.">
            <ContactDetailsForm details={profile.contactDetails} accountType="Business" />
          </FormSection>
        )}
      </BusinessProfileContent>
    </MemberArea>
  );
}
