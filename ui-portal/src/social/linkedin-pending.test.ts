import fc from "fast-check";
import { LINKEDIN_STATE_STORAGE_KEY } from "@ictm/core";
import { memoryKeyValueStore } from "@ictm/ui-kit/browser/storage.ts";
import { describe, expect, it } from "vitest";
import {
  beginLinkedIn,
  INTENT_KEY,
  keepRegistrationDraft,
  PENDING_MAX_AGE_MS,
  REGISTRATION_DRAFT_KEY,
  takeLinkedIn,
  takeRegistrationDraft,
  type LinkedInIntent,
} from "./linkedin-pending.ts";

const registration: LinkedInIntent = {
  kind: "businessRegistration",
  registrationData: { businessName: "Seri Teknologi Sdn Bhd", businessType: "private-limited", phone: "+673 222 3333" },
};
const back = (state: string | null, extra: { code?: string | null; error?: string | null } = {}) => ({
  code: "code-from-linkedin",
  error: null,
  state,
  ...extra,
});

describe("the LinkedIn round trip", () => {
  it("gives back the code and what the person meant to do when LinkedIn returns the same state", () => {
    const intents: LinkedInIntent[] = [
      { kind: "talentSignIn", returnTo: "/account/password" },
      { kind: "talentSignUp" },
      { kind: "businessSignIn", returnTo: null },
      registration,
    ];
    for (const intent of intents) {
      const store = memoryKeyValueStore();
      const state = beginLinkedIn(store, intent, 1_000);
      expect(takeLinkedIn(store, back(state), 2_000)).toEqual({ ok: true, code: "code-from-linkedin", intent });
    }
  });

  it("keeps the state under core's key, so core's rules judge it", () => {
    const store = memoryKeyValueStore();
    const state = beginLinkedIn(store, { kind: "talentSignUp" }, 0);
    expect(store.getItem(LINKEDIN_STATE_STORAGE_KEY)).toBe(state);
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("refuses a callback whose state is not the one this tab kept, and still knows the way back", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (returned) => {
        const store = memoryKeyValueStore();
        const state = beginLinkedIn(store, { kind: "businessSignIn", returnTo: null }, 0);
        fc.pre(returned !== state);
        const taken = takeLinkedIn(store, back(returned), 1);
        expect(taken).toMatchObject({ ok: false, reason: "stateMismatch", intent: { kind: "businessSignIn" } });
      }),
      { seed: 20250611 },
    );
  });

  it("says a sign-in cancelled on LinkedIn was cancelled", () => {
    const store = memoryKeyValueStore();
    const state = beginLinkedIn(store, { kind: "talentSignUp" }, 0);
    expect(takeLinkedIn(store, back(state, { code: null, error: "user_cancelled_login" }), 1)).toMatchObject({ ok: false, reason: "cancelled" });
  });

  it("works once: a replayed callback finds nothing kept", () => {
    const store = memoryKeyValueStore();
    const state = beginLinkedIn(store, { kind: "talentSignUp" }, 0);
    expect(takeLinkedIn(store, back(state), 1).ok).toBe(true);
    expect(takeLinkedIn(store, back(state), 2)).toMatchObject({ ok: false, reason: "stateMismatch", intent: null });
    expect(store.getItem(INTENT_KEY)).toBeNull();
    expect(store.getItem(LINKEDIN_STATE_STORAGE_KEY)).toBeNull();
  });

  it("refuses a trip older than LinkedIn's codes live", () => {
    const store = memoryKeyValueStore();
    const state = beginLinkedIn(store, { kind: "talentSignUp" }, 0);
    expect(takeLinkedIn(store, back(state), PENDING_MAX_AGE_MS + 1)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("treats a damaged or foreign intent as nothing to do", () => {
    const damaged = ["{", "null", "[]", '{"startedAt":0,"intent":{"kind":"admin"}}', '{"startedAt":0,"intent":{"kind":"businessRegistration","registrationData":{"a":1}}}'];
    for (const text of damaged) {
      const store = memoryKeyValueStore();
      const state = beginLinkedIn(store, { kind: "talentSignUp" }, 0);
      store.setItem(INTENT_KEY, text);
      expect(takeLinkedIn(store, back(state), 1)).toMatchObject({ ok: false, reason: "missing", intent: null });
    }
  });
});

describe("business details after a failed LinkedIn registration", () => {
  it("come back once into the form", () => {
    const store = memoryKeyValueStore();
    const data = { businessName: "Seri Teknologi", phone: "+673 222 3333" };
    keepRegistrationDraft(store, data);
    expect(takeRegistrationDraft(store)).toEqual(data);
    expect(takeRegistrationDraft(store)).toBeNull();
  });

  it("are ignored when damaged", () => {
    const store = memoryKeyValueStore();
    store.setItem(REGISTRATION_DRAFT_KEY, "{]");
    expect(takeRegistrationDraft(store)).toBeNull();
  });
});
