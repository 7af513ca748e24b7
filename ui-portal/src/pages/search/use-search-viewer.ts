// Who is looking at a search screen (core's `searchViewerOf`), or null while that is not known yet: a session (the
// member's, or staff's from the back-office) is still being restored, or a session restored from the cookie alone is
// still learning whether it is a Talent.
import { useSignals } from "@preact/signals-react/runtime";
import { searchViewerOf, type Core, type SearchViewer } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";

export function useSearchViewer(): SearchViewer | null {
  useSignals();
  return searchViewerIn(useCore().stores);
}

/** Who is looking, from the core's stores as they are now (the hook above, and the first search at start-up). */
export function searchViewerIn(stores: Core["stores"]): SearchViewer | null {
  const session = stores.session.value;
  const staffSession = stores.staffSession.value;
  const profileStatus = stores.talentProfile.value.status;
  if (session.status === "unknown" || staffSession.status === "unknown") return null;
  if (session.status === "loggedIn" && session.accountType === null && (profileStatus === "idle" || profileStatus === "loading")) return null;
  return searchViewerOf(session, staffSession);
}
