// The listings' projection write the permits projector makes on a personnel section's save: permit_applications'
// listing_persons, the value of the row's own type. Called by ../permits/projector.ts only; the stream is the truth.
import { PERMIT_TYPES, type PermitType } from "@ictm/core/domain";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { permitApplications } from "../db/schema.ts";

export async function projectListingPersons(tx: Tx, applicationId: string, byType: Readonly<Record<PermitType, string>>): Promise<void> {
  const branches = PERMIT_TYPES.map((type) => sql`when ${type} then ${byType[type]}::text`);
  await tx
    .update(permitApplications)
    .set({ listingPersons: sql`(case ${permitApplications.permitType} ${sql.join(branches, sql` `)} else ${permitApplications.listingPersons} end)` })
    .where(eq(permitApplications.id, applicationId));
}
