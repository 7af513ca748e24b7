// Builds a real Core for a unit test: scripted HTTP, in-memory storage and cookie jar the test can inspect.
// Test-only; it wires nothing a browser or the CLI would not.
import { PROBLEMS, problemType, type ProblemKind } from "../errors/problems.ts";
import { Effect } from "effect";
import { TestClock } from "effect/testing";
import { createCore, type Core } from "../create-core.ts";
import { ALL_STORES } from "../stores/stores.ts";
import type { StaffSession } from "../model.ts";
import type { SavedSessionPayload } from "../events/client-event.ts";
import {
  SESSION_STORAGE_KEY,
  STAFF_SESSION_STORAGE_KEY,
  SessionStorage,
  makeMemoryCookieJar,
  makeMemoryKeyValueStore,
} from "../platform/session-storage.ts";
import { tokenCookie } from "../accounts/saved-session.ts";
import { scriptedFetch, type ScriptedExchange } from "./scripted-fetch.ts";

export const PORTAL = "http://portal.test/api/v1";
export const BACKOFFICE = "http://portal.test/backoffice/api/v1";

export const aMember = {
  key: "0f8fad5b-d9cb-469f-a165-70867728950e",
  email: "ann@example.com",
  name: "Ann Talent",
  accountType: "Talent" as const,
  profilePicture: null,
};

export const aBusinessMember = {
  key: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  email: "hr@dataworks.bn",
  name: "Siti Rahman",
  accountType: "Business" as const,
  profilePicture: null,
};

export const aBusiness = {
  key: "16fd2706-8baf-433b-82eb-8c7fada847da",
  businessName: "DataWorks Sdn Bhd",
  businessType: "private-limited" as const,
  registrationNumber: "RC/2019/0042",
  contactPerson: "Siti Rahman",
  phone: "+673 222 3344",
  address: "Unit 5, Block B, Kiulap, Bandar Seri Begawan",
  logo: null,
  createdAt: "2025-01-01T00:00:00.000Z",
};

/** A problem+json answer naming no kind (a proxy's, or a refusal core must tag by status alone). */
export const problem = (status: number, ...messages: ReadonlyArray<string>) => ({
  title: status === 401 ? "Unauthorized" : "Refused",
  status,
  ...(messages.length === 0 ? {} : { messages }),
});

/** A problem+json answer as the server sends it: `type` names the kind, the status is the kind's. */
export const problemOf = (kind: ProblemKind, ...messages: ReadonlyArray<string>) => ({
  type: problemType(kind),
  ...problem(PROBLEMS[kind].status, ...messages),
});

export const makeTestCore = (
  options: { script?: ReadonlyArray<ScriptedExchange>; saved?: SavedSessionPayload; cookieToken?: string; staff?: StaffSession } = {},
) => {
  const http = scriptedFetch(options.script ?? []);
  const store = makeMemoryKeyValueStore();
  const cookies = makeMemoryCookieJar();
  if (options.saved) store.setItem(SESSION_STORAGE_KEY, JSON.stringify(options.saved));
  if (options.cookieToken) cookies.write(tokenCookie(options.cookieToken));
  if (options.staff) store.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(options.staff));
  const core: Core = createCore({
    stores: ALL_STORES,
    portalBaseUrl: PORTAL,
    backofficeBaseUrl: BACKOFFICE,
    fetch: http.fetch,
    sessionStorage: SessionStorage.layerKeyValue(store, cookies),
  });
  // Both channels in order (domain facts, bookkeeping and toasts), as `--events` prints them.
  const types = () => core.eventLog.tail().map((event) => event.type);
  const saved = () => store.getItem(SESSION_STORAGE_KEY);
  return { core, http, store, cookies, types, saved, staffSaved: () => store.getItem(STAFF_SESSION_STORAGE_KEY) };
};

/** Runs `program` with the Clock set to `instant` (an ISO date-time), so date rules see that moment. */
export const atInstant = <A, E, R>(instant: string, program: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.gen(function* () {
    yield* TestClock.setTime(Date.parse(instant));
    return yield* program;
  }).pipe(Effect.provide(TestClock.layer()));

/** The path of a recorded request below the host, e.g. "/api/v1/talents/profiles". */
export const pathOf = (url: string): string => new URL(url).pathname;
