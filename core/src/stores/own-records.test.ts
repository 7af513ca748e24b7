import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeStoreLog } from "../test-support/event-log.ts";
import type { StoreEvent, NewStoreEvent } from "../events/client-event.ts";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { aJobVacancy, aStaff } from "../test-support/fixtures.ts";
import { aMember } from "../test-support/test-core.ts";
import { foldEvents } from "./stores.ts";

const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
const foldAll = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return { log, values: foldEvents(log.tail()) };
};
const isStaffEvent = (event: StoreEvent) => event.type.startsWith("v1.Staff");

describe("the members' own records and the staff session as projections", () => {
  it("a member signing out or expiring never touches the staff session, and a staff expiry never the member's", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryNewEvent, { maxLength: 30 }),
        fc.constantFrom("v1.SignedOut" as const, "v1.SessionExpired" as const),
        (events, end) => {
          const { log, values } = foldAll(events);
          log.append({ type: end, payload: {} }, at(98));
          expect(foldEvents(log.tail()).staffSession).toEqual(values.staffSession);
          log.append({ type: "v1.StaffSessionExpired", payload: {} }, at(99));
          const after = foldEvents(log.tail());
          expect(after.staffSession).toEqual({ status: "loggedOut", token: null, staff: null });
          expect(after.businessVerifications.items).toEqual([]);
          expect(after.session.status).toBe("loggedOut");
        },
      ),
      fcParameters(),
    );
  });

  it("the staff session is folded from staff events alone", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const { log, values } = foldAll(events);
        expect(foldEvents(log.tail().filter(isStaffEvent)).staffSession).toEqual(values.staffSession);
      }),
      fcParameters(),
    );
  });

  it("saved jobs: every listed job is a saved key; own lists never hold a key twice; verifications match their filter", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const { savedJobs, ownJobVacancies, ownIctProjects, businessVerifications } = foldAll(events).values;
        for (const job of savedJobs.jobs) expect(savedJobs.keys.has(job.key)).toBe(true);
        for (const list of [ownJobVacancies.items, ownIctProjects.items]) expect(new Set(list.map((item) => item.key)).size).toBe(list.length);
        for (const item of businessVerifications.items) expect(item.status).toBe(businessVerifications.filter);
      }),
      fcParameters(),
    );
  });
});

describe("what a header shows", () => {
  it("a picture upload shows at once for a Talent, never for a Business", () => {
    const picture = "/api/v1/files/pic0123456789abcdef";
    const talent = foldAll([
      { type: "v1.SignedIn", payload: { token: "t", member: aMember, accountType: "Talent", profilePicture: null } },
      { type: "v1.ProfilePictureUploaded", payload: { profilePicture: picture } },
    ]).values.session;
    expect(talent).toMatchObject({ profilePicture: picture, member: { profilePicture: picture } });

    const business = foldAll([
      { type: "v1.SignedIn", payload: { token: "t", member: { ...aMember, accountType: "Business" }, accountType: "Business", profilePicture: null } },
      { type: "v1.ProfilePictureUploaded", payload: { profilePicture: picture } },
    ]).values.session;
    expect(business.profilePicture).toBeNull();
  });

  it("a vacancy read on its own page refreshes the Business's list, but someone else's is not added", () => {
    const mine = { ...aJobVacancy, status: "published" as const };
    const theirs = { ...aJobVacancy, key: "6ba7b812-9dad-41d1-80b4-00c04fd430c8" };
    const { ownJobVacancies } = foldAll([
      { type: "v1.OwnJobVacanciesLoaded", payload: { vacancies: [aJobVacancy] } },
      { type: "v1.JobVacancyLoaded", payload: { vacancy: mine } },
      { type: "v1.JobVacancyLoaded", payload: { vacancy: theirs } },
    ]).values;
    expect(ownJobVacancies.items).toEqual([mine]);
  });

  it("a staff sign-in keeps the staff member's name; signing out forgets it", () => {
    const signedIn = foldAll([{ type: "v1.StaffSignedIn", payload: { token: "s", staff: aStaff } }]).values.staffSession;
    expect(signedIn).toEqual({ status: "loggedIn", token: "s", staff: aStaff });
    const signedOut = foldAll([
      { type: "v1.StaffSignedIn", payload: { token: "s", staff: aStaff } },
      { type: "v1.StaffSignedOut", payload: {} },
    ]).values.staffSession;
    expect(signedOut.staff).toBeNull();
  });
});
