// The SQL of businesses: one row per Business member, holding what the business registered with.
import { eq } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, type BusinessRow } from "../db/schema.ts";

export type NewBusiness = Pick<BusinessRow, "id" | "memberId" | "businessName" | "businessType" | "registrationNumber" | "contactPerson" | "phone" | "address" | "createdAt">;

export async function insertBusiness(tx: Tx, business: NewBusiness): Promise<BusinessRow> {
  const [row] = await tx.insert(businesses).values(business).returning();
  if (!row) throw new Error("Inserting a business returned no row");
  return row;
}

export async function findBusinessOfMember(db: Queryable, memberId: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.memberId, memberId)).limit(1);
  return row;
}

/** The business of a Business member; every Business member has one, so its absence is a broken invariant. */
export async function requireBusinessOfMember(db: Queryable, memberId: string): Promise<BusinessRow> {
  const business = await findBusinessOfMember(db, memberId);
  if (!business) throw new Error(`The Business member ${memberId} has no business`);
  return business;
}

/** Reads the business and locks its row until the transaction ends, so changes to one business take turns. */
export async function lockBusiness(tx: Tx, businessId: string): Promise<BusinessRow | undefined> {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for("update");
  return row;
}
