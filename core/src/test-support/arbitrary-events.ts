// fast-check generators of client events, for replay properties. Test-only.
import fc from "fast-check";
import type { NewStoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { aTalentProfile } from "./fixtures.ts";
import { arbitraryOwnRecordEvent, ownRecordQueries } from "./arbitrary-own-records.ts";
import { arbitrarySearchEvent } from "./search-fixtures.ts";
import { arbitraryBoardEvent } from "./board-fixtures.ts";
import { arbitraryListingEvent } from "./listing-fixtures.ts";

const accountType = fc.constantFrom("Talent" as const, "Business" as const);
const nullableText = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const member = fc.record({
  key: fc.uuid(),
  email: fc.emailAddress(),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  accountType,
  profilePicture: nullableText,
});
const profile = fc
  .record({
    key: fc.uuid(),
    email: fc.oneof(fc.constant("ann@example.com"), fc.emailAddress()),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    profilePicture: nullableText,
    activatedAt: fc.option(fc.constant("2025-01-02T03:04:05.000Z"), { nil: null }),
  })
  .map((changes) => ({ ...aTalentProfile, ...changes }));
const token = fc.string({ minLength: 1, maxLength: 16 });
const business = fc.record({ key: fc.uuid(), businessName: fc.string({ minLength: 1, maxLength: 12 }) });
const maybeBusiness = fc.option(business, { nil: null });
const method = fc.constantFrom("email" as const, "google" as const, "linkedin" as const);
// Mostly the address of a member the run may have signed in, so a reset can hit this device's session.
const resetEmail = fc.oneof(fc.constantFrom("ann@example.com", "ANN@example.com"), fc.emailAddress());
const signedInMember = fc.oneof(member, member.map((m) => ({ ...m, email: "ann@example.com" })));
const query = fc.constantFrom(QUERIES.talentProfile, QUERIES.workflows, "queries.other", ...ownRecordQueries);
const command = fc.constantFrom(QUERIES.talentProfile, QUERIES.workflows, "commands.signIn", "commands.signOut", ...ownRecordQueries);

/**
 * Any client event of either channel: the ways in and out (below), the members' own records and staff (arbitrary-own-records.ts),
 * the searches (search-fixtures.ts), the board (board-fixtures.ts), or the listings (listing-fixtures.ts).
 */
export const arbitraryNewEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  { arbitrary: arbitraryAuthEvent(), weight: 2 },
  { arbitrary: arbitraryOwnRecordEvent, weight: 1 },
  { arbitrary: arbitrarySearchEvent, weight: 1 },
  { arbitrary: arbitraryBoardEvent, weight: 1 },
  { arbitrary: arbitraryListingEvent, weight: 1 },
);

function arbitraryAuthEvent(): fc.Arbitrary<NewStoreEvent> {
    return fc.oneof(
    fc.record({
      type: fc.constant("v1.SessionRestored" as const),
      payload: fc.record({
        session: fc.option(
          fc.record(
            {
              token,
              member: fc.option(signedInMember, { nil: null }),
              accountType: fc.option(accountType, { nil: null }),
              profilePicture: nullableText,
              business: maybeBusiness,
            },
            // Sessions saved before Businesses could sign in have no business key.
            { requiredKeys: ["token", "member", "accountType", "profilePicture"] },
          ),
          { nil: null },
        ),
      }),
    }),
    fc.record({ type: fc.constant("v1.TalentSignedUp" as const), payload: fc.record({ member, activationRequired: fc.boolean() }) }),
    fc.record({ type: fc.constant("v1.AccountActivated" as const), payload: fc.record({ email: fc.emailAddress() }) }),
    fc.record({ type: fc.constant("v1.ActivationMailRequested" as const), payload: fc.record({ memberEmail: fc.emailAddress() }) }),
    fc.record({
      type: fc.constant("v1.SignedIn" as const),
      payload: fc.record(
        { token, member: signedInMember, accountType, profilePicture: nullableText, business: maybeBusiness },
        { requiredKeys: ["token", "member", "accountType", "profilePicture"] },
      ),
    }),
    fc.record({ type: fc.constant("v1.AccountTypeLearned" as const), payload: fc.record({ accountType }) }),
    fc.record({
      type: fc.constant("v1.BusinessRegistered" as const),
      payload: fc.record({ member, business: maybeBusiness, activationRequired: fc.boolean(), method }),
    }),
    fc.record({ type: fc.constant("v1.PasswordResetRequested" as const), payload: fc.record({ accountType, email: fc.emailAddress() }) }),
    fc.record({
      type: fc.constant("v1.PasswordReset" as const),
      payload: fc.record({ memberEmail: resetEmail, otherSessionsRevoked: fc.nat({ max: 5 }) }),
    }),
    fc.record({ type: fc.constant("v1.PasswordChanged" as const), payload: fc.record({ otherSessionsRevoked: fc.nat({ max: 5 }) }) }),
    fc.record({ type: fc.constant("v1.LinkedInCodeExchanged" as const), payload: fc.record({ redirectUri: fc.webUrl() }) }),
    fc.record({ type: fc.constant("v1.SignedOut" as const), payload: fc.constant({}) }),
    fc.record({ type: fc.constant("v1.SessionExpired" as const), payload: fc.constant({}) }),
    fc.record({ type: fc.constant("v1.QueryStarted" as const), payload: fc.record({ query }) }),
    fc.record({ type: fc.constant("v1.TalentProfileLoaded" as const), payload: fc.record({ profile }) }),
    fc.record({
      type: fc.constant("v1.WorkflowsLoaded" as const),
      payload: fc.record({
        workflows: fc.array(
          fc.record({ id: fc.uuid(), name: fc.string({ maxLength: 10 }), permitTypes: fc.subarray(["pvv" as const, "sawp" as const, "lpa" as const]) }),
          { maxLength: 3 },
        ),
      }),
    }),
    fc.record({
      type: fc.constant("v1.CommandFailed" as const),
      payload: fc.record({ command, error: fc.constant("Refused"), message: fc.string({ maxLength: 20 }), silent: fc.boolean() }),
    }),
    // Dismissals mostly aim at toasts that may exist (ids follow the event's position).
    fc.record({ type: fc.constant("v1.ToastDismissed" as const), payload: fc.record({ id: fc.nat({ max: 40 }).map((n) => `toast-${n}`) }) }),
    fc.record({ type: fc.constant("v1.ChangesSaved" as const), payload: fc.constant({ message: "Saved Successfully" }) }),
  );
}
