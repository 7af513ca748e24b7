// /account: the Talent's profile hub, its first section: the profile picture, the profile details and the
// privacy settings, each saved on its own. A Business lands in its own area (MemberArea sends it on).
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadTalentProfile, type TalentProfile } from "@ictm/core";
import { Button, EmptyState } from "@ictm/ui-kit";
import { useCore } from "../../app/core-context.tsx";
import { AreaSkeleton, MemberArea } from "../../app/MemberArea.tsx";
import { useTalentProfile } from "../../app/member-data.ts";
import { paths } from "../../app/paths.ts";
import * as styles from "../shared/FormSection.css.ts";
import { PictureSection } from "./PictureSection.tsx";
import { PrivacySection } from "./PrivacySection.tsx";
import { ProfileDetailsSection } from "./ProfileDetailsSection.tsx";

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

/** The Talent's record once loaded; a skeleton before, a way to try again after a failure. */
export function TalentProfileContent({ children }: { children: (profile: TalentProfile) => ReactNode }) {
  useSignals();
  const core = useCore();
  const { status, profile } = useTalentProfile();
  if (profile !== null) return <>{children(profile)}</>;
  if (status === "failed") {
    return (
      <EmptyState
        heading="We could not load your profile"
        action={
          <Button variant="secondary" onPress={() => void core.run(loadTalentProfile())}>
            Try again
          </Button>
        }
      >
        Check your connection and try again. If it keeps happening, sign out and sign in again.
      </EmptyState>
    );
  }
  return <AreaSkeleton label="Loading your profile" />;
}
