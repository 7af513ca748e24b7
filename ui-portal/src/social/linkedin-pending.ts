// The LinkedIn round trip as this tab keeps it. Before leaving for LinkedIn the page keeps core's random
// `state` (under core's key) and what the person meant to do (the intent) in sessionStorage; the callback
// takes both back once, and core's checkLinkedInCallback decides whether LinkedIn's answer is ours.
// Pure over the store, clock and random bytes it is given; no React, no window.
import { checkLinkedInCallback, LINKEDIN_STATE_STORAGE_KEY, LINKEDIN_TRY_AGAIN, linkedInState } from "@ictm/core";
import type { KeyValueStore } from "@ictm/ui-kit/browser/storage.ts";

export type LinkedInIntent =
  | { kind: "talentSignIn"; returnTo: string | null }
  | { kind: "talentSignUp" }
  | { kind: "businessSignIn"; returnTo: string | null }
  /** The business details the person filled in before choosing LinkedIn, sent with the access token. */
  | { kind: "businessRegistration"; registrationData: Readonly<Record<string, string>> };

/** The query LinkedIn sent back to the callback address. */
export interface LinkedInReturn {
  code: string | null;
  state: string | null;
  error: string | null;
}

export type TakenIntent =
  | { ok: true; code: string; intent: LinkedInIntent }
  | {
      ok: false;
      reason: "cancelled" | "stateMismatch" | "missingCode" | "missing" | "expired";
      message: string;
      /** What the person had set out to do, when this tab still knew it: for the way back. */
      intent: LinkedInIntent | null;
    };

export const INTENT_KEY = "ictm.linkedin.intent";
/** LinkedIn's own authorization codes live 30 minutes; a trip that takes longer starts again. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

const randomBytes = () => crypto.getRandomValues(new Uint8Array(32));

/** Keeps the intent and a fresh state, and answers the state for the authorization address. */
export function beginLinkedIn(store: KeyValueStore, intent: LinkedInIntent, now: number, random: () => Uint8Array = randomBytes): string {
  const state = linkedInState(random());
  store.setItem(LINKEDIN_STATE_STORAGE_KEY, state);
  store.setItem(INTENT_KEY, JSON.stringify({ intent, startedAt: now }));
  return state;
}

/** Takes the kept state and intent back (at most once) and checks LinkedIn's answer against them. */
export function takeLinkedIn(store: KeyValueStore, returned: LinkedInReturn, now: number): TakenIntent {
  const expectedState = store.getItem(LINKEDIN_STATE_STORAGE_KEY);
  const pending = parsePending(store.getItem(INTENT_KEY));
  store.removeItem(LINKEDIN_STATE_STORAGE_KEY);
  store.removeItem(INTENT_KEY);
  const intent = pending?.intent ?? null;
  const check = checkLinkedInCallback({ ...returned, expectedState });
  if (!check.ok) return { ok: false, reason: check.reason, message: check.message, intent };
  if (pending === null) return { ok: false, reason: "missing", message: LINKEDIN_TRY_AGAIN, intent };
  if (now - pending.startedAt > PENDING_MAX_AGE_MS || now < pending.startedAt) {
    return { ok: false, reason: "expired", message: LINKEDIN_TRY_AGAIN, intent };
  }
  return { ok: true, code: check.code, intent: pending.intent };
}

export const REGISTRATION_DRAFT_KEY = "ictm.business-registration.draft";

/** Keeps business details that came back from a failed LinkedIn registration, so the form is not retyped. */
export function keepRegistrationDraft(store: KeyValueStore, registrationData: Readonly<Record<string, string>>): void {
  store.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(registrationData));
}

/** The kept business details (once), or null. Only string fields survive. */
export function takeRegistrationDraft(store: KeyValueStore): Readonly<Record<string, string>> | null {
  const text = store.getItem(REGISTRATION_DRAFT_KEY);
  store.removeItem(REGISTRATION_DRAFT_KEY);
  return text === null ? null : stringRecord(safeJson(text));
}

interface Pending {
  intent: LinkedInIntent;
  startedAt: number;
}

function parsePending(text: string | null): Pending | null {
  const value = text === null ? null : safeJson(text);
  if (!isRecord(value) || typeof value["startedAt"] !== "number") return null;
  const intent = parseIntent(value["intent"]);
  return intent === null ? null : { intent, startedAt: value["startedAt"] };
}

function parseIntent(value: unknown): LinkedInIntent | null {
  if (!isRecord(value)) return null;
  const returnTo = typeof value["returnTo"] === "string" ? value["returnTo"] : null;
  switch (value["kind"]) {
    case "talentSignIn":
      return { kind: "talentSignIn", returnTo };
    case "businessSignIn":
      return { kind: "businessSignIn", returnTo };
    case "talentSignUp":
      return { kind: "talentSignUp" };
    case "businessRegistration": {
      const registrationData = stringRecord(value["registrationData"]);
      return registrationData === null ? null : { kind: "businessRegistration", registrationData };
    }
    default:
      return null;
  }
}

/** An object whose every value is a string (form values), else null. */
function stringRecord(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const record: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== "string") return null;
    record[key] = field;
  }
  return record;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
