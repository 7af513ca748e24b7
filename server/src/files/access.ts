// Who may read a stored file: whoever may see the record it belongs to. Logos are public; a profile picture
// follows its profile's visibility; a verification or permit document is for its Business and for signed-in staff;
// a board attachment and a signatory's signature image are for staff only. A member owner always may. Anyone else
// is told the file does not exist.
import type { Queryable } from "../db/connect.ts";
import type { FileRow } from "../db/schema.ts";
import { maySeeTalentProfile, type Viewer } from "../talents/visibility.ts";

export type { Viewer } from "../talents/visibility.ts";

export async function maySeeFile(db: Queryable, file: FileRow, viewer: Viewer): Promise<boolean> {
  if (file.ownerMemberId !== null && viewer.member?.id === file.ownerMemberId) return true;
  if (file.purpose === "logo") return true;
  if (file.purpose === "verification-document") return viewer.staff;
  if (file.purpose === "permit-document") return viewer.staff;
  // Board attachments are the staff's working papers: never served to a member, not even an applicant.
  if (file.purpose === "board-attachment") return viewer.staff;
  // Signature images are drawn on signed letters; the image file itself stays with the staff.
  if (file.purpose === "signature-image") return viewer.staff;
  return file.ownerMemberId !== null && maySeeTalentProfile(db, file.ownerMemberId, viewer);
}
