// Search as a person uses it, against the demo dataset: the address holds the state, selecting a result adds a
// history entry, the Back button re-reads the address and reloads, the talent search selects by position for
// an anonymous user and by id for a Business, and a Talent saves a job from the job search.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;

const query = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");

describe("talent search for an anonymous visitor", () => {
  it("pages, selects a result by position, and goes back with the browser's Back button", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents`);
    await page.getByRole("heading", { name: "Find ICT talent", level: 1 }).waitFor();
    await results(page).first().waitFor();
    expect(await results(page).count()).toBe(10);
    await expect.poll(() => query(page).get("activeTalentId")).toBe("0");
    await expectAccessible(page, "search-talents");

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => query(page).get("pageNumber")).toBe("2");
    const firstOnPageTwo = await results(page).first().innerText();

    await results(page).nth(2).click();
    await expect.poll(() => query(page).get("activeTalentId")).toBe("2");

    await page.goBack();
    await expect.poll(() => query(page).get("activeTalentId")).toBe("0");
    expect(query(page).get("pageNumber")).toBe("2");

    await page.goBack();
    await expect.poll(() => query(page).get("pageNumber")).toBeNull();
    await expect.poll(async () => results(page).first().innerText()).not.toBe(firstOnPageTwo);
  });

  it("keeps the search terms in the address and finds by the start of a word", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/talents`);
    await page.getByRole("searchbox", { name: "Search terms" }).or(page.getByRole("textbox", { name: "Search terms" })).fill("typescr");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => query(page).get("searchTerms")).toBe("typescr");
    await results(page).first().waitFor();
    await page.reload();
    await results(page).first().waitFor();
    expect(query(page).get("searchTerms")).toBe("typescr");
  });
});

describe("a first visit to a search screen (issue 17)", () => {
  it("asks for its search once, at start-up beside the page's code, for a visitor and for a signed-in Business", async () => {
    const searchesAsked = (page: Page) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/v1/talents/searches")) asked.push(request.url());
      });
      return asked;
    };
    const visitor = await newPage();
    const byVisitor = searchesAsked(visitor);
    await visitor.goto(`${e2e.server.url}/talents?searchTerms=engineer`);
    await results(visitor).first().waitFor();
    await visitor.waitForLoadState("networkidle");
    expect(byVisitor).toHaveLength(1);

    const business = await newPage();
    await signIn(business, "businesses", "business@demo.ictm.bn");
    const byBusiness = searchesAsked(business);
    await business.goto(`${e2e.server.url}/talents?searchTerms=engineer`);
    await results(business).first().waitFor();
    await business.waitForLoadState("networkidle");
    expect(byBusiness).toHaveLength(1);
  });
});

describe("talent search for a Business", () => {
  it("selects the active talent by id", async () => {
    const page = await newPage();
    await signIn(page, "businesses", "business@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/talents`);
    await results(page).first().waitFor();
    await expect.poll(() => query(page).get("activeTalentId") ?? "").toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("job search for a Talent", () => {
  it("saves a job, which then shows as saved", async () => {
    const page = await newPage();
    await signIn(page, "talents", "talent@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/jobs`);
    await page.getByRole("heading", { name: "Find jobs", level: 1 }).waitFor();
    await results(page).first().waitFor();
    const toSave = page.getByRole("button", { name: "Save job" }).first();
    await toSave.waitFor();
    await toSave.click();
    await page.getByRole("button", { name: "Saved" }).first().waitFor();
    await expectAccessible(page, "search-jobs");

    await page.goto(`${e2e.server.url}/account/saved-jobs`);
    await page.getByRole("heading", { name: "Saved jobs", level: 1 }).waitFor();
    // The heading shows before the list is read: the demo Talent's saved job and this one, once it is.
    await expect.poll(() => page.getByRole("button", { name: /^Remove / }).count()).toBeGreaterThanOrEqual(2);
  });
});

describe("ICT project search", () => {
  it("reads an old address that carries searchParams and writes searchTerms", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/ict-projects?searchParams=cloud`);
    await page.getByRole("heading", { name: "Find ICT projects", level: 1 }).waitFor();
    const box = page.getByRole("searchbox", { name: "Search terms" }).or(page.getByRole("textbox", { name: "Search terms" }));
    await expect.poll(() => box.inputValue()).toBe("cloud");
    await box.fill("platform");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => query(page).get("searchTerms")).toBe("platform");
    expect(query(page).get("searchParams")).toBeNull();
  });
});

describe("relevant results (issue 16)", () => {
  it("offers the nearest known term for a misspelt search, and its link searches it", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs?searchTerms=typscript`);
    const suggestion = page.getByRole("link", { name: "typescript", exact: true });
    await suggestion.waitFor();
    await expect.poll(async () => (await suggestion.locator("xpath=..").innerText()).trim()).toMatch(/^Did you mean typescript/);
    await expectAccessible(page, "search-suggestion");
    await suggestion.click();
    await expect.poll(() => query(page).get("searchTerms")).toBe("typescript");
    await results(page).first().waitFor();
    expect(await results(page).first().innerText()).toMatch(/Posted /);
    await page.goBack();
    await expect.poll(() => query(page).get("searchTerms")).toBe("typscript");
  });

  it("keeps the selected ICT project in the address", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/ict-projects`);
    await results(page).first().waitFor();
    await expect.poll(() => query(page).get("activeProjectId") ?? "").toMatch(/^[0-9a-f-]{36}$/);
    const first = query(page).get("activeProjectId");
    await results(page).nth(1).click();
    await expect.poll(() => query(page).get("activeProjectId")).not.toBe(first);
    await page.goBack();
    await expect.poll(() => query(page).get("activeProjectId")).toBe(first);
  });

  it("says a page past the last does not exist and links to the last page", async () => {
    const page = await newPage();
    await page.goto(`${e2e.server.url}/jobs?pageNumber=999`);
    const heading = page.getByRole("heading", { name: /^Page 999 of \d+ does not exist$/ });
    await heading.waitFor();
    await expectAccessible(page, "search-missing-page");
    const last = (/of (\d+)/.exec(await heading.innerText()) ?? [])[1];
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect.poll(() => query(page).get("pageNumber")).toBe(last);
    await results(page).first().waitFor();
  });
});
