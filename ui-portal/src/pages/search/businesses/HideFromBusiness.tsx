// "Hide my profile from this business": a signed-in Talent adds the business to the privacy settings' blocked
// list (core's updatePrivacySettings, the same command as the privacy page), and can undo it here or there.
import { useState } from "react";
import { updatePrivacySettings, type BusinessSearchItem, type TalentProfile } from "@ictm/core";
import { Button, Link, Skeleton, useCore } from "@ictm/ui-kit";
import { useTalentProfile } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { DetailSection, detailStyles } from "../DetailParts.tsx";

export function HideFromBusiness({ business }: { business: BusinessSearchItem }) {
  const { status, profile } = useTalentProfile();
  return (
    <DetailSection title="Your profile and this business">
      {profile === null ? (
        status === "failed" ? (
          <p className={detailStyles.muted}>
            Your privacy settings could not be loaded. You can still block this business from your <Link href={paths.account}>profile</Link>.
          </p>
        ) : (
          <Skeleton width="60%" height="40px" />
        )
      ) : (
        <HideControl business={business} profile={profile} />
      )}
    </DetailSection>
  );
}

function HideControl({ business, profile }: { business: BusinessSearchItem; profile: TalentProfile }) {
  const core = useCore();
  const [isPending, setPending] = useState(false);
  const settings = profile.privacySettings;
  const isHidden = settings.blockedBusinessKeys.includes(business.key);
  const save = async (blockedBusinessKeys: string[]) => {
    setPending(true);
    await core.run(updatePrivacySettings({ ...settings, blockedBusinessKeys }));
    setPending(false);
  };
  if (isHidden) {
    return (
      <div className={detailStyles.note}>
        <p>{business.businessName} cannot see your profile, whoever else may.</p>
        <div className={detailStyles.actions}>
          <Button variant="secondary" isPending={isPending} onPress={() => void save(settings.blockedBusinessKeys.filter((key) => key !== business.key))}>
            Show my profile to this business again
          </Button>
          <Link href={paths.account}>Your privacy settings</Link>
        </div>
      </div>
    );
  }
  return (
    <div className={detailStyles.note}>
      <p className={detailStyles.muted}>Businesses you hide your profile from never find it in talent search, whoever else may.</p>
      <div className={detailStyles.actions}>
        <Button variant="secondary" isPending={isPending} onPress={() => void save([...settings.blockedBusinessKeys, business.key])}>
          Hide my profile from this business
        </Button>
      </div>
    </div>
  );
}
