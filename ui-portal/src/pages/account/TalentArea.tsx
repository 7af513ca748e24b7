// The Talent's own record once loaded, for the pages of the Talent's area (they share the one store).
import type { ReactNode } from "react";
import { loadTalentProfile, type TalentProfile } from "@ictm/core";
import { Loaded, useCore } from "@ictm/ui-kit";
import { useTalentProfile } from "../../app/member-data.ts";

export function TalentProfileContent({ children }: { children: (profile: TalentProfile) => ReactNode }) {
  const core = useCore();
  const { status, profile } = useTalentProfile();
  return (
    <Loaded value={profile} status={status} retry={() => void core.run(loadTalentProfile())} what="your profile">
      {children}
    </Loaded>
  );
}
