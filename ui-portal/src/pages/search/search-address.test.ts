import { NO_FILTERS, jobSearchQuery, talentSearchQuery, type SearchStoreState } from "@ictm/core";
import { describe, expect, it } from "vitest";
import { addressOf, resultsViewOf } from "./search-address.ts";

const java = { searchTerms: "java", pageNumber: 1, pageSize: 10, filters: NO_FILTERS };
const rust = { searchTerms: "rust", pageNumber: 1, pageSize: 10, filters: NO_FILTERS };
const javaInBelait = { ...java, filters: { district: ["belait"] } };
const page = { items: [{ key: "k1" }], count: 1, pageNumber: 1, pageSize: 10, countIsExact: true, totalPages: 1, suggestions: [] };
const nothingSearched: SearchStoreState<{ key: string }> = { status: "idle", state: null, page: null, error: null, request: null };
const store = (over: Partial<SearchStoreState<{ key: string }>>): SearchStoreState<{ key: string }> => ({ ...nothingSearched, ...over });

describe("a search screen's address", () => {
  it("is the bare path for the default search and carries only what differs", () => {
    expect(addressOf("/talents", talentSearchQuery.serialize(talentSearchQuery.defaults))).toBe("/talents");
    expect(addressOf("/talents", talentSearchQuery.serialize({ ...java, pageNumber: 2, activeId: "3" }))).toBe(
      "/talents?searchTerms=java&pageNumber=2&activeTalentId=3",
    );
    expect(addressOf("/jobs", jobSearchQuery.serialize(jobSearchQuery.withFilter({ ...java, activeId: null }, "district", ["tutong", "belait"])))).toBe(
      "/jobs?searchTerms=java&district=belait&district=tutong",
    );
  });
});

describe("what the results column shows", () => {
  it("shows the page only when it answers the address's search", () => {
    expect(resultsViewOf(store({ status: "loaded", state: java, page }), java, java)).toEqual({ status: "shown", page, isRefreshing: false });
    expect(resultsViewOf(store({ status: "loaded", state: java, page }), rust, java)).toEqual({ status: "loading" });
    expect(resultsViewOf(store({}), java, null)).toEqual({ status: "loading" });
    expect(resultsViewOf(store({ status: "loaded", state: java, page }), javaInBelait, java)).toEqual({ status: "loading" });
  });

  it("keeps the page on screen while the same search loads again, but not while another one loads", () => {
    expect(resultsViewOf(store({ status: "loading", state: java, page }), java, java)).toEqual({ status: "shown", page, isRefreshing: true });
    expect(resultsViewOf(store({ status: "loading", state: rust, page }), rust, java)).toEqual({ status: "loading" });
  });

  it("says why the address's search failed", () => {
    expect(resultsViewOf(store({ status: "failed", state: java, error: "Sorry, an unexpected error has occurred." }), java, null)).toEqual({
      status: "failed",
      message: "Sorry, an unexpected error has occurred.",
    });
    expect(resultsViewOf(store({ status: "failed", state: rust, error: "x" }), java, null)).toEqual({ status: "loading" });
  });
});
