// Reads the published keys quietly once per visit of the scanner's pages, so core saves them for verifying offline
// later (a border post with no connection). Nothing on these pages shows them; a failure says nothing.
import { loadSigningPublicKeys } from "@ictm/core";
import { useLoadedStore } from "@ictm/ui-kit";

export function usePublishedKeysSaved(): void {
  useLoadedStore("signingKeys", () => loadSigningPublicKeys({ silent: true }));
}
