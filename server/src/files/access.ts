// Who may read a stored file: whoever may see the record it belongs to. Logos are public; a profile picture
// follows its profile's visibility while it is the profile's current one; a verification or permit document is for its Business and for signed-in staff;
// a board attachment and a signatory's signature image are for staff only; a job application's attachment is for
// the Business of the vacancy. A member owner always may. Anyone else
// is told the file does not exist.
import type { Queryable } from "../db/connect.ts";
import { eq } from "drizzle-orm";
import { members, type FileRow } from "../db/schema.ts";
import { findBusinessOfMember } from "../businesses/store.ts";
import { isAttachmentOfBusiness } from "../jobs/application-store.ts";
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
  // A job application's attachment: its Talent (the owner, above) and the Business of the vacancy applied for.
  if (file.purpose === "job-application-attachment") return mayBusinessSeeAttachment(db, file.id, viewer);
  // A profile picture the Talent removed or replaced is no longer shown to anyone else.
  if (file.purpose === "profile-picture" && !(await isCurrentPicture(db, file))) return false;
  return file.ownerMemberId !== null && maySeeTalentProfile(db, file.ownerMemberId, viewer);
}

async function isCurrentPicture(db: Queryable, file: FileRow): Promise<boolean> {
  if (file.ownerMemberId === null) return false;
  const [member] = await db.select({ current: members.profilePictureFileId }).from(members).where(eq(members.id, file.ownerMemberId));
  return member?.current === file.id;
}

async function mayBusinessSeeAttachment(db: Queryable, fileId: string, viewer: Viewer): Promise<boolean> {
  if (viewer.member?.accountType !== "Business") return false;
  const business = await findBusinessOfMember(db, viewer.member.id);
  return business !== undefined && isAttachmentOfBusiness(db, fileId, business.id);
}
