// The accounts area's events: signing up, in and out, activation, passwords, and a member's contact details.
// Definitions only (no reducers); the session store and the other stores fold them.
import { Schema } from "effect";
import { ContactDetailsShape } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";
import { AccountTypeSchema, BusinessSummarySchema, MemberSchema, SavedSessionSchema } from "./saved-session.ts";

/** How a member proved who they are. */
export const SignInMethodSchema = Schema.Literals(["email", "google", "linkedin"]);
export type SignInMethod = typeof SignInMethodSchema.Type;

/** A session as it is kept between visits; `member` is null when only the cookie's token survived. */
export type SavedSessionPayload = typeof SavedSessionSchema.Type;

const Empty = Schema.Struct({});

export const accountEvents = [
  defineEvent("v1.SessionRestored", Schema.Struct({ session: Schema.NullOr(SavedSessionSchema) })),
  defineEvent("v1.TalentSignedUp", Schema.Struct({ member: MemberSchema, activationRequired: Schema.Boolean })),
  defineEvent("v1.AccountActivated", Schema.Struct({ email: Schema.String })),
  defineEvent("v1.ActivationMailRequested", Schema.Struct({ memberEmail: Schema.String })),
  defineEvent(
    "v1.SignedIn",
    Schema.Struct({
      token: Schema.String,
      member: MemberSchema,
      accountType: AccountTypeSchema,
      profilePicture: Schema.NullOr(Schema.String),
      // Set for a Business (optional, so events logged before Businesses could sign in still read).
      business: Schema.optionalKey(Schema.NullOr(BusinessSummarySchema)),
    }),
  ),
  /** A cookie-only session learned its account type without learning the member. */
  defineEvent("v1.AccountTypeLearned", Schema.Struct({ accountType: AccountTypeSchema })),
  /** By e-mail the Business must activate first; by Google or LinkedIn a `v1.SignedIn` follows. */
  defineEvent(
    "v1.BusinessRegistered",
    Schema.Struct({
      member: MemberSchema,
      business: Schema.NullOr(BusinessSummarySchema),
      activationRequired: Schema.Boolean,
      method: SignInMethodSchema,
    }),
  ),
  defineEvent("v1.PasswordResetRequested", Schema.Struct({ accountType: AccountTypeSchema, email: Schema.String })),
  /** Every session of that member is revoked, this device's too when it was signed in as them. */
  defineEvent("v1.PasswordReset", Schema.Struct({ memberEmail: Schema.String, otherSessionsRevoked: Schema.Number })),
  /** This session stays signed in; the member's other sessions were revoked. */
  defineEvent("v1.PasswordChanged", Schema.Struct({ otherSessionsRevoked: Schema.Number })),
  /** The LinkedIn token itself stays out of the log: it is a secret the next call spends. */
  defineEvent("v1.LinkedInCodeExchanged", Schema.Struct({ redirectUri: Schema.String })),
  defineEvent("v1.SignedOut", Empty),
  defineEvent("v1.SessionExpired", Empty),
  /** A Talent's or a Business's contact details, as the server stored them. */
  defineEvent(
    "v1.ContactDetailsUpdated",
    Schema.Struct({ accountType: AccountTypeSchema, contactDetails: ContactDetailsShape }),
  ),
] as const;
