import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NewStoreEvent } from "../events/client-event.ts";
import { makeStoreLog } from "../test-support/event-log.ts";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { JOB_KEYS, aJobSearchItem, aTalentSearchItem, pageOf } from "../test-support/search-fixtures.ts";
import { NO_FILTERS } from "./filters.ts";
import { needsSearch } from "./search-stores.ts";
import { foldEvents, initialStoreValues } from "../stores/stores.ts";

const java = { searchTerms: "java", pageNumber: 1, pageSize: 10, filters: NO_FILTERS };
const rust = { searchTerms: "rust", pageNumber: 1, pageSize: 10, filters: NO_FILTERS };
const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
const fold = (...events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return foldEvents(log.tail());
};
const started = (search: "talents" | "jobVacancies", state: typeof java): NewStoreEvent => ({ type: "v1.SearchStarted", payload: { search, state } });
const javaPage = pageOf([aTalentSearchItem], 1, 10, 31);
const rustPage = pageOf([{ ...aTalentSearchItem, name: "Rusty" }]);

describe("the search stores", () => {
  it("shows loading from the start of a search, keeping the last page until the answer comes", () => {
    const loaded = fold(started("talents", java), { type: "v1.TalentSearchLoaded", payload: { request: 1, state: java, page: javaPage } });
    expect(loaded.talentSearch).toEqual({ status: "loaded", state: java, page: javaPage, error: null, request: 1 });
    const next = fold(
      started("talents", java),
      { type: "v1.TalentSearchLoaded", payload: { request: 1, state: java, page: javaPage } },
      started("talents", rust),
    ).talentSearch;
    expect(next).toMatchObject({ status: "loading", state: rust, page: javaPage, request: 3 });
    expect(fold(started("talents", java)).businessSearch).toEqual(initialStoreValues().businessSearch);
  });

  it("ignores an answer to an older search that arrives after a newer one started", () => {
    const { talentSearch } = fold(
      started("talents", java),
      started("talents", rust),
      { type: "v1.TalentSearchLoaded", payload: { request: 2, state: rust, page: rustPage } },
      { type: "v1.TalentSearchLoaded", payload: { request: 1, state: java, page: javaPage } },
      { type: "v1.SearchFailed", payload: { search: "talents", request: 1, error: "NetworkError", message: "lost" } },
    );
    expect(talentSearch).toMatchObject({ status: "loaded", state: rust, page: rustPage, error: null });
  });

  it("a failure of the latest search says why, and the next search clears it", () => {
    const failed = [started("talents", java), { type: "v1.SearchFailed" as const, payload: { search: "talents" as const, request: 1, error: "ValidationFailed", message: "Please ask for a page number from 1." } }];
    expect(fold(...failed).talentSearch).toMatchObject({ status: "failed", error: "Please ask for a page number from 1." });
    expect(fold(...failed, started("talents", rust)).talentSearch).toMatchObject({ status: "loading", error: null });
  });

  it("saving or unsaving a job flips isSaved of that job in the job search, and of no other", () => {
    const [first = "", second = ""] = JOB_KEYS;
    const page = pageOf([aJobSearchItem(first), aJobSearchItem(second, true)]);
    const loaded = [started("jobVacancies", java), { type: "v1.JobSearchLoaded" as const, payload: { request: 1, state: java, page } }];
    const saved = fold(...loaded, { type: "v1.JobSaved", payload: { key: first, savedJobKeys: [first, second] } }).jobSearch;
    expect(saved.page?.items.map((item) => item.isSaved)).toEqual([true, true]);
    const unsaved = fold(...loaded, { type: "v1.JobUnsaved", payload: { key: second, savedJobKeys: [] } }).jobSearch;
    expect(unsaved.page?.items.map((item) => item.isSaved)).toEqual([false, false]);
    expect(unsaved.page?.items[0]).toBe(page.items[0]);
  });

  it("asks for a search when nothing was searched, or the address asks something else, but not again after a failure", () => {
    const loaded = fold(started("talents", java), { type: "v1.TalentSearchLoaded", payload: { request: 1, state: java, page: javaPage } }).talentSearch;
    expect(needsSearch(initialStoreValues().talentSearch, java)).toBe(true);
    expect(needsSearch(loaded, java)).toBe(false);
    expect(needsSearch(loaded, rust)).toBe(true);
    expect(needsSearch(loaded, { ...java, pageNumber: 2 })).toBe(true);
    expect(needsSearch(loaded, { ...java, filters: { district: ["belait"] } })).toBe(true);
    expect(needsSearch(loaded, { searchTerms: "java", pageNumber: 1, pageSize: 10 })).toBe(false);
    const failed = fold(started("talents", java), { type: "v1.SearchFailed", payload: { search: "talents", request: 1, error: "NetworkError", message: "lost" } });
    expect(needsSearch(failed.talentSearch, java)).toBe(false);
  });

  it("starts afresh when the member session changes: who asks decides what a search finds", () => {
    const { talentSearch, jobSearch } = fold(
      started("talents", java),
      { type: "v1.TalentSearchLoaded", payload: { request: 1, state: java, page: javaPage } },
      { type: "v1.SignedOut", payload: {} },
    );
    expect([talentSearch, jobSearch]).toEqual([initialStoreValues().talentSearch, initialStoreValues().jobSearch]);
  });

  it("whatever came before, the job search's latest search is the one it waits for, and a save sets every isSaved", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), fc.subarray(JOB_KEYS), (events, savedJobKeys) => {
        const log = makeStoreLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const before = foldEvents(log.tail()).jobSearch;
        const latest = log.tail().findLast((e) => e.type === "v1.SearchStarted" && e.payload.search === "jobVacancies");
        if (before.request !== null) expect(before.request).toBe(latest?.seq);
        log.append({ type: "v1.JobSaved", payload: { key: savedJobKeys[0] ?? "", savedJobKeys } }, at(99));
        const after = foldEvents(log.tail()).jobSearch;
        expect(after.page?.items.map((item) => item.isSaved)).toEqual(before.page?.items.map((item) => savedJobKeys.includes(item.key)));
      }),
      fcParameters(),
    );
  });
});
