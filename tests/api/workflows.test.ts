// The back-office workflow list (staff only): empty on an empty database, "Work Permits" with the demo data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { backofficeClient, signIn, signInDemoStaff, staffClient } from "../support/api.ts";
import { addStaffMember } from "../support/staff.ts";

let empty: TestServer;
let demo: TestServer;
beforeAll(async () => {
  [empty, demo] = await Promise.all([startTestServer(), startTestServer({ demo: true })]);
});
afterAll(async () => {
  await Promise.all([empty?.close(), demo?.close()]);
});

describe("GET /backoffice/api/v1/workflows", () => {
  it("needs a staff token", async () => {
    expect((await backofficeClient(empty).GET("/workflows")).response.status).toBe(401);
  });

  it("answers an empty list on an empty database", async () => {
    const { token } = await addStaffMember(empty, ["evaluator"]);
    const answer = await staffClient(empty, token).GET("/workflows");
    expect(answer.response.status).toBe(200);
    expect(answer.data).toEqual({ data: [] });
  });

  it("lists the demo workflow with its permit types", async () => {
    const answer = await staffClient(demo, await signInDemoStaff(demo, "officer")).GET("/workflows");
    expect(answer.data?.data).toEqual([{ id: expect.any(String), name: "Work Permits", permitTypes: ["pvv", "sawp", "lpa"] }]);
  });
});

describe("the demo dataset", () => {
  it("has an activated Talent who can sign in with the documented password", async () => {
    expect(await signIn(demo, "talent@demo.ictm.bn", "Demo!2345")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
