// /account/contact-details: the Talent's phone, address and links. Who sees them is a privacy setting.
import { Link } from "@ictm/ui-kit";
import { MemberArea } from "../../app/MemberArea.tsx";
import { paths } from "../../app/paths.ts";
import { ContactDetailsForm } from "../shared/ContactDetailsForm.tsx";
import { FormSection } from "../shared/FormSection.tsx";
import { TalentProfileContent } from "./TalentArea.tsx";

export function ContactDetailsPage() {
  return (
    <MemberArea kind="Talent" section={paths.contactDetails} title="Contact details" lead="How a business can reach you about a job.">
      <TalentProfileContent>
        {(profile) => (
          <FormSection
            title="Your contact details"
            description={
              <>
                They show only to people who may see your profile, and only while “Show my contact details” is on in your{" "}
                <Link href={paths.account}>privacy settings</Link>.
              </>
            }
          >
            <ContactDetailsForm details={profile.contactDetails} accountType="Talent" />
          </FormSection>
        )}
      </TalentProfileContent>
    </MemberArea>
  );
}
