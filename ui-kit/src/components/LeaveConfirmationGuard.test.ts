import { describe, expect, it } from "vitest";
import { createLeaveGuard, type Navigate } from "./LeaveConfirmationGuard.ts";

function setUp(address = "/backoffice/staff") {
  const guard = createLeaveGuard(() => address);
  const went: Array<[string, boolean]> = [];
  const navigate: Navigate = (to, options) => went.push([to, options?.replace === true]);
  return { guard, went, navigate };
}

describe("the leave guard", () => {
  it("lets every navigation through while no form holds unsaved changes", () => {
    const { guard, went, navigate } = setUp();
    guard.aroundNav(navigate, "/backoffice/");
    expect(went).toEqual([["/backoffice/", false]]);
    expect(guard.held()).toBeNull();
  });

  it("holds a navigation away from unsaved changes, and goes to the stored route once the person leaves", () => {
    const { guard, went, navigate } = setUp();
    guard.setDirty("form", true);
    guard.aroundNav(navigate, "/backoffice/expat-permits", { replace: true });
    expect(went).toEqual([]);
    expect(guard.held()).toEqual({ to: "/backoffice/expat-permits" });

    guard.leave();
    expect(went).toEqual([["/backoffice/expat-permits", true]]);
    expect(guard.held()).toBeNull();
    guard.aroundNav(navigate, "/backoffice/");
    expect(went).toHaveLength(2);
  });

  it("staying forgets the stored route and keeps the form marked", () => {
    const { guard, went, navigate } = setUp();
    guard.setDirty("form", true);
    guard.aroundNav(navigate, "/backoffice/");
    guard.stay();
    expect(guard.held()).toBeNull();
    expect(went).toEqual([]);
    guard.aroundNav(navigate, "/backoffice/");
    expect(guard.held()).toEqual({ to: "/backoffice/" });
  });

  it("going to the address already shown never asks; an unmarked form no longer holds anything", () => {
    const { guard, went, navigate } = setUp("/backoffice/staff");
    guard.setDirty("a", true);
    guard.aroundNav(navigate, "/backoffice/staff");
    expect(went).toEqual([["/backoffice/staff", false]]);
    guard.setDirty("a", false);
    guard.aroundNav(navigate, "/backoffice/");
    expect(went).toHaveLength(2);
  });

  it("tells its listeners when a navigation is held and when it is answered", () => {
    const { guard, navigate } = setUp();
    let calls = 0;
    const unsubscribe = guard.subscribe(() => (calls += 1));
    guard.setDirty("form", true);
    guard.aroundNav(navigate, "/backoffice/");
    guard.stay();
    unsubscribe();
    guard.aroundNav(navigate, "/backoffice/");
    expect(calls).toBe(2);
  });

  it("after the changes are forgotten (a sign-out), the next navigation goes ahead without asking", () => {
    const { guard, went, navigate } = setUp();
    guard.setDirty("a", true);
    guard.setDirty("b", true);
    guard.forgetChanges();
    guard.aroundNav(navigate, "/", { replace: true });
    expect(went).toEqual([["/", true]]);
    expect(guard.held()).toBeNull();
  });
});
