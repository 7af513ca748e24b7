// The SQL of contact details, one row per member: a Talent's own, or a Business member's for its business.
import { eq } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { contactDetails, type ContactDetailsRow } from "../db/schema.ts";

export type ContactDetailsView = components["schemas"]["ContactDetails"];

export const noContactDetails: ContactDetailsView = { phone: null, address: null, website: null, linkedinUrl: null, githubUrl: null };

export async function findContactDetails(db: Queryable, memberId: string): Promise<ContactDetailsRow | undefined> {
  const [row] = await db.select().from(contactDetails).where(eq(contactDetails.memberId, memberId)).limit(1);
  return row;
}

export async function saveContactDetails(tx: Tx, memberId: string, details: ContactDetailsView, now: Date): Promise<void> {
  const row = { memberId, ...details, updatedAt: now };
  await tx.insert(contactDetails).values(row).onConflictDoUpdate({ target: contactDetails.memberId, set: { ...details, updatedAt: now } });
}

export function presentContactDetails(row: ContactDetailsRow | undefined, fallback: ContactDetailsView = noContactDetails): ContactDetailsView {
  if (!row) return fallback;
  return { phone: row.phone, address: row.address, website: row.website, linkedinUrl: row.linkedinUrl, githubUrl: row.githubUrl };
}
