import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aBusinessMember, aMember } from "../test-support/test-core.ts";
import { aStaff } from "../test-support/fixtures.ts";
import {
  SESSION_STORAGE_KEY,
  STAFF_SESSION_STORAGE_KEY,
  SessionStorage,
  makeKeyValueSessionStorage,
  makeMemoryCookieJar,
  makeMemoryKeyValueStore,
  type CookieJar,
} from "./session-storage.ts";

const session = { token: "tok 1/ä", member: aMember, accountType: "Talent" as const, profilePicture: null };

const recordingJar = (initial = ""): CookieJar & { written: Array<string> } => {
  const written: Array<string> = [];
  return { written, read: () => initial, write: (cookie) => void written.push(cookie) };
};

describe("SessionStorage over a key-value store and a cookie jar", () => {
  it("saves the session as JSON under ictm.session and the token as a strict 30-day cookie", () => {
    const store = makeMemoryKeyValueStore();
    const jar = recordingJar();
    Effect.runSync(makeKeyValueSessionStorage(store, jar).save(session));

    expect(JSON.parse(store.getItem(SESSION_STORAGE_KEY) ?? "")).toEqual(session);
    expect(jar.written).toEqual(["ictm_member_token=tok%201%2F%C3%A4; Path=/; SameSite=Strict; Max-Age=2592000"]);
  });

  it("a Business session goes in and comes back whole: account type, member and business", () => {
    const business = { token: "tok-b", member: aBusinessMember, accountType: "Business" as const, profilePicture: null, business: { key: "k-1", businessName: "DataWorks" } };
    const store = makeMemoryKeyValueStore();
    const jar = makeMemoryCookieJar();
    const storage = makeKeyValueSessionStorage(store, jar);
    expect(Effect.runSync(Effect.andThen(storage.save(business), storage.load))).toEqual(business);
    // A new visit with the very same store and cookie finds it again.
    expect(Effect.runSync(makeKeyValueSessionStorage(store, jar).load)).toEqual(business);
  });

  it("a stored business summary that is not one makes the stored session unreadable, so the cookie decides", () => {
    const store = makeMemoryKeyValueStore();
    store.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, accountType: "Business", business: { key: 7 } }));
    const storage = makeKeyValueSessionStorage(store, recordingJar("ictm_member_token=tok-5"));
    expect(Effect.runSync(storage.load)).toEqual({ token: "tok-5", member: null, accountType: null, profilePicture: null });
  });

  it("clearing removes the stored session and expires the cookie", () => {
    const store = makeMemoryKeyValueStore();
    const jar = recordingJar();
    const storage = makeKeyValueSessionStorage(store, jar);
    Effect.runSync(Effect.andThen(storage.save(session), storage.clear));

    expect(store.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(jar.written.at(-1)).toBe("ictm_member_token=; Path=/; SameSite=Strict; Max-Age=0");
  });

  it("loads storage first, then the cookie's token alone, then nothing", () => {
    const store = makeMemoryKeyValueStore();
    const storage = makeKeyValueSessionStorage(store, recordingJar("theme=dark; ictm_member_token=tok%202"));
    expect(Effect.runSync(storage.load)).toEqual({ token: "tok 2", member: null, accountType: null, profilePicture: null });

    store.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    expect(Effect.runSync(storage.load)).toEqual(session);

    expect(Effect.runSync(makeKeyValueSessionStorage(makeMemoryKeyValueStore(), recordingJar("a=b")).load)).toBeNull();
  });

  it("ignores a stored value it cannot read and falls back to the cookie", () => {
    const store = makeMemoryKeyValueStore();
    store.setItem(SESSION_STORAGE_KEY, "{not json");
    const storage = makeKeyValueSessionStorage(store, recordingJar("ictm_member_token=tok-3"));
    expect(Effect.runSync(storage.load)?.token).toBe("tok-3");
  });

  it("a store that throws (private mode, full disk) neither fails nor loses the call", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const storage = makeKeyValueSessionStorage(throwing, makeMemoryCookieJar());
    expect(Effect.runSync(Effect.andThen(storage.save(session), storage.load))?.token).toBe("tok 1/ä");
  });

  it("layerTest starts from what a previous visit left", () => {
    const load = Effect.runSync(
      SessionStorage.use((storage) => storage.load).pipe(Effect.provide(SessionStorage.layerTest({ cookieToken: "tok-4" }))),
    );
    expect(load?.token).toBe("tok-4");
  });

  it("keeps the staff session under its own key, never in the cookie, and reads nothing unreadable", () => {
    const store = makeMemoryKeyValueStore();
    const jar = recordingJar();
    const storage = makeKeyValueSessionStorage(store, jar);
    const staff = { token: "staff-tok", staff: aStaff };
    Effect.runSync(storage.save(session));
    Effect.runSync(storage.saveStaff(staff));

    expect(JSON.parse(store.getItem(STAFF_SESSION_STORAGE_KEY) ?? "")).toEqual(staff);
    expect(Effect.runSync(storage.loadStaff)).toEqual(staff);
    expect(jar.written).toHaveLength(1);
    Effect.runSync(storage.clearStaff);
    expect(Effect.runSync(storage.loadStaff)).toBeNull();
    expect(Effect.runSync(storage.load)).toEqual(session);
    store.setItem(STAFF_SESSION_STORAGE_KEY, '{"token":"","staff":null}');
    expect(Effect.runSync(storage.loadStaff)).toBeNull();
  });
});
