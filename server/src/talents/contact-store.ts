// The SQL of contact details, one row per member: a Talent's own, or a Business member's for its business (only a
// Business's row has a public e-mail).
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
  const stored = { ...details, publicEmail: details.publicEmail ?? null };
  await tx.insert(contactDetails).values({ memberId, ...stored, updatedAt: now }).onConflictDoUpdate({ target: contactDetails.memberId, set: { ...stored, updatedAt: now } });
}

/** The public e-mail only when there is one (the contract leaves it out otherwise, and a Talent never has one). */
export function presentContactDetails(row: ContactDetailsRow | undefined, fallback: ContactDetailsView = noContactDetails): ContactDetailsView {
  if (!row) return fallback;
  const details = { phone: row.phone, address: row.address, website: row.website, linkedinUrl: row.linkedinUrl, githubUrl: row.githubUrl };
  return row.publicEmail === null ? details : { ...details, publicEmail: row.publicEmail };
}
