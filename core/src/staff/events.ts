// The staff area's events: the back-office session (apart from the member session), the signed-in staff member
// as the server last answered them, password resets, and the administrators' staff list. Definitions only.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import { StaffSessionSchema } from "../accounts/saved-session.ts";
import type { Staff } from "../model.ts";

const Empty = Schema.Struct({});
export const StaffShape = contractShape<Staff>("Staff", { key: true, email: true, name: true, roles: true });

export const staffEvents = [
  defineEvent("v1.StaffSessionRestored", Schema.Struct({ session: Schema.NullOr(StaffSessionSchema) })),
  defineEvent("v1.StaffSignedIn", StaffSessionSchema),
  defineEvent("v1.StaffSignedOut", Empty),
  defineEvent("v1.StaffSessionExpired", Empty),
  /** GET /me answered: the signed-in staff member, roles as they are now. */
  defineEvent("v1.StaffSelfLoaded", Schema.Struct({ staff: StaffShape })),
  defineEvent("v1.StaffPasswordResetRequested", Schema.Struct({ email: Schema.String })),
  defineEvent("v1.StaffPasswordReset", Schema.Struct({ sessionsRevoked: Schema.Number })),
  defineEvent("v1.StaffListLoaded", Schema.Struct({ staff: Schema.Array(StaffShape) })),
  defineEvent("v1.StaffCreated", Schema.Struct({ staff: StaffShape })),
  defineEvent("v1.StaffRolesChanged", Schema.Struct({ staff: StaffShape })),
] as const;
