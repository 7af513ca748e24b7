// The staff area's events: the back-office session, apart from the member session. Definitions only.
import { Schema } from "effect";
import { defineEvent } from "../events/define-event.ts";
import { StaffSessionSchema } from "../accounts/saved-session.ts";

const Empty = Schema.Struct({});

export const staffEvents = [
  defineEvent("v1.StaffSessionRestored", Schema.Struct({ session: Schema.NullOr(StaffSessionSchema) })),
  defineEvent("v1.StaffSignedIn", StaffSessionSchema),
  defineEvent("v1.StaffSignedOut", Empty),
  defineEvent("v1.StaffSessionExpired", Empty),
] as const;
