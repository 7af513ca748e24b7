import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeEventLog } from "../events/event-log.ts";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { createStores, foldEvents, initialStoreValues, type Stores, type StoreValues } from "./stores.ts";

const valuesOf = ({ dispose: _dispose, ...signals }: Stores): StoreValues => ({
  session: signals.session.value,
  talentProfile: signals.talentProfile.value,
  workflows: signals.workflows.value,
  toasts: signals.toasts.value,
  businessProfile: signals.businessProfile.value,
  referenceData: signals.referenceData.value,
  ownJobVacancies: signals.ownJobVacancies.value,
  ownIctProjects: signals.ownIctProjects.value,
  savedJobs: signals.savedJobs.value,
  staffSession: signals.staffSession.value,
  businessVerifications: signals.businessVerifications.value,
  talentSearch: signals.talentSearch.value,
  businessSearch: signals.businessSearch.value,
  jobSearch: signals.jobSearch.value,
  ictProjectSearch: signals.ictProjectSearch.value,
});

const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();

describe("stores as projections of the event log", () => {
  it("replaying the log into fresh stores reproduces the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeEventLog();
        const live = createStores(log.events$);
        events.forEach((event, i) => log.append(event, at(i)));

        const replayed = createStores(log.events$); // subscribes late: events$ replays everything
        expect(valuesOf(replayed)).toEqual(valuesOf(live));

        const fresh = makeEventLog();
        const rebuilt = createStores(fresh.events$);
        for (const event of log.snapshot()) fresh.append(event, event.at);
        expect(valuesOf(rebuilt)).toEqual(valuesOf(live));
        expect(foldEvents(log.snapshot())).toEqual(valuesOf(live));
        [live, replayed, rebuilt].forEach((stores) => stores.dispose());
      }),
      fcParameters(),
    );
  });

  it("signing out or an expired session always leaves no token, member, account type or profile", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryNewEvent, { maxLength: 30 }),
        fc.constantFrom("v1.SignedOut" as const, "v1.SessionExpired" as const),
        (events, end) => {
          const log = makeEventLog();
          events.forEach((event, i) => log.append(event, at(i)));
          log.append({ type: end, payload: {} }, at(99));
          const { session, talentProfile, businessProfile, ownJobVacancies, ownIctProjects, savedJobs } = foldEvents(log.snapshot());
          expect(session).toEqual({ status: "loggedOut", token: null, member: null, accountType: null, profilePicture: null, business: null });
          expect(talentProfile).toEqual({ status: "idle", profile: null });
          expect([businessProfile, ownJobVacancies, ownIctProjects, savedJobs]).toEqual([
            initialStoreValues.businessProfile,
            initialStoreValues.ownJobVacancies,
            initialStoreValues.ownIctProjects,
            initialStoreValues.savedJobs,
          ]);
        },
      ),
      fcParameters(),
    );
  });

  it("only a Business session has a business, and a Talent session never does", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeEventLog();
        events.forEach((event, i) => {
          log.append(event, at(i));
          const { session } = foldEvents(log.snapshot());
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
        const log = makeEventLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const before = foldEvents(log.snapshot()).session;
        fc.pre(before.member !== null);
        const memberEmail = before.member?.email.toUpperCase() ?? "";
        log.append({ type: "v1.PasswordReset", payload: { memberEmail, otherSessionsRevoked: 0 } }, at(99));
        expect(foldEvents(log.snapshot()).session.status).toBe("loggedOut");
      }),
      fcParameters(),
    );
  });

  it("a dismissed toast never comes back, and no two toasts share an id", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeEventLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const snapshot = log.snapshot();
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
    const stores = createStores(makeEventLog().events$);
    expect(stores.session.value.status).toBe("unknown");
    expect(stores.talentProfile.value.status).toBe("idle");
    expect(stores.workflows.value).toEqual({ status: "idle", items: [] });
    expect(stores.toasts.value).toEqual([]);
  });
});
