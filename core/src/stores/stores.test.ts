import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { BACKOFFICE_STORES } from "./backoffice-stores.ts";
import { PORTAL_ONLY_STORES, PORTAL_STORES } from "./portal-stores.ts";
import { storeSet } from "./store-set.ts";
import { ALL_STORES, createStores, foldEvents, initialStoreValues, type Stores, type StoreValues } from "./stores.ts";

// What the signals hold, store by store, checked against the folded values they were assigned from.
const valuesOf = (stores: Stores): StoreValues => {
  const values = stores.current();
  expect([stores.signals.session.value, stores.signals.toasts.value, stores.signals.savedJobs.value]).toEqual([values.session, values.toasts, values.savedJobs]);
  return values;
};

const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();

describe("stores as projections of the event log", () => {
  it("replaying the log into fresh stores reproduces the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeStoreLog();
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));

        const replayed = createStores(log.replay$); // subscribes late: events$ replays everything
        expect(valuesOf(replayed)).toEqual(valuesOf(live));

        const fresh = makeStoreLog();
        const rebuilt = createStores(fresh.replay$);
        for (const event of log.tail()) fresh.append(event, event.at);
        expect(valuesOf(rebuilt)).toEqual(valuesOf(live));
        expect(foldEvents(log.tail())).toEqual(valuesOf(live));
        [live, replayed, rebuilt].forEach((stores) => stores.dispose());
      }),
      fcParameters(),
    );
  });

  it("an app's set folds each of its stores as the set of every store does", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeStoreLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const every: Readonly<Record<string, unknown>> = ALL_STORES.fold(log.tail());
        for (const app of [PORTAL_STORES, BACKOFFICE_STORES]) {
          const folded = app.fold(log.tail());
          expect(folded).toEqual(Object.fromEntries(Object.keys(folded).map((name) => [name, every[name]])));
        }
      }),
      fcParameters(),
    );
  });

  it("each app's set holds the core's stores, and a store listed twice is refused", () => {
    for (const app of [PORTAL_STORES, BACKOFFICE_STORES, ALL_STORES]) expect(Object.keys(app.initial())).toEqual(expect.arrayContaining(["session", "staffSession", "toasts", "referenceData"]));
    expect(Object.keys(PORTAL_STORES.initial())).not.toContain("kanbanBoard");
    expect(Object.keys(BACKOFFICE_STORES.initial())).not.toContain("talentSearch");
    const [store] = PORTAL_ONLY_STORES;
    expect(() => storeSet(store, store)).toThrow(`The store ${store.name} is listed twice.`);
  });

  it("signing out or an expired session always leaves no token, member, account type or profile", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryNewEvent, { maxLength: 30 }),
        fc.constantFrom("v1.SignedOut" as const, "v1.SessionExpired" as const),
        (events, end) => {
          const log = makeStoreLog();
          events.forEach((event, i) => log.append(event, at(i)));
          log.append({ type: end, payload: {} }, at(99));
          const { session, talentProfile, businessProfile, ownJobVacancies, ownIctProjects, savedJobs } = foldEvents(log.tail());
          expect(session).toEqual({ status: "loggedOut", token: null, member: null, accountType: null, profilePicture: null, business: null });
          expect(talentProfile).toEqual({ status: "idle", profile: null });
          expect([businessProfile, ownJobVacancies, ownIctProjects, savedJobs]).toEqual([
            initialStoreValues().businessProfile,
            initialStoreValues().ownJobVacancies,
            initialStoreValues().ownIctProjects,
            initialStoreValues().savedJobs,
          ]);
        },
      ),
      fcParameters(),
    );
  });

  it("only a Business session has a business, and a Talent session never does", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeStoreLog();
        events.forEach((event, i) => {
          log.append(event, at(i));
          const { session } = foldEvents(log.tail());
          if (session.business !== null) expect(session.accountType).toBe("Business");
          if (session.status !== "loggedIn") expect(session).toMatchObject({ token: null, member: null, business: null });
        });
      }),
      fcParameters(),
    );
  });

  it("a password reset for the signed-in member's address signs this device out, whatever its case", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 30 }), (events) => {
        const log = makeStoreLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const before = foldEvents(log.tail()).session;
        fc.pre(before.member !== null);
        const memberEmail = before.member?.email.toUpperCase() ?? "";
        log.append({ type: "v1.PasswordReset", payload: { memberEmail, otherSessionsRevoked: 0 } }, at(99));
        expect(foldEvents(log.tail()).session.status).toBe("loggedOut");
      }),
      fcParameters(),
    );
  });

  it("a dismissed toast never comes back, and no two toasts share an id", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeStoreLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const snapshot = log.tail();
        // A toast's id names the event that raised it; dismissing an id before that event is no dismissal.
        const raisedBefore = (id: string, seq: number) => Number(id.slice("toast-".length)) < seq;
        const dismissed = new Set(
          snapshot.flatMap((e) => (e.type === "v1.ToastDismissed" && raisedBefore(e.payload.id, e.seq) ? [e.payload.id] : [])),
        );
        const { toasts } = foldEvents(snapshot);
        expect(toasts.filter((toast) => dismissed.has(toast.id))).toEqual([]);
        expect(new Set(toasts.map((toast) => toast.id)).size).toBe(toasts.length);
      }),
      fcParameters(),
    );
  });

  it("the stores start unknown and idle, before any event", () => {
    const stores = createStores(makeStoreLog().replay$);
    expect(stores.signals.session.value.status).toBe("unknown");
    expect(stores.signals.talentProfile.value.status).toBe("idle");
    expect(stores.signals.workflows.value).toEqual({ status: "idle", items: [] });
    expect(stores.signals.toasts.value).toEqual([]);
  });
});
