// The Business's own record once loaded, for the pages of its area (they share the one business profile store).
import type { ReactNode } from "react";
import { loadBusinessProfile, type BusinessProfile } from "@ictm/core";
import { Loaded, useCore } from "@ictm/ui-kit";
import { useBusinessProfile } from "../../app/member-data.ts";

export function BusinessProfileContent({ children }: { children: (profile: BusinessProfile) => ReactNode }) {
  const core = useCore();
  const { status, profile } = useBusinessProfile();
  return (
    <Loaded value={profile} status={status} retry={() => void core.run(loadBusinessProfile())} what="your business profile">
      {children}
    </Loaded>
  );
}
