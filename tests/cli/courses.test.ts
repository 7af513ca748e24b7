// A Business's course registrants from a terminal: `ictm courses registrants <course key>` as a table, as JSON, and
// as the server's CSV (stdout or --out), with --withdrawn and repeated --search. The course, two registrations and an
// approved withdrawal are made over the API; the CLI signs in as the Business.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalClient, signIn, signUpActiveTalent, testPassword } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
let email: string;
let courseKey: string;
beforeAll(async () => {
  cli = await startCliServer();
  ({ email } = await registerActiveBusiness(cli.server));
  const business = portalClient(cli.server, await signInBusiness(cli.server, email));
  const created = await business.POST("/businesses/training-courses", {
    body: {
      title: "Cloud Foundations", shortDescription: "Start with the cloud.", registrationUrl: null, startDate: "2099-01-05",
      languageId: "english", levelId: "beginner", fee: 150, duration: 3, durationMeasurementId: "days",
      contactEmail: "training@test.ictm.bn", contactPhoneNumber: null, longDescription: "Three days of labs.", isPosted: true,
      tagId: "cloud-computing",
    },
  });
  if (!created.data) throw new Error(`Course create failed with ${created.response.status}: ${JSON.stringify(created.error)}`);
  courseKey = created.data.data.key;
  const register = async (name: string) => {
    const talent = await signUpActiveTalent(cli.server, { name });
    const api = portalClient(cli.server, await signIn(cli.server, talent.email));
    const registered = await api.POST("/talents/training-courses/registrations", { body: { trainingCourseId: courseKey } });
    if (!registered.data) throw new Error(`Registration failed with ${registered.response.status}: ${JSON.stringify(registered.error)}`);
    return { api, registrationKey: registered.data.data.key };
  };
  await register("Nur Aisyah");
  const leaving = await register("Hafiz Rahman");
  await leaving.api.DELETE("/talents/training-courses/registrations/{id}", { params: { path: { id: leaving.registrationKey } } });
  const approved = await business.POST("/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals", {
    params: { path: { id: courseKey, registrationId: leaving.registrationKey } },
  });
  if (!approved.data) throw new Error(`Approval failed with ${approved.response.status}`);
}, 120_000);
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

describe("ictm courses registrants", () => {
  it("needs a Business session, then lists the registrants as a table, JSON and CSV with the screen's filters", async () => {
    const notSignedIn = await ictm(["courses", "registrants", courseKey]);
    expect(notSignedIn.code).toBe(1);
    expect(notSignedIn.stderr).toContain("ictm login --as business");
    expect((await ictm(["login", "--as", "business", "--email", email], { ICTM_PASSWORD: testPassword })).code).toBe(0);

    const table = await ictm(["courses", "registrants", courseKey]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/Name\s+E-mail\s+Registered at\s+Status/);
    expect(table.stdout).toContain("Nur Aisyah");
    expect(table.stdout).not.toContain("Hafiz Rahman");
    expect(table.stdout).toContain("1 enrolled, 0 asking to withdraw, 1 withdrawn.");

    const withdrawn = await ictm(["courses", "registrants", courseKey, "--withdrawn", "--json"]);
    const listed: { data: { items: Array<{ name: string; status: string }> } } = JSON.parse(withdrawn.stdout);
    expect(listed.data.items.map((item) => [item.name, item.status])).toEqual([["Hafiz Rahman", "withdrawn"]]);

    const narrowed = await ictm(["courses", "registrants", courseKey, "--search", "nur", "--search", "zzz"]);
    expect(narrowed.stdout).toContain("No registrants.");

    const csv = await ictm(["courses", "registrants", courseKey, "--csv"]);
    expect(csv.code).toBe(0);
    expect(csv.stdout.split(/\r?\n/)[0]).toBe("Name,E-mail,Registered at,Status");
    expect(csv.stdout).toContain("Nur Aisyah");

    const file = join(cli.configDir, "registrants.csv");
    const written = await ictm(["courses", "registrants", courseKey, "--withdrawn", "--csv", "--out", file]);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^Wrote .*registrants\.csv \(registrants-cloud-foundations-\d{4}-\d{2}-\d{2}\.csv\)\./);
    const saved = await readFile(file, "utf8");
    expect(saved).toContain("Hafiz Rahman");
    expect(saved).not.toContain("Nur Aisyah");
  }, 300_000);

  it("another Business's course, or none, is not found", async () => {
    const missing = await ictm(["courses", "registrants", "00000000-0000-4000-8000-000000000000"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).not.toBe("");
  }, 60_000);
});
