import { describe, expect, it } from "vitest";
import { aStaff } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf, problemOf } from "../test-support/test-core.ts";
import { validateForm } from "../forms/validate-form.ts";
import { loadStaffSelf } from "./load-staff-self.ts";
import { createStaff, loadStaffList, setStaffRoles } from "./manage-staff.ts";
import { restoreStaffSession } from "./restore-staff-session.ts";
import { requestStaffPasswordReset, resetStaffPassword } from "./staff-password-reset.ts";
import { NewStaffForm, StaffRolesForm } from "./staff-forms.ts";
import { STAFF_MESSAGES, describeRoles, mayManageStaff, normaliseRoles, refuseRolesChange } from "./staff-rules.ts";

const admin = { ...aStaff, key: "9b2d2c2e-1f7a-4f3e-8c55-0a6f5d1e2b10", email: "admin@ictm.gov.bn", name: "Admin Amir", roles: ["administrator" as const] };
const adminSession = { token: "admin-tok", staff: admin };
const aminah = { key: "1c0f3a2e-5b4d-4e6f-9a8b-7c6d5e4f3a21", email: "aminah@ictm.gov.bn", name: "Aminah Salleh", roles: ["officer" as const] };

describe("who may manage staff (pure)", () => {
  it("administrators manage staff; nobody takes the administrator role from themselves", () => {
    expect(mayManageStaff(["administrator"])).toBe(true);
    expect(mayManageStaff(["officer", "evaluator", "final-approver"])).toBe(false);
    const actor = { key: admin.key, roles: admin.roles };
    expect(refuseRolesChange({ actor, targetKey: aminah.key, roles: ["evaluator"] })).toBeNull();
    expect(refuseRolesChange({ actor, targetKey: admin.key, roles: ["officer"] })).toBe("self-demotion");
    expect(refuseRolesChange({ actor, targetKey: admin.key, roles: ["officer", "administrator"] })).toBeNull();
    expect(refuseRolesChange({ actor, targetKey: aminah.key, roles: [] })).toBe("no-role");
    expect(refuseRolesChange({ actor: { key: aminah.key, roles: aminah.roles }, targetKey: aminah.key, roles: ["administrator"] })).toBe("forbidden");
    expect(normaliseRoles(["administrator", "officer", "officer"])).toEqual(["officer", "administrator"]);
    expect(describeRoles(["final-approver", "evaluator"])).toBe("Evaluator, Final approver");
  });

  it("the forms name each field with the contract's words", () => {
    expect(validateForm(NewStaffForm, { email: "x", name: " ", roles: [] })).toEqual({
      email: "Please enter a valid e-mail address.",
      name: STAFF_MESSAGES.name,
      roles: STAFF_MESSAGES.roles,
    });
    expect(validateForm(NewStaffForm, { email: "a@b.bn", name: "A", roles: ["officer"], password: "short" })).toEqual({
      password: "Passwords are 8 to 128 characters long.",
    });
    expect(validateForm(StaffRolesForm, { roles: ["officer", "officer"] })).toEqual({ roles: STAFF_MESSAGES.roles });
    expect(validateForm(StaffRolesForm, { roles: ["chief-evaluator"] })).toEqual({ roles: STAFF_MESSAGES.roles });
    expect(validateForm(StaffRolesForm, { roles: ["evaluator", "final-approver"] })).toEqual({});
  });
});

describe("the signed-in staff member", () => {
  it("GET /me refreshes the session's roles and saves them", async () => {
    const promoted = { ...aStaff, roles: ["officer" as const, "evaluator" as const] };
    const test = makeTestCore({ staff: { token: "staff-tok", staff: aStaff }, script: [{ method: "GET", path: "/me", status: 200, body: { data: promoted } }] });
    await test.core.run(restoreStaffSession());
    expect(await test.core.run(loadStaffSelf())).toEqual({ ok: true, value: promoted });
    expect(test.http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(test.core.stores.staffSession.value.staff).toEqual(promoted);
    expect(JSON.parse(test.staffSaved() ?? "null")).toEqual({ token: "staff-tok", staff: promoted });
  });

  it("a 401 on GET /me ends the restored staff session", async () => {
    const test = makeTestCore({ staff: { token: "old", staff: aStaff }, script: [{ method: "GET", path: "/me", status: 401, body: problemOf("unauthorized") }] });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(loadStaffSelf({ silent: true }));
    expect(result.ok ? null : result.error._tag).toBe("SessionExpired");
    expect(test.core.stores.staffSession.value.status).toBe("loggedOut");
    expect(test.staffSaved()).toBeNull();
  });

  it("a session saved before roles (one `role`) is not restored", async () => {
    const test = makeTestCore();
    test.store.setItem("ictm.staffSession", JSON.stringify({ token: "t", staff: { key: aStaff.key, email: aStaff.email, name: aStaff.name, role: "officer" } }));
    await test.core.run(restoreStaffSession());
    expect(test.core.stores.staffSession.value.status).toBe("loggedOut");
  });
});

describe("staff password reset", () => {
  it("asks for a link and sets a new password with its token, without any token", async () => {
    const notice = { message: STAFF_MESSAGES.resetNotice };
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/password-resets", status: 200, body: { data: notice } },
        { method: "POST", path: "/password-resets/completions", status: 200, body: { data: { passwordChanged: true, sessionsRevoked: 2 } } },
      ],
    });
    expect(await test.core.run(requestStaffPasswordReset({ email: "officer@ictm.gov.bn" }))).toEqual({ ok: true, value: notice });
    expect(await test.core.run(resetStaffPassword({ token: "tok", password: "Correct-Horse-9" }))).toEqual({ ok: true, value: { passwordChanged: true, sessionsRevoked: 2 } });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ token: "tok", password: "Correct-Horse-9" });
    expect(test.http.requests.every((request) => request.headers["authorization"] === undefined)).toBe(true);
    expect(test.types()).toEqual(expect.arrayContaining(["v1.StaffPasswordResetRequested", "v1.StaffPasswordReset"]));
  });

  it("a used link reads the catalogue's words; a short password never leaves core", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/password-resets/completions", status: 410, body: problemOf("reset-link-invalid") }] });
    const short = await test.core.run(resetStaffPassword({ token: "tok", password: "short" }));
    expect(short.ok ? null : short.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { password: "Passwords are 8 to 128 characters long." } });
    const used = await test.core.run(resetStaffPassword({ token: "tok", password: "Correct-Horse-9" }));
    expect(used.ok ? null : used.error).toMatchObject({ _tag: "PasswordResetLinkInvalid" });
    expect(test.http.requests).toHaveLength(1);
  });
});

describe("administrators manage staff", () => {
  it("lists, creates and changes roles; the staffList store follows, by name", async () => {
    const evaluator = { ...aminah, roles: ["evaluator" as const] };
    const test = makeTestCore({
      staff: adminSession,
      script: [
        { method: "GET", path: "/staff", status: 200, body: { data: [admin] } },
        { method: "POST", path: "/staff", status: 201, body: { data: aminah } },
        { method: "PUT", path: `/staff/${aminah.key}/roles`, status: 200, body: { data: evaluator } },
      ],
    });
    await test.core.run(restoreStaffSession());
    await test.core.run(loadStaffList());
    expect(test.core.stores.staffList.value).toEqual({ status: "loaded", items: [admin] });

    const created = await test.core.run(createStaff({ email: aminah.email, name: aminah.name, roles: ["officer"] }));
    expect(created).toEqual({ ok: true, value: aminah });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ email: aminah.email, name: aminah.name, roles: ["officer"] });
    expect(test.core.stores.staffList.value.items.map((item) => item.name)).toEqual(["Admin Amir", "Aminah Salleh"]);

    await test.core.run(setStaffRoles({ staffKey: aminah.key, roles: ["evaluator"] }));
    expect(pathOf(test.http.requests[2]?.url ?? "")).toBe(`/backoffice/api/v1/staff/${aminah.key}/roles`);
    expect(test.core.stores.staffList.value.items[1]).toEqual(evaluator);
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Saved Successfully", "Saved Successfully"]);
  });

  it("an officer is Forbidden; self-demotion reads the server's words; the list clears at sign-out", async () => {
    const test = makeTestCore({
      staff: adminSession,
      script: [
        { method: "GET", path: "/staff", status: 200, body: { data: [admin] } },
        { method: "PUT", path: `/staff/${admin.key}/roles`, status: 403, body: problemOf("forbidden", STAFF_MESSAGES.selfDemotion) },
        { method: "POST", path: "/sign-outs", status: 200, body: { data: { signedOut: true } } },
      ],
    });
    await test.core.run(restoreStaffSession());
    await test.core.run(loadStaffList());
    const refused = await test.core.run(setStaffRoles({ staffKey: admin.key, roles: ["officer"] }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "Forbidden", message: STAFF_MESSAGES.selfDemotion });
    expect(test.core.stores.staffSession.value.status).toBe("loggedIn");
    const { signOutStaff } = await import("./sign-out-staff.ts");
    await test.core.run(signOutStaff());
    expect(test.core.stores.staffList.value).toEqual({ status: "idle", items: [] });
  });
});
