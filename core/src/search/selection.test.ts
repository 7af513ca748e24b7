import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { businessSearchQuery, jobSearchQuery, talentSearchQuery } from "./screens.ts";
import { activeItem, searchViewerOf, selectionAfterLoad, talentActiveBy, type SearchViewer } from "./selection.ts";

const results = [{ key: "k-ann" }, { key: "k-bob" }, { key: "k-cy" }];
const on = (query: string) => talentSearchQuery.parse(query);
const VIEWERS: ReadonlyArray<SearchViewer> = ["anonymous", "Talent", "Business", "member", "staff"];

describe("which talent is active, by who is looking", () => {
  it("an anonymous user or a Talent gets the talent by position; a Business, staff or any other member by id", () => {
    expect(VIEWERS.map((viewer) => [viewer, talentActiveBy(viewer)])).toEqual([
      ["anonymous", "position"],
      ["Talent", "position"],
      ["Business", "id"],
      ["member", "id"],
      ["staff", "id"],
    ]);
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=1"), "anonymous")).toEqual({ key: "k-bob" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=2"), "Talent")).toEqual({ key: "k-cy" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=k-bob"), "Business")).toEqual({ key: "k-bob" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=k-cy"), "staff")).toEqual({ key: "k-cy" });
    expect(talentSearchQuery.activeKeyOf({ key: "k-cy" }, 2, "anonymous")).toBe("2");
    expect(talentSearchQuery.activeKeyOf({ key: "k-cy" }, 2, "Business")).toBe("k-cy");
  });

  it("businesses and jobs are active by id for everyone", () => {
    for (const viewer of VIEWERS) {
      expect(businessSearchQuery.activeItem(results, businessSearchQuery.parse("activeBusinessId=k-cy"), viewer)).toEqual({ key: "k-cy" });
      expect(jobSearchQuery.activeKeyOf({ key: "k-ann" }, 0, viewer)).toBe("k-ann");
    }
  });

  it("an address naming nothing on the page, or naming it the other way, selects the first result", () => {
    expect(talentSearchQuery.activeItem(results, on(""), "Talent")).toEqual({ key: "k-ann" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=7"), "anonymous")).toEqual({ key: "k-ann" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=k-cy"), "anonymous")).toEqual({ key: "k-ann" });
    expect(talentSearchQuery.activeItem(results, on("activeTalentId=1"), "Business")).toEqual({ key: "k-ann" });
    expect(talentSearchQuery.activeItem([], on("activeTalentId=1"), "anonymous")).toBeNull();
  });

  it("tells the viewer from the sessions: the member session first, then staff, else anonymous", () => {
    const out = { status: "loggedOut", accountType: null };
    expect(searchViewerOf(out)).toBe("anonymous");
    expect(searchViewerOf({ status: "unknown", accountType: null }, { status: "loggedIn" })).toBe("staff");
    expect(searchViewerOf({ status: "loggedIn", accountType: "Talent" }, { status: "loggedIn" })).toBe("Talent");
    expect(searchViewerOf({ status: "loggedIn", accountType: "Business" })).toBe("Business");
    expect(searchViewerOf({ status: "loggedIn", accountType: null })).toBe("member");
  });
});

describe("the selection after a load", () => {
  it("makes the first result the selected one, naming it in the address to replace", () => {
    const next = talentSearchQuery.selectionAfterLoad(results, on("searchTerms=java"), "Business");
    expect(next).toEqual({ item: { key: "k-ann" }, state: { ...on("searchTerms=java"), activeId: "k-ann" }, changed: true });
    expect(talentSearchQuery.serialize(next.state).toString()).toBe("searchTerms=java&activeTalentId=k-ann");
    expect(talentSearchQuery.selectionAfterLoad(results, on(""), "anonymous").state.activeId).toBe("0");
  });

  it("keeps a result the address already names on the loaded page (a shared link, or Back)", () => {
    expect(talentSearchQuery.selectionAfterLoad(results, on("activeTalentId=2"), "Talent")).toMatchObject({ item: { key: "k-cy" }, changed: false });
    expect(talentSearchQuery.selectionAfterLoad([], on("activeTalentId=2"), "Talent")).toMatchObject({ item: null, state: { activeId: null }, changed: true });
  });

  it("always selects a result on a non-empty page, and asking again changes nothing", () => {
    const page = fc.uniqueArray(fc.uuid(), { maxLength: 12 }).map((keys) => keys.map((key) => ({ key })));
    fc.assert(
      fc.property(page, fc.option(fc.oneof(fc.uuid(), fc.nat({ max: 15 }).map(String)), { nil: null }), fc.constantFrom(...VIEWERS), (items, activeId, viewer) => {
        const state = { ...talentSearchQuery.defaults, activeId };
        const first = talentSearchQuery.selectionAfterLoad(items, state, viewer);
        expect(first.item).toBe(items.length === 0 ? null : activeItem(items, state, talentActiveBy(viewer)));
        expect(first.item === null).toBe(items.length === 0);
        expect(talentSearchQuery.selectionAfterLoad(items, first.state, viewer)).toEqual({ ...first, changed: false });
      }),
      fcParameters(),
    );
  });

  it("selecting is a new address with the same search: the UI pushes it as a history entry", () => {
    const state = on("searchTerms=java&pageNumber=2&activeTalentId=k-ann");
    const next = talentSearchQuery.withActive(state, "k-bob");
    expect(talentSearchQuery.serialize(next).toString()).toBe("searchTerms=java&pageNumber=2&activeTalentId=k-bob");
    expect(talentSearchQuery.withActive(state, null).activeId).toBeNull();
  });
});
