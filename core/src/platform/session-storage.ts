// SessionStorage: where a session waits between visits (browser storage plus the token cookie, or a file), and
// beside it the published signing keys last read, for verifying a letter offline.
// Core never touches window or document: the caller hands in a key-value store and a cookie jar.
import { Context, Effect, Layer } from "effect";
import {
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_STORAGE_KEY,
  STAFF_SESSION_STORAGE_KEY,
  expiredTokenCookie,
  parseSavedSession,
  parseStaffSession,
  readTokenCookie,
  serializeSavedSession,
  serializeStaffSession,
  tokenCookie,
} from "../accounts/saved-session.ts";
import type { StaffSession } from "../model.ts";
import type { SavedSessionPayload } from "../events/client-event.ts";
import { parseSigningPublicKeys, serializeSigningPublicKeys, SIGNING_KEYS_STORAGE_KEY } from "../signatures/public-keys-cache.ts";
import type { SigningPublicKeys } from "../signatures/signature-records.ts";

export { SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE_NAME, SESSION_STORAGE_KEY, SIGNING_KEYS_STORAGE_KEY, STAFF_SESSION_STORAGE_KEY };

export type SavedSession = SavedSessionPayload;

/** The part of `Storage` (window.localStorage) the core needs; a file-backed store fits too. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `document.cookie` as two functions, so core needs no DOM. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export class SessionStorage extends Context.Service<
  SessionStorage,
  {
    /** Storage first; else the cookie's token alone (member null); else null. Never fails. */
    readonly load: Effect.Effect<SavedSession | null>;
    save(session: SavedSession): Effect.Effect<void>;
    readonly clear: Effect.Effect<void>;
    /** The staff session, under its own key (never in the cookie: staff send a Bearer token). Never fails. */
    readonly loadStaff: Effect.Effect<StaffSession | null>;
    saveStaff(session: StaffSession): Effect.Effect<void>;
    readonly clearStaff: Effect.Effect<void>;
    /** The published signing keys last read (for offline verification), or null. Never fails. */
    readonly loadSigningKeys: Effect.Effect<SigningPublicKeys | null>;
    saveSigningKeys(publicKeys: SigningPublicKeys): Effect.Effect<void>;
  }
>()("@ictm/core/platform/SessionStorage") {
  static layerKeyValue(store: KeyValueStore, cookies?: CookieJar): Layer.Layer<SessionStorage> {
    return Layer.succeed(SessionStorage, makeKeyValueSessionStorage(store, cookies));
  }

  /** In memory; `saved` and `cookieToken` seed what a previous visit left behind. */
  static layerTest(
    seed: { saved?: SavedSession | null; cookieToken?: string | null; staff?: StaffSession | null; signingKeys?: SigningPublicKeys | null } = {},
  ): Layer.Layer<SessionStorage> {
    const store = makeMemoryKeyValueStore();
    const cookies = makeMemoryCookieJar();
    if (seed.saved) store.setItem(SESSION_STORAGE_KEY, serializeSavedSession(seed.saved));
    if (seed.staff) store.setItem(STAFF_SESSION_STORAGE_KEY, serializeStaffSession(seed.staff));
    if (seed.signingKeys) store.setItem(SIGNING_KEYS_STORAGE_KEY, serializeSigningPublicKeys(seed.signingKeys));
    if (seed.cookieToken) cookies.write(tokenCookie(seed.cookieToken));
    return SessionStorage.layerKeyValue(store, cookies);
  }
}

export const makeKeyValueSessionStorage = (store: KeyValueStore, cookies?: CookieJar): SessionStorage["Service"] => {
  // Storage can throw (a browser's private mode, a full disk); a session then lives in memory only.
  const attempt = <A>(f: () => A, fallback: A) => Effect.try(f).pipe(Effect.orElseSucceed(() => fallback));
  return SessionStorage.of({
    load: Effect.gen(function* () {
      const saved = parseSavedSession(yield* attempt(() => store.getItem(SESSION_STORAGE_KEY), null));
      if (saved !== null) return saved;
      if (cookies === undefined) return null;
      const token = readTokenCookie(yield* attempt(() => cookies.read(), ""));
      return token === null ? null : { token, member: null, accountType: null, profilePicture: null };
    }),
    save: (session) =>
      Effect.gen(function* () {
        yield* attempt(() => store.setItem(SESSION_STORAGE_KEY, serializeSavedSession(session)), undefined);
        if (cookies !== undefined) yield* attempt(() => cookies.write(tokenCookie(session.token)), undefined);
      }),
    clear: Effect.gen(function* () {
      yield* attempt(() => store.removeItem(SESSION_STORAGE_KEY), undefined);
      if (cookies !== undefined) yield* attempt(() => cookies.write(expiredTokenCookie()), undefined);
    }),
    loadStaff: Effect.suspend(() => attempt(() => parseStaffSession(store.getItem(STAFF_SESSION_STORAGE_KEY)), null)),
    saveStaff: (session) => attempt(() => store.setItem(STAFF_SESSION_STORAGE_KEY, serializeStaffSession(session)), undefined),
    clearStaff: Effect.suspend(() => attempt(() => store.removeItem(STAFF_SESSION_STORAGE_KEY), undefined)),
    loadSigningKeys: Effect.suspend(() => attempt(() => parseSigningPublicKeys(store.getItem(SIGNING_KEYS_STORAGE_KEY)), null)),
    saveSigningKeys: (publicKeys) => attempt(() => store.setItem(SIGNING_KEYS_STORAGE_KEY, serializeSigningPublicKeys(publicKeys)), undefined),
  });
};

export const makeMemoryKeyValueStore = (): KeyValueStore & { entries(): ReadonlyMap<string, string> } => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => new Map(map),
  };
};

/** Keeps cookies as a browser would for one origin: a Max-Age=0 write deletes the cookie. */
export const makeMemoryCookieJar = (): CookieJar => {
  const jar = new Map<string, string>();
  return {
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    write: (cookie) => {
      const [pair = "", ...attributes] = cookie.split(";");
      const separator = pair.indexOf("=");
      if (separator < 0) return;
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => attribute.trim().toLowerCase() === "max-age=0");
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    },
  };
};
