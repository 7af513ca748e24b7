import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { NO_FILTERS, SEARCH_FILTERS, type FilterDefinition, type SearchFilters } from "./filters.ts";
import { businessSearchQuery, courseSearchQuery, ictProjectSearchQuery, jobSearchQuery, talentSearchQuery } from "./screens.ts";
import type { SearchScreen } from "./search-screen.ts";
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, sameSearch, type SearchName, type SearchState, type SelectableSearchState } from "./search-state.ts";

const text = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }));
const validText = text.map((raw) => raw.trim()).filter((value) => value.isWellFormed());
// The values of one filter as its screen's address reads them (cleaned, in the definition's order).
const filterValues = (filter: FilterDefinition): fc.Arbitrary<ReadonlyArray<string>> => {
  switch (filter.kind) {
    case "choice":
      return fc.subarray([...filter.values], { minLength: 1 });
    case "terms":
      return fc.uniqueArray(validText.filter((word) => word !== "" && word.length <= filter.maxLength), {
        minLength: 1,
        maxLength: filter.max,
        selector: (word) => word.toLowerCase(),
      });
    case "amount":
      return fc.integer({ min: 0, max: filter.max * 100 }).map((cents) => [String(cents / 100)]);
    case "date":
      return fc
        .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => [date.toISOString().slice(0, 10)]);
    case "flag":
      return fc.constant(["true"]);
  }
};
const validFilters = (search: SearchName): fc.Arbitrary<SearchFilters> =>
  fc
    .tuple(...SEARCH_FILTERS[search].map((filter) => fc.option(filterValues(filter).map((values) => [filter.name, values] as const), { nil: null })))
    .map((entries) => Object.fromEntries(entries.filter((entry) => entry !== null)));
const validSearch = (search: SearchName): fc.Arbitrary<SearchState> =>
  fc.record({
    searchTerms: fc.oneof(fc.constant(""), validText),
    pageNumber: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: MAX_PAGE_NUMBER })),
    pageSize: fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
    filters: fc.oneof(fc.constant(NO_FILTERS), validFilters(search)),
  });
const validSelectable = (search: SearchName): fc.Arbitrary<SelectableSearchState> =>
  fc
    .record({
      search: validSearch(search),
      activeId: fc.option(fc.oneof(fc.uuid(), fc.nat({ max: 20 }).map(String), validText.filter((id) => id !== "")), { nil: null }),
    })
    .map(({ search, activeId }) => ({ ...search, activeId }));

const FILTER_NAMES = ["district", "employmentType", "salaryFrom", "salaryTo", "closesBy", "skill", "experience", "businessType", "verified"];
const NAMES = ["searchTerms", "searchParams", "pageNumber", "pageSize", "activeTalentId", "activeBusinessId", "activeJobId", "other", ...FILTER_NAMES];
const FILTER_VALUES = ["belait", "tutong", "full-time", "10+", "0-1", "sole-proprietorship", "true", "false", "2027-01-15", "2027-02-30", "1500.50", "1500.555", " SQL ", "sql"];
const VALUES = ["", "abc", "0", "-3", "2", "007", "2.5", "1e3", "101", "99999999999999999999", " 3 ", "%", "%E0%A4%A", "+", "a+b&c", ...FILTER_VALUES];
// Any address query: free text, or pairs of the real names with well- and ill-formed values, raw or encoded.
const anyQuery: fc.Arbitrary<string> = fc.oneof(
  text,
  fc
    .array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(fc.constantFrom(...VALUES), text), fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value, raw]) => `${name}=${raw ? value : encodeURIComponent(value.isWellFormed() ? value : "")}`).join("&"))
    .chain((query) => fc.constantFrom(query, `?${query}`)),
);

const screens: ReadonlyArray<[string, SearchScreen<SelectableSearchState>, fc.Arbitrary<SelectableSearchState>]> = [
  ["talent", talentSearchQuery, validSelectable("talents")],
  ["business", businessSearchQuery, validSelectable("businesses")],
  ["job", jobSearchQuery, validSelectable("jobVacancies")],
  ["ICT project", ictProjectSearchQuery, validSelectable("ictProjects")],
  ["course", courseSearchQuery, validSelectable("courses")],
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

  it.skipIf(SEARCH_FILTERS[screen.name].length === 0)("a new filter is a new search: first page, nothing selected; new terms keep the filters", () => {
    fc.assert(
      fc.property(validState, fc.constantFrom(...SEARCH_FILTERS[screen.name]), (state, filter) => {
        const values = filter.kind === "choice" ? filter.values.slice(0, 1) : filter.kind === "flag" ? ["true"] : filter.kind === "date" ? ["2027-01-15"] : ["12"];
        const filtered = screen.withFilter({ ...state, pageNumber: 3 }, filter.name, values);
        expect(filtered.filters[filter.name]).toEqual(values);
        expect(filtered.pageNumber).toBe(1);
        expect(screen.isValid(filtered)).toBe(true);
        expect(screen.withFilter(filtered, filter.name, []).filters[filter.name]).toBeUndefined();
        expect(screen.withTerms(filtered, "rust").filters).toEqual(filtered.filters);
        expect(screen.withoutFilters(filtered)).toMatchObject({ filters: NO_FILTERS, pageNumber: 1 });
      }),
      fcParameters(),
    );
  });
});

describe("the screens' own parameters", () => {
  it("uses the spec's names and page sizes: 10 for talents, businesses and jobs, 9 for ICT projects", () => {
    expect(
      talentSearchQuery.serialize({ searchTerms: "data analyst", pageNumber: 2, pageSize: 10, filters: NO_FILTERS, activeId: "3" }).toString(),
    ).toBe("searchTerms=data+analyst&pageNumber=2&activeTalentId=3");
    expect(businessSearchQuery.parse("activeBusinessId=b1&activeTalentId=t1").activeId).toBe("b1");
    expect(jobSearchQuery.parse("?activeJobId=j1&pageSize=20")).toEqual({ searchTerms: "", pageNumber: 1, pageSize: 20, filters: NO_FILTERS, activeId: "j1" });
    expect([talentSearchQuery, businessSearchQuery, jobSearchQuery, ictProjectSearchQuery].map((s) => s.defaults.pageSize)).toEqual([10, 10, 10, 9]);
    expect(ictProjectSearchQuery.serialize({ searchTerms: "", pageNumber: 1, pageSize: 10, filters: NO_FILTERS, activeId: null }).toString()).toBe(
      "pageSize=10",
    );
  });

  it("writes and reads ICT project terms as searchTerms, and still reads an old address's searchParams", () => {
    const state = ictProjectSearchQuery.parse("searchParams=cloud+migration&pageNumber=2");
    expect(state).toEqual({ searchTerms: "cloud migration", pageNumber: 2, pageSize: 9, filters: NO_FILTERS, activeId: null });
    expect(ictProjectSearchQuery.serialize(state).toString()).toBe("searchTerms=cloud+migration&pageNumber=2");
    expect(ictProjectSearchQuery.parse("searchTerms=erp&searchParams=cloud").searchTerms).toBe("erp");
    expect(talentSearchQuery.parse("searchParams=cloud").searchTerms).toBe("");
  });

  it("takes the first of a repeated parameter and ignores unknown ones", () => {
    expect(talentSearchQuery.parse("pageNumber=2&pageNumber=5&utm_source=x")).toEqual({ ...talentSearchQuery.defaults, pageNumber: 2 });
  });
});

describe("the filters in the address", () => {
  it("reads each screen's own filters under the contract's names, lists as repeated parameters, in SEARCH_FILTERS order", () => {
    const jobs = jobSearchQuery.parse(
      "searchTerms=java&district=tutong&district=belait&employmentType=contract&salaryFrom=1500.50&salaryTo=3000&closesBy=2027-01-15&pageNumber=2&activeJobId=j1",
    );
    expect(jobs).toEqual({
      searchTerms: "java",
      pageNumber: 2,
      pageSize: 10,
      filters: { district: ["belait", "tutong"], employmentType: ["contract"], salaryFrom: ["1500.5"], salaryTo: ["3000"], closesBy: ["2027-01-15"] },
      activeId: "j1",
    });
    expect(jobSearchQuery.serialize(jobs).toString()).toBe(
      "searchTerms=java&district=belait&district=tutong&employmentType=contract&salaryFrom=1500.5&salaryTo=3000&closesBy=2027-01-15&pageNumber=2&activeJobId=j1",
    );
    expect(talentSearchQuery.parse("skill=%20SQL%20&skill=sql&skill=Power+BI&experience=10%2B&experience=0-1").filters).toEqual({
      skill: ["SQL", "Power BI"],
      experience: ["0-1", "10+"],
    });
    expect(businessSearchQuery.parse("verified=true&businessType=sole-proprietorship").filters).toEqual({
      businessType: ["sole-proprietorship"],
      verified: ["true"],
    });
  });

  it("reads malformed or unknown filter values, and another screen's filters, as none", () => {
    const malformed = "district=nowhere&employmentType=&salaryFrom=abc&salaryFrom=-1&salaryTo=1e3&salaryTo=99999999&closesBy=2027-02-30&closesBy=15/01/2027";
    expect(jobSearchQuery.parse(malformed).filters).toEqual(NO_FILTERS);
    expect(jobSearchQuery.serialize(jobSearchQuery.parse(malformed)).toString()).toBe("");
    expect(talentSearchQuery.parse(`experience=3-5&skill=${"x".repeat(101)}&district=belait`).filters).toEqual(NO_FILTERS);
    expect(businessSearchQuery.parse("verified=false&verified=yes&businessType=Sole").filters).toEqual(NO_FILTERS);
    expect(ictProjectSearchQuery.parse("district=belait&skill=SQL").filters).toEqual(NO_FILTERS);
    expect(talentSearchQuery.parse(Array.from({ length: 12 }, (_, i) => `skill=s${i}`).join("&")).filters["skill"]).toHaveLength(10);
  });

  it("a state holding filters the address could not give is not valid", () => {
    const defaults = jobSearchQuery.defaults;
    expect(jobSearchQuery.isValid({ ...defaults, filters: { district: ["belait"] } })).toBe(true);
    expect(jobSearchQuery.isValid({ ...defaults, filters: { district: ["nowhere"] } })).toBe(false);
    expect(jobSearchQuery.isValid({ ...defaults, filters: { district: [] } })).toBe(false);
    expect(jobSearchQuery.isValid({ ...defaults, filters: { skill: ["SQL"] } })).toBe(false);
    expect(jobSearchQuery.isValid({ ...defaults, filters: { district: ["tutong", "belait"] } })).toBe(false);
  });

  it("withFilter cleans what it is given as the address would, and drops a name the screen does not have", () => {
    const state = jobSearchQuery.parse("pageNumber=4&activeJobId=j1");
    expect(jobSearchQuery.withFilter(state, "district", ["tutong", "nowhere", "belait"])).toMatchObject({
      filters: { district: ["belait", "tutong"] },
      pageNumber: 1,
      activeId: null,
    });
    expect(jobSearchQuery.withFilter(state, "salaryFrom", [" 2000 "]).filters).toEqual({ salaryFrom: ["2000"] });
    expect(jobSearchQuery.withFilter(state, "salaryFrom", ["lots"]).filters).toEqual(NO_FILTERS);
    expect(jobSearchQuery.withFilter(state, "skill", ["SQL"]).filters).toEqual(NO_FILTERS);
    const filtered = jobSearchQuery.withFilter(state, "district", ["belait"]);
    expect(jobSearchQuery.withFilter(filtered, "employmentType", ["contract"]).filters).toEqual({ district: ["belait"], employmentType: ["contract"] });
    expect(jobSearchQuery.withoutFilters(filtered)).toEqual({ ...state, pageNumber: 1, activeId: null, filters: NO_FILTERS });
  });

  it("two searches with other filters are not the same search; a request without filters asks for none", () => {
    const java = jobSearchQuery.parse("searchTerms=java");
    const inBelait = jobSearchQuery.withFilter(java, "district", ["belait"]);
    expect(sameSearch(java, inBelait)).toBe(false);
    expect(sameSearch(inBelait, jobSearchQuery.parse("district=belait&searchTerms=java&activeJobId=x"))).toBe(true);
    expect(sameSearch(java, { searchTerms: "java", pageNumber: 1, pageSize: 10 })).toBe(true);
    expect(sameSearch(inBelait, { searchTerms: "java", pageNumber: 1, pageSize: 10 })).toBe(false);
  });
});
