// Staff and roles on the back-office API: sign-in answers roles, GET /me, no call without a staff token (a member's
// token never works), and administrators create staff (mailed a set-password link) and change roles but never drop
// their own administrator role. The password reset by mail: staff-password-reset.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, STAFF_MESSAGES } from "@ictm/core/domain";
import { contractFile, loadContract } from "@ictm/server/contract/load.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { backofficeClient, demoStaffEmails, signIn, signInDemoStaff, signInStaffMember, signUpActiveTalent, staffClient, testPassword, uniqueEmail } from "../support/api.ts";
import { staffResetTokenFrom } from "../support/mail.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { callShapeOf } from "../support/staff.ts";

let server: TestServer;
let admin: string;
let officer: string;
let memberToken: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  [admin, officer] = await Promise.all([signInDemoStaff(server, "administrator"), signInDemoStaff(server, "officer")]);
  memberToken = await signIn(server, (await signUpActiveTalent(server)).email);
}, 120_000);
afterAll(async () => server?.close());

const api = (token: string) => staffClient(server, token);
const someKey = "ab7c7a52-8f0e-4d7e-9a61-3c1f2b4d5e6f";

describe("sign-in and GET /me", () => {
  it("answers each demo staff member's roles, and /me answers the token's owner", async () => {
    for (const [role, email] of Object.entries(demoStaffEmails)) {
      const { data } = await backofficeClient(server).POST("/sign-ins", { body: { email, password: "Demo!2345" } });
      expect(data?.data.staff).toMatchObject({ email, roles: [role] });
      const me = await api(data?.data.accessToken ?? "").GET("/me");
      expect(me.data?.data).toEqual(data?.data.staff);
    }
  });

  it("refuses /me without a token, with a member's token, and with a member's token sent as Bearer", async () => {
    expect((await backofficeClient(server).GET("/me")).response.status).toBe(401);
    const asMember = await fetch(`${server.url}/backoffice/api/v1/me`, { headers: { "x-member-authorization": memberToken } });
    expect(asMember.status).toBe(401);
    expect((await api(memberToken).GET("/me")).response.status).toBe(401);
  });
});

describe("every back-office call needs a staff token", () => {
  it("no call of the contract that needs staff answers anyone else", async () => {
    const contract = await loadContract(contractFile("backoffice"));
    const guarded = contract.operations.filter((operation) => operation.security.includes("staffToken"));
    expect(guarded.map((operation) => operation.operationId)).toEqual(expect.arrayContaining(["listWorkflows", "getStaffSelf", "listStaff", "createStaff", "setStaffRoles"]));
    for (const operation of guarded) {
      const { path, validatedFirst } = callShapeOf(operation, someKey);
      const url = `${server.url}${path}`;
      const needsBody = operation.schema.body !== undefined;
      const callers: Array<Record<string, string>> = [{}, { "x-member-authorization": memberToken }, { authorization: `Bearer ${memberToken}` }];
      for (const headers of callers) {
        const answer = await fetch(url, {
          method: operation.method,
          headers: { ...headers, ...(needsBody ? { "content-type": "application/json" } : {}) },
          ...(needsBody ? { body: "{}" } : {}),
        });
        const label = `${operation.operationId} ${JSON.stringify(Object.keys(headers))}`;
        // A request the contract refuses (its body, a required parameter) is refused first (400); else the one 401.
        expect(validatedFirst ? [400, 401, 415] : [401], label).toContain(answer.status);
      }
    }
  });

  it("answers 401 to calls with valid bodies too, and lists workflows only for staff", async () => {
    const anyone = backofficeClient(server);
    expect((await anyone.GET("/workflows")).response.status).toBe(401);
    expect((await api(memberToken).GET("/workflows")).response.status).toBe(401);
    expect((await api(officer).GET("/workflows")).data?.data.map((workflow) => workflow.name)).toEqual(["Work Permits"]);
    const body = { email: uniqueEmail("nobody"), name: "Nobody", roles: ["officer" as const] };
    expect((await anyone.POST("/staff", { body })).response.status).toBe(401);
    expect((await api(memberToken).POST("/staff", { body })).response.status).toBe(401);
    expect((await api(memberToken).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: someKey } }, body: { roles: ["administrator"] } })).response.status).toBe(401);
  });
});

describe("administrators manage staff", () => {
  it("refuses an officer every administration call with 403 forbidden", async () => {
    const forbidden = { type: "urn:ictm:problem:forbidden", messages: [MESSAGES.forbidden] };
    expect((await api(officer).GET("/staff")).error).toMatchObject(forbidden);
    expect((await api(officer).POST("/staff", { body: { email: uniqueEmail("x"), name: "X", roles: ["administrator"] } })).error).toMatchObject(forbidden);
    const officerKey = (await api(officer).GET("/me")).data?.data.key ?? "";
    const promote = await api(officer).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: officerKey } }, body: { roles: ["administrator"] } });
    expect(promote.response.status).toBe(403);
  });

  it("creates a staff member who chooses a password from the mailed link, signs in, and gets new roles", async () => {
    const email = uniqueEmail("aminah");
    const created = await api(admin).POST("/staff", { body: { email: email.toUpperCase(), name: " Aminah Salleh ", roles: ["final-approver", "officer"] } });
    expect(created.response.status).toBe(201);
    const aminah = created.data?.data;
    expect(aminah).toEqual({ key: expect.any(String), email, name: "Aminah Salleh", roles: ["officer", "final-approver"] });
    expect((await api(admin).GET("/staff")).data?.data).toContainEqual(aminah);

    const mail = await server.outbox.waitForMail(email);
    expect(mail.text).toContain("72 hours");
    const token = staffResetTokenFrom(mail);
    const chosen = await backofficeClient(server).POST("/password-resets/completions", { body: { token, password: testPassword } });
    expect(chosen.data?.data).toEqual({ passwordChanged: true, sessionsRevoked: 0 });
    const used = await backofficeClient(server).POST("/password-resets/completions", { body: { token, password: testPassword } });
    expect(used.error).toMatchObject({ type: "urn:ictm:problem:reset-link-invalid", messages: [MESSAGES.passwordResetLinkInvalid] });
    const session = await signInStaffMember(server, email, testPassword);

    const changed = await api(admin).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: aminah?.key ?? "" } }, body: { roles: ["evaluator"] } });
    expect(changed.data?.data.roles).toEqual(["evaluator"]);
    expect((await api(session).GET("/me")).data?.data.roles).toEqual(["evaluator"]);
    const events = await readStream(server.portal.db.orm, `staff-${aminah?.key}`);
    expect(events.map((event) => event.type)).toEqual([
      "v1.StaffCreated",
      "v1.StaffPasswordResetRequested",
      "v1.StaffPasswordResetCompleted",
      "v1.StaffSignedIn",
      "v1.StaffRolesChanged",
    ]);
    expect(events[4]?.payload).toMatchObject({ from: ["officer", "final-approver"], to: ["evaluator"] });
  });

  it("creates with a first password (no mail), and refuses a taken e-mail, no role or an unknown one", async () => {
    const email = uniqueEmail("lee");
    const body = { email, name: "Lee Wei", roles: ["evaluator" as const], password: testPassword };
    expect((await api(admin).POST("/staff", { body })).response.status).toBe(201);
    expect(await signInStaffMember(server, email, testPassword)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api(admin).POST("/staff", { body: { ...body, email: demoStaffEmails.officer.toUpperCase() } })).error).toMatchObject({ type: "urn:ictm:problem:email-taken" });
    const none = await api(admin).POST("/staff", { body: { ...body, email: uniqueEmail("none"), roles: [] } });
    expect(none.error?.errors).toEqual({ roles: [STAFF_MESSAGES.roles] });
    const old = await fetch(`${server.url}/backoffice/api/v1/staff`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ ...body, email: uniqueEmail("old"), roles: ["chief-evaluator"] }),
    });
    expect(old.status).toBe(400);
    expect((await server.outbox.all()).some((mail) => mail.to === email)).toBe(false);
  });

  it("refuses an administrator's removal of their own administrator role, and an unknown staff member", async () => {
    const me = (await api(admin).GET("/me")).data?.data;
    const demote = await api(admin).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: me?.key ?? "" } }, body: { roles: ["officer"] } });
    expect(demote.error).toMatchObject({ status: 403, type: "urn:ictm:problem:forbidden", messages: [STAFF_MESSAGES.selfDemotion] });
    expect((await api(admin).GET("/me")).data?.data.roles).toEqual(["administrator"]);
    const more = await api(admin).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: me?.key ?? "" } }, body: { roles: ["administrator", "officer"] } });
    expect(more.data?.data.roles).toEqual(["officer", "administrator"]);
    expect((await api(admin).PUT("/staff/{staffKey}/roles", { params: { path: { staffKey: someKey } }, body: { roles: ["officer"] } })).response.status).toBe(404);
  });
});
