// A Business's training courses, in Chromium against the real server with the demo dataset: it creates a draft (by
// keyboard alone), publishes it (the form first says what publishing still needs), unpublishes it (a draft again at
// once, after asking) and publishes it again from the list; then it opens the registrants of a demo course with a
// pending withdrawal, approves it (the row leaves the enrolled list), narrows the list by two words (both in the
// address), switches to the withdrawn list and exports it as CSV. Every screen passes axe-core (phone and desk
// screenshots in .tmp/screenshots).
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { courseCard as card, fillPublishableCourse } from "./courses-steps.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;
const business = "business@demo.ictm.bn";

const signedInBusiness = async (): Promise<Page> => {
  const page = await e2e.newPage();
  await e2e.signIn(page, "businesses", business);
  return page;
};

describe("a Business's training courses", () => {
  it("creates a draft, publishes it, unpublishes it and publishes it again", async () => {
    const page = await signedInBusiness();
    const title = `Cloud Security Essentials ${Date.now().toString(36)}`;
    await page.goto(`${e2e.server.url}/business/courses`);
    await page.getByRole("heading", { name: "Training courses", level: 1 }).waitFor();
    await page.getByRole("tab", { name: /^All/ }).waitFor();
    await expectAccessible(page, "courses-list");

    // Keyboard alone: Tab to "New course", Enter, Tab to the title, type it, Tab to "Save draft", Enter.
    await tabTo(page, (focused) => focused.text === "New course");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "New training course", level: 1 }).waitFor();
    await tabTo(page, (focused) => focused.tag === "INPUT" && focused.name === "title");
    await page.keyboard.type(title);
    await tabTo(page, (focused) => focused.text === "Save draft");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Training courses", level: 1 }).waitFor();
    await card(page, title).getByText("Draft", { exact: true }).waitFor();

    // Publishing asks for everything a published course needs, under each field, in core's words.
    await card(page, title).getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("heading", { name: "Edit training course", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Please enter the start date.").waitFor();
    await page.getByText("Please choose the course topic.").waitFor();
    await expectAccessible(page, "course-form-errors");

    await fillPublishableCourse(page);
    await expectAccessible(page, "course-form");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("heading", { name: "Training courses", level: 1 }).waitFor();
    await card(page, title).getByText("Published", { exact: true }).waitFor();
    expect(await card(page, title).textContent()).toContain("BND");

    // Unpublish asks first; the course is a draft again at once (no reload).
    await card(page, title).getByRole("button", { name: `Unpublish ${title}` }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await dialog.getByRole("heading", { name: "Unpublish this course?" }).waitFor();
    await expectAccessible(page, "course-unpublish");
    await dialog.getByRole("button", { name: "Unpublish course" }).click();
    await card(page, title).getByText("Draft", { exact: true }).waitFor();

    await card(page, title).getByRole("button", { name: `Publish ${title}` }).click();
    await card(page, title).getByText("Published", { exact: true }).waitFor();
  });

  it("approves a withdrawal, narrows the registrants by two words, shows the withdrawn and exports them", async () => {
    const page = await signedInBusiness();
    await page.goto(`${e2e.server.url}/business/courses`);
    const pending = page.getByRole("listitem").filter({ hasText: "asking to withdraw" }).first();
    await pending.waitFor();
    const courseTitle = (await pending.getByRole("heading").first().textContent()) ?? "";
    await pending.getByRole("link", { name: `Registrants ${courseTitle}` }).click();
    await page.getByRole("heading", { name: "Registrants", level: 1 }).waitFor();
    await page.getByText(`Who registered for “${courseTitle}”.`).waitFor();

    const statusNav = page.getByRole("navigation", { name: "Registrants by status" });
    const enrolledLink = statusNav.getByRole("link", { name: /^Enrolled \(\d+\)$/ });
    await enrolledLink.waitFor();
    expect(await enrolledLink.getAttribute("aria-current")).toBe("page");
    const enrolledBefore = countIn(await enrolledLink.textContent());
    const withdrawnBefore = countIn(await statusNav.getByRole("link", { name: /^Withdrawn/ }).textContent());

    const asking = page.getByRole("listitem").filter({ hasText: "Withdrawal requested" }).first();
    const name = ((await asking.getByRole("heading").first().textContent()) ?? "").trim();
    expect(name).not.toBe("");
    await expectAccessible(page, "registrants");

    await asking.getByRole("button", { name: `Approve withdrawal of ${name}` }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await dialog.getByRole("heading", { name: "Approve this withdrawal?" }).waitFor();
    await dialog.getByRole("button", { name: "Approve withdrawal" }).click();
    await page.getByText("Saved Successfully").first().waitFor();
    // The row leaves the list of registrants not withdrawn, and the switch's counts follow.
    await page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) }).waitFor({ state: "detached" });
    await statusNav.getByRole("link", { name: `Enrolled (${enrolledBefore - 1})` }).waitFor();
    await statusNav.getByRole("link", { name: `Withdrawn (${withdrawnBefore + 1})` }).waitFor();

    // Two words, each a chip, both in the address (each narrows the list).
    const words = name.split(/\s+/);
    const first = words[0] ?? name;
    const last = words.at(-1) ?? name;
    for (const word of [first, last]) {
      await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(word);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.getAll("searchTerms").includes(word));
      await page.getByRole("button", { name: `Remove ${word}` }).waitFor();
    }
    const query = new URL(page.url()).searchParams;
    expect(query.getAll("searchTerms")).toEqual([first, last]);

    await statusNav.getByRole("link", { name: /^Withdrawn/ }).click();
    await page.waitForURL((url) => url.searchParams.get("isWithdrawn") === "true");
    expect(new URL(page.url()).searchParams.getAll("searchTerms")).toEqual([first, last]);
    await page.getByRole("heading", { name, exact: true }).waitFor();
    await expectAccessible(page, "registrants-withdrawn");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registrants-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), "utf8");
    expect(csv.split(/\r?\n/)[0]).toContain("Name");
    expect(csv).toContain(name);

    // A word nobody matches: the empty state says how to widen the list.
    await page.getByRole("searchbox", { name: "Name or e-mail" }).fill("zzqxnomatch");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /No withdrawn registrants match/ }).waitFor();
    await expectAccessible(page, "registrants-no-match");
    await page.goBack();
    await page.getByRole("heading", { name, exact: true }).waitFor();
  });
});

/** Presses Tab until the focused element is the one wanted (at most 60 presses). */
async function tabTo(page: Page, wanted: (focused: { tag: string; text: string; name: string }) => boolean): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return { tag: element?.tagName ?? "", text: element?.textContent?.trim() ?? "", name: element?.getAttribute("name") ?? "" };
    });
    if (wanted(focused)) return;
  }
  throw new Error("Tab never reached the element");
}

const countIn = (text: string | null): number => Number(/\((\d+)\)/.exec(text ?? "")?.[1] ?? Number.NaN);
