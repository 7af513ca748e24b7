// Training courses as a Talent and a visitor use them (issue 15), against the demo dataset: a Talent finds a
// published course by a term (the address keeps searchTerms and activeCourseId), registers, finds it in "My
// training courses" and asks to withdraw (a confirmation first; the status becomes "Withdrawal requested"); a
// second tab that registers again shows the server's words; the Back button restores the previous search; a
// visitor is asked to sign in as a talent; and the search and registering work with the keyboard alone.
// Each Talent is a new one, so no demo registration is in the way.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { portalClient } from "../support/api.ts";
import { detail, query, results, searchBox, searchCourses as search, talentPage as signedInTalent } from "./courses-steps.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible, signIn } = e2e;

interface PublishedCourse {
  key: string;
  name: string;
  registrationUrl: string | null;
}

/** A published demo course, with a provider's registration page when one has it (read through the public API). */
async function publishedCourse(): Promise<PublishedCourse> {
  const { data } = await portalClient(e2e.server).GET("/training-courses/searches", { params: { query: { pageSize: 50 } } });
  const items = data?.data.items ?? [];
  const course = items.find((item) => item.registrationUrl !== null) ?? items[0];
  if (!course) throw new Error("The demo dataset has no published training course.");
  return { key: course.key, name: course.name, registrationUrl: course.registrationUrl };
}

/** A Talent signed in on a new page: a new one unless `email` is given. */
const talentPage = (email?: string) => signedInTalent(e2e, email === undefined ? {} : { email });

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe("training courses for a Talent", () => {
  it("finds a course by a term, registers, sees it in My training courses and asks to withdraw", async () => {
    const course = await publishedCourse();
    const { page, email } = await talentPage();

    await page.goto(`${e2e.server.url}/account/courses`);
    await page.getByRole("heading", { name: "My training courses", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "You have not registered for any courses yet" }).waitFor();
    await expectAccessible(page, "courses-mine-empty");

    await page.goto(`${e2e.server.url}/courses`);
    await page.getByRole("heading", { name: "Find training courses", level: 1 }).waitFor();
    await results(page).first().waitFor();
    await search(page, course.name);
    await results(page).getByText(course.name, { exact: true }).first().click();
    await expect.poll(() => query(page).get("activeCourseId")).toBe(course.key);
    expect(query(page).get("searchTerms")).toBe(course.name);
    await detail(page, course.name).waitFor();

    // A second tab of the same Talent, open on the course before the first one registers.
    const { page: second } = await talentPage(email);
    await second.goto(`${e2e.server.url}/courses?activeCourseId=${course.key}&searchTerms=${encodeURIComponent(course.name)}`);
    await detail(second, course.name).waitFor();
    await second.getByRole("button", { name: "Register for this course" }).waitFor();

    await page.getByRole("button", { name: "Register for this course" }).click();
    await page.getByText("You are registered").first().waitFor();
    if (course.registrationUrl !== null) {
      const provider = page.getByRole("link", { name: /Continue on the provider’s site/ });
      expect(await provider.getAttribute("href")).toBe(course.registrationUrl);
      expect(await provider.getAttribute("target")).toBe("_blank");
      expect(await provider.getAttribute("rel")).toContain("noopener");
    }
    await expectAccessible(page, "courses-search-registered");

    // The second tab still offers to register: the server refuses, its words show, and then the registration.
    await second.getByRole("button", { name: "Register for this course" }).click();
    await second.getByText("You are already registered for this course.").waitFor();
    await second.getByText("You are registered").first().waitFor();
    await second.close();

    await page.goto(`${e2e.server.url}/account/courses`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: course.name, level: 2 }) });
    await card.getByText("Enrolled", { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: course.name }).getAttribute("href")).toBe(`/courses/${course.key}`);
    await expectAccessible(page, "courses-mine");

    await card.getByRole("button", { name: `Withdraw from ${course.name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(/decides your request/).waitFor();
    await expectAccessible(page, "courses-mine-withdraw-dialog");
    await dialog.getByRole("button", { name: "Ask to withdraw" }).click();
    await card.getByText("Withdrawal requested", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /^Withdraw/ }).count()).toBe(0);

    // The course's own page says the same.
    await card.getByRole("link", { name: course.name }).click();
    await page.getByRole("heading", { name: course.name, level: 1 }).waitFor();
    await page.getByText(/You asked to withdraw/).waitFor();
    await expectAccessible(page, "course-page-talent");
  });

  it("restores the previous search with the browser's Back button", async () => {
    const { page } = await talentPage();
    await page.goto(`${e2e.server.url}/courses`);
    await results(page).first().waitFor();
    await search(page, "cloud");
    await results(page).first().waitFor();
    const cloudFirst = await results(page).first().innerText();
    await expect.poll(() => query(page).get("activeCourseId") ?? "").toMatch(/^[0-9a-f-]{36}$/);
    await search(page, "security");
    await expect.poll(async () => results(page).first().innerText()).not.toBe(cloudFirst);

    await page.goBack();
    await expect.poll(() => query(page).get("searchTerms")).toBe("cloud");
    await expect.poll(() => searchBox(page).inputValue()).toBe("cloud");
    await expect.poll(async () => results(page).first().innerText()).toBe(cloudFirst);
  });

  it("searches, moves through the results and registers with the keyboard alone", async () => {
    const { page } = await talentPage();
    await page.goto(`${e2e.server.url}/courses`);
    await results(page).first().waitFor();

    await tabTo(page, searchBox(page));
    await page.keyboard.type("data");
    await page.keyboard.press("Enter");
    await expect.poll(() => query(page).get("searchTerms")).toBe("data");
    await expect.poll(() => results(page).count()).toBeGreaterThan(1);
    await expect.poll(() => query(page).get("activeCourseId") ?? "").toMatch(/^[0-9a-f-]{36}$/);
    const firstKey = query(page).get("activeCourseId");

    // The first result, then the second, each chosen with Enter.
    const second = results(page).nth(1).getByRole("link").first();
    await tabTo(page, second);
    await page.keyboard.press("Enter");
    await expect.poll(() => query(page).get("activeCourseId")).not.toBe(firstKey);
    const secondName = (await second.innerText()).trim();
    await detail(page, secondName).waitFor();

    const register = page.getByRole("button", { name: "Register for this course" });
    await tabTo(page, register);
    await page.keyboard.press("Enter");
    await page.getByText("You are registered").first().waitFor();
    await expectAccessible(page, "courses-search-keyboard");
  });
});

describe("training courses for a visitor", () => {
  it("asks to sign in as a talent to register, on the search and on the course's page", async () => {
    const course = await publishedCourse();
    const page = await newPage();
    await page.goto(`${e2e.server.url}/courses?activeCourseId=${course.key}&searchTerms=${encodeURIComponent(course.name)}`);
    await detail(page, course.name).waitFor();
    const signInLink = page.getByRole("link", { name: "Sign in as a talent to register" });
    expect(await signInLink.getAttribute("href")).toMatch(/^\/talents\/sign-in\?next=%2Fcourses%3F/);
    expect(await page.getByRole("button", { name: "Register for this course" }).count()).toBe(0);
    await expectAccessible(page, "courses-search-anonymous");

    await page.goto(`${e2e.server.url}/courses/${course.key}`);
    await page.getByRole("heading", { name: course.name, level: 1 }).waitFor();
    await page.getByRole("link", { name: "Sign in as a talent to register" }).waitFor();
    await expectAccessible(page, "course-page-anonymous");

    await page.goto(`${e2e.server.url}/courses/00000000-0000-4000-8000-000000000000`);
    await page.getByRole("heading", { name: "We could not find this course", level: 1 }).waitFor();
  });

  it("shows no register button to a Business", async () => {
    const course = await publishedCourse();
    const page = await newPage();
    await signIn(page, "businesses", "business@demo.ictm.bn");
    await page.goto(`${e2e.server.url}/courses/${course.key}`);
    await page.getByRole("heading", { name: course.name, level: 1 }).waitFor();
    await page.getByText("Looking for another course?").waitFor();
    expect(await page.getByRole("button", { name: "Register for this course" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Sign in as a talent to register" }).count()).toBe(0);
  });
});
