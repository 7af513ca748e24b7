// The Talent's profile picture: the current one (or initials), replaced as soon as a new one is picked.
import { uploadLimitText, uploadProfilePicture, type TalentProfile } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";
import { FormSection } from "../shared/FormSection.tsx";
import { ImageUpload } from "../shared/ImageUpload.tsx";

export function PictureSection({ profile }: { profile: TalentProfile }) {
  const core = useCore();
  return (
    <FormSection title="Profile picture" description="A clear photo of your face helps businesses remember you. It shows beside your name across the portal.">
      <ImageUpload
        purpose="picture"
        label="New profile picture"
        buttonLabel="Upload a profile picture"
        description={`${uploadLimitText("picture")}. It replaces the current picture at once.`}
        name={profile.name}
        currentUrl={profile.profilePicture}
        upload={(file) => core.run(uploadProfilePicture(file))}
      />
    </FormSection>
  );
}
