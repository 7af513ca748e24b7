// The verification area's client events: a Business submits a request, staff list and decide them.
// Definitions only; the business profile and business verifications stores fold them (the server's stream facts are events.ts).
import { Schema } from "effect";
import { BusinessVerificationShape as Verification, VerificationRequestShape } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

export const BusinessVerificationStatusSchema = Schema.Literals(["pending", "approved", "rejected"]);

export const verificationEvents = [
  /** `resubmitted`: it replaced an earlier request (after a rejection, or a pending request's documents). */
  defineEvent(
    "v1.BusinessVerificationSubmitted",
    Schema.Struct({ verification: VerificationRequestShape, resubmitted: Schema.Boolean }),
  ),
  defineEvent(
    "v1.BusinessVerificationsLoaded",
    Schema.Struct({ status: BusinessVerificationStatusSchema, verifications: Schema.Array(Verification) }),
  ),
  defineEvent("v1.BusinessVerificationDecided", Schema.Struct({ verification: Verification })),
] as const;
