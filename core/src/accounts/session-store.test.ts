import { describe, expect, it } from "vitest";
import type { NewStoreEvent, StoreEvent } from "../events/client-event.ts";
import { aTalentProfile } from "../test-support/fixtures.ts";
import { aMember } from "../test-support/test-core.ts";
import { initialSessionState, sessionReducer, type SessionState } from "./session-store.ts";

let seq = 0;
const stamp = (event: NewStoreEvent): StoreEvent => ({ ...event, seq: ++seq, at: "2025-01-01T00:00:00.000Z" });
const fold = (...events: ReadonlyArray<NewStoreEvent>): SessionState =>
  events.map(stamp).reduce(sessionReducer, initialSessionState);

const profile = { ...aTalentProfile, key: aMember.key, email: aMember.email, name: "Ann T.", profilePicture: "/files/p.png" };

describe("sessionReducer", () => {
  it("a restored token without a member learns the member from the Talent profile", () => {
    const state = fold(
      { type: "v1.SessionRestored", payload: { session: { token: "t", member: null, accountType: null, profilePicture: null } } },
      { type: "v1.TalentProfileLoaded", payload: { profile } },
    );
    expect(state).toEqual({
      status: "loggedIn",
      token: "t",
      member: { key: aMember.key, email: aMember.email, name: "Ann T.", accountType: "Talent", profilePicture: "/files/p.png" },
      accountType: "Talent",
      profilePicture: "/files/p.png",
      business: null,
    });
  });

  it("a profile arriving after sign-out does not sign anyone back in", () => {
    const state = fold(
      { type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null } },
      { type: "v1.SignedOut", payload: {} },
      { type: "v1.TalentProfileLoaded", payload: { profile } },
    );
    expect(state.status).toBe("loggedOut");
    expect(state.member).toBeNull();
  });

  it("events that are not about the session leave the very same state", () => {
    const before = fold({ type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null } });
    const after = sessionReducer(before, stamp({ type: "v1.ChangesSaved", payload: { message: "Saved Successfully" } }));
    expect(after).toBe(before);
  });

  it("a Business signs in with its business summary; a Talent never keeps one", () => {
    const business = { key: "b-1", businessName: "DataWorks" };
    const member = { ...aMember, accountType: "Business" as const };
    expect(fold({ type: "v1.SignedIn", payload: { token: "t", member, accountType: "Business", profilePicture: null, business } }).business).toEqual(business);
    expect(fold({ type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null, business } }).business).toBeNull();
    expect(fold({ type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null } }).business).toBeNull();
  });

  it("a cookie-only session learns it is a Business; a known account type is never overwritten", () => {
    const cookieOnly = { token: "t", member: null, accountType: null, profilePicture: null };
    const learned = fold(
      { type: "v1.SessionRestored", payload: { session: cookieOnly } },
      { type: "v1.AccountTypeLearned", payload: { accountType: "Business" } },
    );
    expect(learned).toMatchObject({ status: "loggedIn", token: "t", accountType: "Business", member: null });
    // Then a late Talent profile does not turn a Business into a Talent.
    expect(sessionReducer(learned, stamp({ type: "v1.TalentProfileLoaded", payload: { profile } }))).toBe(learned);

    const talent = fold({ type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null } });
    expect(sessionReducer(talent, stamp({ type: "v1.AccountTypeLearned", payload: { accountType: "Business" } }))).toBe(talent);
  });
});
