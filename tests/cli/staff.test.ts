// Administrators managing back-office staff from a terminal: `ictm staff create` with one or more `--role`s (a
// set-password link mailed when no password is given) and `ictm staff list`; an officer is refused both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Staff } from "@ictm/core";
import { uniqueEmail } from "../support/api.ts";
import { staffResetTokenFrom } from "../support/mail.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer({ demo: true });
});
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);
const loginAs = (email: string) => ictm(["login", "--as", "staff", "--email", email], { ICTM_PASSWORD: "Demo!2345" });

describe("ictm staff", () => {
  it("needs a back-office session, and an administrator's", async () => {
    const none = await ictm(["staff", "list"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("ictm login --as staff");
    const login = await loginAs("officer@demo.ictm.bn");
    expect(login.stdout).toContain("(officer)");
    const refused = await ictm(["staff", "create", "--email", uniqueEmail("x"), "--name", "X", "--role", "officer"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Sorry, your account may not do this.");
  });

  it("creates a staff member with two roles, who is mailed a link, and lists them", async () => {
    expect((await loginAs("admin@demo.ictm.bn")).code).toBe(0);
    const email = uniqueEmail("aminah");
    const created = await ictm(["staff", "create", "--email", email, "--name", "Aminah Salleh", "--role", "final-approver", "--role", "officer", "--json"]);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const { data }: { data: Staff } = JSON.parse(created.stdout);
    expect(data).toMatchObject({ email, name: "Aminah Salleh", roles: ["officer", "final-approver"] });
    expect(staffResetTokenFrom(await cli.server.outbox.waitForMail(email))).not.toBe("");

    const listed = await ictm(["staff", "list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`Aminah Salleh <${email}> (officer, final-approver)`);
    expect(listed.stdout).toContain("Pengiran Amir Yusof <admin@demo.ictm.bn> (administrator)");
  });

  it("refuses a role that does not exist (exit 2) and a taken e-mail (exit 1)", async () => {
    const wrong = await ictm(["staff", "create", "--email", uniqueEmail("y"), "--name", "Y", "--role", "chief-evaluator"]);
    expect(wrong.code).toBe(2);
    const taken = await ictm(["staff", "create", "--email", "officer@demo.ictm.bn", "--name", "Again", "--role", "officer", "--password", "Correct-Horse-9"]);
    expect(taken.code).toBe(1);
  });
});
