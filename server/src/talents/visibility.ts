// Who may see a Talent's profile (and so its picture): the Talent; staff; anyone when the visibility is
// "everyone"; a signed-in Business when it is "signed-in-businesses"; nobody else when it is "nobody". A business
// the Talent blocked never sees it, whatever the visibility.
import type { Queryable } from "../db/connect.ts";
import type { MemberRow } from "../db/schema.ts";
import { findBusinessOfMember } from "../businesses/store.ts";
import { findTalentProfile, isBlocked } from "./store.ts";

export interface Viewer {
  member: MemberRow | null;
  staff: boolean;
}

export async function maySeeTalentProfile(db: Queryable, talentId: string, viewer: Viewer): Promise<boolean> {
  if (viewer.member?.id === talentId || viewer.staff) return true;
  const profile = await findTalentProfile(db, talentId);
  const visibility = profile?.profileVisibility ?? "signed-in-businesses";
  if (visibility === "nobody") return false;
  const business = viewer.member?.accountType === "Business" ? await findBusinessOfMember(db, viewer.member.id) : undefined;
  if (business && (await isBlocked(db, talentId, business.id))) return false;
  return visibility === "everyone" || business !== undefined;
}
