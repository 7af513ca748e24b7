// The Business's own record once loaded, for the pages of its area: a skeleton before, a way to try again after
// a failure. The pages of the area share the one business profile store.
import type { ReactNode } from "react";
import { loadBusinessProfile, type BusinessProfile } from "@ictm/core";
import { Button, EmptyState } from "@ictm/ui-kit";
import { useCore } from "../../app/core-context.tsx";
import { AreaSkeleton } from "../../app/MemberArea.tsx";
import { useBusinessProfile } from "../../app/member-data.ts";

export function BusinessProfileContent({ children }: { children: (profile: BusinessProfile) => ReactNode }) {
  const core = useCore();
  const { status, profile } = useBusinessProfile();
  if (profile !== null) return <>{children(profile)}</>;
  if (status === "failed") {
    return (
      <EmptyState
        heading="We could not load your business profile"
        action={
          <Button variant="secondary" onPress={() => void core.run(loadBusinessProfile())}>
            Try again
          </Button>
        }
      >
        Check your connection and try again. If it keeps happening, sign out and sign in again.
      </EmptyState>
    );
  }
  return <AreaSkeleton label="Loading your business profile" />;
}
