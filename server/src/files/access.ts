// Who may read a stored file: whoever may see the record it belongs to. Logos are public; a profile picture
// follows its profile's visibility; a verification or permit document is for its Business and for signed-in staff. The
// owner always may. Anyone else is told the file does not exist.
import type { Queryable } from "../db/connect.ts";
import type { FileRow } from "../db/schema.ts";
import { maySeeTalentProfile, type Viewer } from "../talents/visibility.ts";

export type { Viewer } from "../talents/visibility.ts";

export async function maySeeFile(db: Queryable, file: FileRow, viewer: Viewer): Promise<boolean> {
  if (viewer.member?.id === file.ownerMemberId) return true;
  if (file.purpose === "logo") return true;
  if (file.purpose === "verification-document") return viewer.staff;
  if (file.purpose === "permit-document") return viewer.staff;
  return maySeeTalentProfile(db, file.ownerMemberId, viewer);
}
