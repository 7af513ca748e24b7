// A training course's whole journey across both roles (issue 15), in two browser contexts against the real server:
// the demo Business creates and publishes a course; a new Talent finds it in /courses by a word of its title,
// registers and asks to withdraw from My training courses; the Business sees the request on the course's
// registrants and approves it: the registrants not withdrawn reload without the row (spec §4), the switch counts one
// withdrawn and the withdrawn list shows the Talent, whose My training courses says "Withdrawn" and who is mailed the
// decision. In a second pass the Business declines another Talent's request: the row stays, enrolled, and the
// withdrawn list (read again, spec §4) does not have them.
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { courseCard, detail, fillPublishableCourse, query, results, searchCourses, talentPage } from "./courses-steps.ts";
import { e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { expectAccessible } = e2e;

/** A word no other course has: letters only, so the full-text search reads it as one word. */
const uniqueWord = (): string => `Zeph${Date.now().toString(36).replace(/\d/g, (digit) => "qwrtypsdfg"[Number(digit)] ?? "x")}`;

interface Course {
  key: string;
  title: string;
  word: string;
}

/** The demo Business, signed in, creates a course and publishes it from the new course form. */
async function businessPublishes(): Promise<{ business: Page; course: Course }> {
  const business = await e2e.newPage();
  await e2e.signIn(business, "businesses", "business@demo.ictm.bn");
  const word = uniqueWord();
  const title = `Cloud Security ${word}`;
  await business.goto(`${e2e.server.url}/business/courses/new`);
  await business.getByRole("heading", { name: "New training course", level: 1 }).waitFor();
  await business.getByRole("textbox", { name: "Course title" }).fill(title);
  await fillPublishableCourse(business);
  await business.getByRole("button", { name: "Publish", exact: true }).click();
  await business.getByRole("heading", { name: "Training courses", level: 1 }).waitFor();
  const card = courseCard(business, title);
  await card.getByText("Published", { exact: true }).waitFor();
  const href = (await card.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";
  const key = /\/courses\/([0-9a-f-]{36})$/.exec(href)?.[1];
  if (key === undefined) throw new Error(`No course key in the card's link "${href}"`);
  return { business, course: { key, title, word } };
}

/** A new Talent finds the course by its word in /courses, registers, and asks to withdraw from My training courses. */
async function talentRegistersAndAsksToWithdraw(course: Course, name: string): Promise<{ talent: Page; email: string }> {
  const { page: talent, email } = await talentPage(e2e, { name });
  await talent.goto(`${e2e.server.url}/courses`);
  await talent.getByRole("heading", { name: "Find training courses", level: 1 }).waitFor();
  await searchCourses(talent, course.word.toLowerCase());
  await results(talent).getByText(course.title, { exact: true }).first().click();
  await expect.poll(() => query(talent).get("activeCourseId")).toBe(course.key);
  await detail(talent, course.title).waitFor();
  await talent.getByRole("button", { name: "Register for this course" }).click();
  await talent.getByText("You are registered").first().waitFor();

  await talent.goto(`${e2e.server.url}/account/courses`);
  const card = courseCard(talent, course.title);
  await card.getByText("Enrolled", { exact: true }).waitFor();
  await card.getByRole("button", { name: `Withdraw from ${course.title}` }).click();
  const dialog = talent.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Ask to withdraw" }).click();
  await card.getByText("Withdrawal requested", { exact: true }).waitFor();
  return { talent, email };
}

/** The registrants screen of the course (the enrolled list), from the card's link on the Business's list. */
async function openRegistrants(business: Page, course: Course): Promise<void> {
  await business.goto(`${e2e.server.url}/business/courses`);
  await courseCard(business, course.title).getByRole("link", { name: `Registrants ${course.title}` }).click();
  await business.getByRole("heading", { name: "Registrants", level: 1 }).waitFor();
  await business.getByText(`Who registered for “${course.title}”.`).waitFor();
}

/** The portal API's read of the course's registrants with this switch position (the list's reload). */
const registrantsRead = (course: Course, isWithdrawn: boolean) => (request: Request): boolean => {
  const url = new URL(request.url());
  return (
    request.method() === "GET" &&
    url.pathname.endsWith(`/businesses/training-courses/${course.key}/registrants`) &&
    url.searchParams.get("isWithdrawn") === String(isWithdrawn)
  );
};

const row = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
const statusNav = (page: Page) => page.getByRole("navigation", { name: "Registrants by status" });

describe("a training course from publishing to a decided withdrawal", () => {
  it("a Talent's withdrawal, asked for and approved: the lists reload, the Talent sees it and is mailed", async () => {
    const { business, course } = await businessPublishes();
    const talentName = `Approved ${course.word}`;
    const { talent, email } = await talentRegistersAndAsksToWithdraw(course, talentName);

    await openRegistrants(business, course);
    const asking = row(business, talentName);
    await asking.getByText("Withdrawal requested", { exact: true }).waitFor();
    await asking.getByText(/^Asked to withdraw/).waitFor();
    await statusNav(business).getByRole("link", { name: "Enrolled (1)" }).waitFor();
    await statusNav(business).getByRole("link", { name: "Withdrawn (0)" }).waitFor();
    await expectAccessible(business, "journey-registrants-pending");

    await asking.getByRole("button", { name: `Approve withdrawal of ${talentName}` }).click();
    const dialog = business.getByRole("alertdialog").or(business.getByRole("dialog"));
    await dialog.getByRole("heading", { name: "Approve this withdrawal?" }).waitFor();
    const reload = business.waitForRequest(registrantsRead(course, false));
    await dialog.getByRole("button", { name: "Approve withdrawal" }).click();
    await reload;
    await business.getByText("Saved Successfully").first().waitFor();
    await asking.waitFor({ state: "detached" });
    await business.getByRole("heading", { name: "No one has registered yet" }).waitFor();
    await statusNav(business).getByRole("link", { name: "Enrolled (0)" }).waitFor();
    await statusNav(business).getByRole("link", { name: "Withdrawn (1)" }).waitFor();
    await expectAccessible(business, "journey-registrants-approved");

    await statusNav(business).getByRole("link", { name: "Withdrawn (1)" }).click();
    await business.waitForURL((url) => url.searchParams.get("isWithdrawn") === "true");
    await row(business, talentName).getByText("Withdrawn", { exact: true }).waitFor();

    await talent.reload();
    const card = courseCard(talent, course.title);
    await card.getByText("Withdrawn", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /^Withdraw/ }).count()).toBe(0);

    const mail = await e2e.server.outbox.waitForMail(email);
    expect(mail.subject).toBe(`Your withdrawal from ${course.title}`);
    expect(mail.text).toContain("was approved");
  });

  it("a Talent's withdrawal, declined: the row stays enrolled and the withdrawn list does not have them", async () => {
    const { business, course } = await businessPublishes();
    const talentName = `Declined ${course.word}`;
    const { talent, email } = await talentRegistersAndAsksToWithdraw(course, talentName);

    await openRegistrants(business, course);
    const asking = row(business, talentName);
    await asking.getByText("Withdrawal requested", { exact: true }).waitFor();
    // Declining keeps the list shown (the row enrolled again, in place) and reads the withdrawn list again.
    const withdrawnRead = business.waitForRequest(registrantsRead(course, true));
    await asking.getByRole("button", { name: `Decline withdrawal of ${talentName}` }).click();
    await withdrawnRead;
    await asking.getByText("Enrolled", { exact: true }).waitFor();
    expect(await asking.getByRole("button", { name: /withdrawal of/ }).count()).toBe(0);
    await statusNav(business).getByRole("link", { name: "Enrolled (1)" }).waitFor();
    await statusNav(business).getByRole("link", { name: "Withdrawn (0)" }).waitFor();

    await statusNav(business).getByRole("link", { name: "Withdrawn (0)" }).click();
    await business.waitForURL((url) => url.searchParams.get("isWithdrawn") === "true");
    await business.getByRole("heading", { name: "No one has withdrawn" }).waitFor();
    expect(await row(business, talentName).count()).toBe(0);

    await talent.reload();
    await courseCard(talent, course.title).getByText("Enrolled", { exact: true }).waitFor();
    const mail = await e2e.server.outbox.waitForMail(email);
    expect(mail.subject).toBe(`Your withdrawal from ${course.title}`);
    expect(mail.text).toContain("was declined");
  });
});
