// Use case: the signed-in member changes contact details. A Talent changes its own; a Business token changes its
// business's (the specification routes both through one call), and a phone or address also becomes the
// business's registered one. The event carries the whole change (every field, null where empty; the public e-mail
// left out when there is none, and always for a Talent).
import { eq } from "drizzle-orm";
import { requireBusinessOfMember } from "../businesses/store.ts";
import { businesses } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { businessStream, memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { lockMember } from "../members/store.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { Services } from "../services.ts";
import { findContactDetails, presentContactDetails, saveContactDetails, type ContactDetailsView } from "./contact-store.ts";

export async function updateContactDetails(services: Services, session: MemberSession, input: ContactDetailsView): Promise<ContactDetailsView> {
  const now = services.clock.now();
  const memberId = session.member.id;
  // Only a Business publishes an e-mail (EmployerContact.email); a Talent's is ignored, as the contract says.
  const details = trimmed(input, session.member.accountType === "Business");
  return transact(services.orm, async (tx) => {
    await lockMember(tx, memberId);
    await saveContactDetails(tx, memberId, details, now);
    const recorded = { actor: memberActor(memberId), at: now };
    if (session.member.accountType === "Business") {
      const business = await requireBusinessOfMember(tx, memberId);
      const registered = { ...(details.phone ? { phone: details.phone } : {}), ...(details.address ? { address: details.address } : {}) };
      await tx.update(businesses).set({ ...registered, updatedAt: now }).where(eq(businesses.id, business.id));
      await recordEvents(tx, businessStream(business.id), [{ type: "v2.ContactDetailsChanged", payload: details }], recorded);
    } else {
      await recordEvents(tx, memberStream(memberId), [{ type: "v2.ContactDetailsChanged", payload: details }], recorded);
    }
    return presentContactDetails(await findContactDetails(tx, memberId));
  });
}

/** Blank values are no value. The public e-mail is left out when there is none or `withPublicEmail` is false. */
function trimmed(details: ContactDetailsView, withPublicEmail: boolean): ContactDetailsView {
  const clean = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === "" ? null : value.trim());
  const publicEmail = withPublicEmail ? clean(details.publicEmail) : null;
  return {
    phone: clean(details.phone),
    address: clean(details.address),
    website: clean(details.website),
    linkedinUrl: clean(details.linkedinUrl),
    githubUrl: clean(details.githubUrl),
    ...(publicEmail === null ? {} : { publicEmail }),
  };
}
