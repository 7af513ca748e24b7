import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { businessSearchQuery, ictProjectSearchQuery, jobSearchQuery, talentSearchQuery } from "./screens.ts";
import type { SearchScreen } from "./search-screen.ts";
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, type SearchState, type SelectableSearchState } from "./search-state.ts";

const text = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }));
const validText = text.map((raw) => raw.trim()).filter((value) => value.isWellFormed());
const validSearch: fc.Arbitrary<SearchState> = fc.record({
  searchTerms: fc.oneof(fc.constant(""), validText),
  pageNumber: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: MAX_PAGE_NUMBER })),
  pageSize: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
});
const validSelectable: fc.Arbitrary<SelectableSearchState> = fc.record({
  search: validSearch,
  activeId: fc.option(fc.oneof(fc.uuid(), fc.nat({ max: 20 }).map(String), validText.filter((id) => id !== "")), { nil: null }),
}).map(({ search, activeId }) => ({ ...search, activeId }));

const NAMES = ["searchTerms", "searchParams", "pageNumber", "pageSize", "activeTalentId", "activeBusinessId", "activeJobId", "other"];
const VALUES = ["", "abc", "0", "-3", "2", "007", "2.5", "1e3", "101", "99999999999999999999", " 3 ", "%", "%E0%A4%A", "+", "a+b&c"];
// Any address query: free text, or pairs of the real names with well- and ill-formed values, raw or encoded.
const anyQuery: fc.Arbitrary<string> = fc.oneof(
  text,
  fc
    .array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(fc.constantFrom(...VALUES), text), fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value, raw]) => `${name}=${raw ? value : encodeURIComponent(value.isWellFormed() ? value : "")}`).join("&"))
    .chain((query) => fc.constantFrom(query, `?${query}`)),
);

const screens: ReadonlyArray<[string, SearchScreen<SelectableSearchState>, fc.Arbitrary<SelectableSearchState>]> = [
  ["talent", talentSearchQuery, validSelectable],
  ["business", businessSearchQuery, validSelectable],
  ["job", jobSearchQuery, validSelectable],
  ["ICT project", ictProjectSearchQuery, validSelectable],
];
const plainScreens: ReadonlyArray<[string, SearchScreen<SearchState>, fc.Arbitrary<SearchState>]> = [...screens];

describe.each(plainScreens)("the %s search address", (_name, screen, validState) => {
  it("parse after serialize gives back any valid state, from the query object or its text", () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(screen.isValid(state)).toBe(true);
        expect(screen.parse(screen.serialize(state))).toEqual(state);
        expect(screen.parse(`?${screen.serialize(state).toString()}`)).toEqual(state);
      }),
      fcParameters(),
    );
  });

  it("reads any query as a valid state", () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expect(screen.isValid(screen.parse(query))).toBe(true);
      }),
      fcParameters(),
    );
  });

  it("writes one canonical query: parse, serialize and parse again reads the same", () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const once = screen.parse(query);
        const canonical = screen.serialize(once).toString();
        expect(screen.parse(canonical)).toEqual(once);
        expect(screen.serialize(screen.parse(canonical)).toString()).toBe(canonical);
      }),
      fcParameters(),
    );
  });

  it("leaves every default out, so the bare address is the default state", () => {
    expect(screen.serialize(screen.defaults).toString()).toBe("");
    expect(screen.parse("")).toEqual(screen.defaults);
  });

  it("reads malformed page numbers as the first page and caps the page size at 100", () => {
    for (const pageNumber of ["abc", "0", "-3", "2.5", ""]) expect(screen.parse(`pageNumber=${pageNumber}`).pageNumber).toBe(1);
    expect(screen.parse("pageNumber=007").pageNumber).toBe(7);
    expect(screen.parse("pageSize=500").pageSize).toBe(100);
    for (const pageSize of ["x", "0", "-1", "1.5"]) expect(screen.parse(`pageSize=${pageSize}`).pageSize).toBe(screen.defaults.pageSize);
  });

  it("starts a new search on the first page, and clamps a page as the address would", () => {
    const onPage3 = screen.parse("searchTerms=java&pageNumber=3");
    expect(screen.withTerms(onPage3, "  rust ")).toMatchObject({ searchTerms: "rust", pageNumber: 1 });
    expect(screen.withPage(onPage3, 0).pageNumber).toBe(1);
    expect(screen.withPage(onPage3, 4.7).pageNumber).toBe(4);
  });
});

describe("the screens' own parameters", () => {
  it("uses the spec's names and page sizes: 10 for talents, businesses and jobs, 9 for ICT projects", () => {
    expect(talentSearchQuery.serialize({ searchTerms: "data analyst", pageNumber: 2, pageSize: 10, activeId: "3" }).toString()).toBe(
      "searchTerms=data+analyst&pageNumber=2&activeTalentId=3",
    );
    expect(businessSearchQuery.parse("activeBusinessId=b1&activeTalentId=t1").activeId).toBe("b1");
    expect(jobSearchQuery.parse("?activeJobId=j1&pageSize=20")).toEqual({ searchTerms: "", pageNumber: 1, pageSize: 20, activeId: "j1" });
    expect([talentSearchQuery, businessSearchQuery, jobSearchQuery, ictProjectSearchQuery].map((s) => s.defaults.pageSize)).toEqual([10, 10, 10, 9]);
    expect(ictProjectSearchQuery.serialize({ searchTerms: "", pageNumber: 1, pageSize: 10, activeId: null }).toString()).toBe("pageSize=10");
  });

  it("writes and reads ICT project terms as searchTerms, and still reads an old address's searchParams", () => {
    const state = ictProjectSearchQuery.parse("searchParams=cloud+migration&pageNumber=2");
    expect(state).toEqual({ searchTerms: "cloud migration", pageNumber: 2, pageSize: 9, activeId: null });
    expect(ictProjectSearchQuery.serialize(state).toString()).toBe("searchTerms=cloud+migration&pageNumber=2");
    expect(ictProjectSearchQuery.parse("searchTerms=erp&searchParams=cloud").searchTerms).toBe("erp");
    expect(talentSearchQuery.parse("searchParams=cloud").searchTerms).toBe("");
  });

  it("takes the first of a repeated parameter and ignores unknown ones", () => {
    expect(talentSearchQuery.parse("pageNumber=2&pageNumber=5&utm_source=x")).toEqual({ ...talentSearchQuery.defaults, pageNumber: 2 });
  });
});
