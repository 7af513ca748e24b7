// Appends domain events to the append-only `events` table, always inside the transaction of the state change
// they record. Versions count up per stream; two writers racing on one stream collide on the unique
// (stream, version) constraint, and `transact` turns that into a 409 instead of losing an update.
import { sql } from "drizzle-orm";
import { events } from "../db/schema.ts";
import type { Tx } from "../db/connect.ts";

/** How a member proved who they are. */
export type SignInMethod = "email" | "google" | "linkedin";

/** The events of a member's stream (`member-<uuid>`), versioned on the wire. Payloads never hold secrets. */
export type MemberEvent =
  | { type: "v1.MemberRegistered"; payload: { email: string; name: string; accountType: "Talent" | "Business"; method?: SignInMethod } }
  | { type: "v1.ActivationMailSent"; payload: { email: string; expiresAt: string } }
  | { type: "v1.MemberActivated"; payload: { email: string; method?: SignInMethod | "password-reset" } }
  | { type: "v1.MemberSignedIn"; payload: { method: SignInMethod } }
  | { type: "v1.MemberSignedOut"; payload: Record<string, never> }
  | { type: "v1.PasswordResetRequested"; payload: { email: string; expiresAt: string } }
  | { type: "v1.PasswordReset"; payload: { email: string } }
  | { type: "v1.PasswordChanged"; payload: { email: string } }
  | { type: "v1.SessionsRevoked"; payload: { count: number; reason: "password-reset" | "password-change"; keptCurrentSession: boolean } };

/** The events of a business's stream (`business-<uuid>`). */
export type BusinessEvent = {
  type: "v1.BusinessRegistered";
  payload: { memberKey: string; businessName: string; businessType: string; registrationNumber: string };
};

export type DomainEvent = MemberEvent | BusinessEvent;

export const memberStream = (memberId: string) => `member-${memberId}`;
export const businessStream = (businessId: string) => `business-${businessId}`;
/** Who caused an event: a member, or a named part of the system such as the demo seed. */
export const memberActor = (memberId: string) => `member:${memberId}`;

export interface Recorded {
  stream: string;
  actor: string;
  at: Date;
}

/** Appends one event as the next version of its stream. Callers lock the stream's record first (SELECT ... FOR UPDATE). */
export async function appendEvent(tx: Tx, event: DomainEvent, recorded: Recorded): Promise<void> {
  const next = sql<number>`coalesce((select max(${events.version}) from ${events} where ${events.stream} = ${recorded.stream}), 0) + 1`;
  await tx.insert(events).values({
    stream: recorded.stream,
    version: next,
    type: event.type,
    payload: event.payload,
    actor: recorded.actor,
    occurredAt: recorded.at,
  });
}
