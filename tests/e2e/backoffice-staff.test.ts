// The back-office's door and its staff screen, as staff use them in Chromium: signing in and out (and coming back
// to the page asked for), a revoked session sent back to sign-in with core's toast, an officer kept out of the
// staff screen, an administrator adding a staff member who chooses a password from the mailed link, and the leave
// confirmation holding a navigation away from an unsaved comment.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ReceivedMail } from "../support/server.ts";
import { testPassword } from "../support/api.ts";
import { addStaffMember } from "../support/staff.ts";
import { demoPassword, e2eHarness } from "./harness.ts";

const e2e = e2eHarness();
const { newPage, expectAccessible } = e2e;

const OFFICER = { email: "officer@demo.ictm.bn", name: "Dayang Mariam Osman" };
const ADMIN = { email: "admin@demo.ictm.bn", name: "Pengiran Amir Yusof" };

const backoffice = (path = "/"): string => `${e2e.server.url}/backoffice${path}`;

/** Fills the back-office sign-in form the page is on and waits until the page has left it. */
async function signInHere(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
}

/** The mailed link to choose a password (`/backoffice/reset-password?token=…`). */
function passwordLinkFrom(mail: ReceivedMail): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === "/backoffice/reset-password");
  if (link === undefined) throw new Error(`The mail "${mail.subject}" has no back-office password link: ${mail.links.join(", ")}`);
  return link;
}

async function signInAs(page: Page, email: string, path = "/"): Promise<void> {
  await page.goto(backoffice(path));
  await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
  await signInHere(page, email);
}

describe("the back-office door", () => {
  it("a staff member signs in, sees their name and roles, and signs out", async () => {
    const page = await newPage();
    await page.goto(backoffice("/"));
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/backoffice/sign-in");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(OFFICER.email);
    await expectAccessible(page, "backoffice-sign-in");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    await page.getByRole("heading", { name: "Workflows", level: 1 }).waitFor();
    const menu = page.getByRole("button", { name: new RegExp(OFFICER.name) });
    await menu.waitFor();
    await page.getByText("Officer", { exact: true }).first().waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Staff" }).count()).toBe(0);
    await expectAccessible(page, "backoffice-home");

    await page.reload();
    await menu.waitFor();

    await menu.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
  });

  it("a page asked for before signing in opens after it, with its query", async () => {
    const page = await newPage();
    await page.goto(backoffice("/staff?from=mail"));
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/staff?from=mail");
    await signInHere(page, ADMIN.email);
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/backoffice/staff?from=mail");
  });

  it("a session ended elsewhere lands on sign-in with core's toast and the way back", async () => {
    const page = await newPage();
    await signInAs(page, OFFICER.email);
    await page.getByRole("button", { name: new RegExp(OFFICER.name) }).waitFor();
    // The token is revoked behind the page's back, as a sign-out on the server would.
    await page.evaluate(async () => {
      const saved: unknown = JSON.parse(localStorage.getItem("ictm.staffSession") ?? "null");
      const token = typeof saved === "object" && saved !== null && "token" in saved ? String(saved.token) : "";
      await fetch("/backoffice/api/v1/sign-outs", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    });
    await page.goto(backoffice("/expat-permits"));
    await page.getByText("Sorry, please login again.").waitFor();
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(new URL(page.url()).searchParams.get("returnTo")).toMatch(/^\/expat-permits/);
  });
});

describe("the staff screen", () => {
  it("an officer reaching /backoffice/staff is told it is not allowed", async () => {
    const page = await newPage();
    await signInAs(page, OFFICER.email, "/staff");
    await page.getByRole("heading", { name: "You are not allowed to manage staff" }).waitFor();
    expect(await page.getByRole("button", { name: "Add staff member" }).count()).toBe(0);
  });

  it("an administrator adds a staff member, who chooses a password from the mailed link and signs in", async () => {
    const newcomer = { email: `siti.${Date.now()}@demo.ictm.bn`, name: "Siti Nurhaliza Ahmad" };
    const page = await newPage();
    await signInAs(page, ADMIN.email);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Staff" }).click();
    await page.getByRole("listitem", { name: OFFICER.name }).waitFor();
    await expectAccessible(page, "backoffice-staff");

    await page.getByRole("button", { name: "Add staff member" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add staff member" });
    await dialog.getByRole("button", { name: "Add staff member" }).click();
    await dialog.getByText("Please choose at least one role.").waitFor();
    await dialog.getByRole("textbox", { name: "Name" }).fill(newcomer.name);
    await dialog.getByRole("textbox", { name: "E-mail address" }).fill(newcomer.email);
    await dialog.getByRole("checkbox", { name: "Evaluator" }).check();
    await expectAccessible(page, "backoffice-add-staff");
    await dialog.getByRole("button", { name: "Add staff member" }).click();
    await page.getByText("Saved Successfully").waitFor();
    const row = page.getByRole("listitem", { name: newcomer.name });
    await row.getByText("Evaluator", { exact: true }).waitFor();

    await row.getByRole("button", { name: `Change roles of ${newcomer.name}` }).click();
    const roles = page.getByRole("dialog", { name: `Roles of ${newcomer.name}` });
    await roles.getByRole("checkbox", { name: "Officer" }).check();
    await roles.getByRole("button", { name: "Save roles" }).click();
    await row.getByText("Officer", { exact: true }).waitFor();

    const link = passwordLinkFrom(await e2e.server.outbox.waitForMail(newcomer.email));
    const theirs = await newPage();
    await theirs.goto(link);
    await theirs.getByLabel("New password", { exact: true }).fill("siti's own passphrase");
    await theirs.getByLabel("Confirm new password").fill("siti's own passphrase");
    await theirs.getByRole("button", { name: "Set new password" }).click();
    await theirs.getByRole("link", { name: "Sign in" }).click();
    await signInHere(theirs, newcomer.email, "siti's own passphrase");
    await theirs.getByRole("button", { name: new RegExp(newcomer.name) }).waitFor();
  });
});

describe("the leave confirmation", () => {
  it("leaving a panel tab with an unsaved comment asks first, keeps the comment when the person stays, and goes on once confirmed", async () => {
    const page = await newPage();
    await signInAs(page, OFFICER.email, "/expat-permits");
    await page.getByRole("link", { name: /^(PVV|SAWP|LPA)-\d{4}-\d{4}$/ }).first().click();
    await page.getByRole("tab", { name: "Discussion" }).click();
    const comment = page.getByRole("textbox", { name: "Comment" });
    await comment.fill("A note not yet saved");

    await page.getByRole("tab", { name: "Info" }).click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await ask.getByText("You have changes on this page that are not saved. If you leave now, they will be lost.").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/discussion$/);
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    expect(await comment.inputValue()).toBe("A note not yet saved");

    await page.getByRole("tab", { name: "Info" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/info"));
  });
});

describe("the back-office home", () => {
  it("lists the workflows, each with a link to its board", async () => {
    const page = await newPage();
    await signInAs(page, OFFICER.email);
    await page.getByRole("heading", { name: "Work Permits" }).waitFor();
    await expectAccessible(page, "backoffice-home");
    await page.getByRole("link", { name: "Open the Work Permits board" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/backoffice/expat-permits/workflows/"));
  });

  it('says "No workflows found" when there are none', async () => {
    const empty = await e2e.startServer({ demo: false });
    try {
      const person = await addStaffMember(empty, ["officer"]);
      const page = await newPage();
      await page.goto(`${empty.url}/backoffice/`);
      await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
      await signInHere(page, person.email, testPassword);
      await page.getByRole("heading", { name: "No workflows found" }).waitFor();
      await expectAccessible(page, "backoffice-empty");
    } finally {
      await empty.close();
    }
  });
});
