// /account: the Talent's profile hub, its first section: the profile picture, the profile details and the
// privacy settings, each saved on its own. A Business lands in its own area (MemberArea sends it on).
import { MemberArea } from "../../app/MemberArea.tsx";
import { paths } from "../../app/paths.ts";
import * as styles from "../shared/FormSection.css.ts";
import { PictureSection } from "./PictureSection.tsx";
import { PrivacySection } from "./PrivacySection.tsx";
import { ProfileDetailsSection } from "./ProfileDetailsSection.tsx";
import { TalentProfileContent } from "./TalentArea.tsx";

export function AccountPage() {
  return (
    <MemberArea kind="Talent" section={paths.account} title="Your profile" lead="What businesses see about you, and who may see it.">
      <TalentProfileContent>
        {(profile) => (
          <div className={styles.stack}>
            <PictureSection profile={profile} />
            <ProfileDetailsSection profile={profile} />
            <PrivacySection profile={profile} />
          </div>
        )}
      </TalentProfileContent>
    </MemberArea>
  );
}
