// Staff deciding a business's verification from a terminal: `ictm login --as staff`, `ictm business
// verifications`, `ictm business verify --reject --reason` at the listed version, the business resubmits, a stale
// `--request-version` is refused, `--approve` (at the pending request's version as it is now).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfDocument } from "@ictm/server/demo/sample-files.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer({ demo: true });
});
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

const api = (path: string, init: RequestInit = {}) => fetch(`${cli.server.url}/api/v1${path}`, init);

/** A new, activated Business signed in through the API: its token and its business's key. */
async function newBusiness(): Promise<{ token: string; key: string }> {
  const { email } = await registerActiveBusiness(cli.server);
  const token = await signInBusiness(cli.server, email);
  const answer = await api("/businesses/profiles", { headers: { "x-member-authorization": token } });
  const { data }: { data: { key: string } } = await answer.json();
  return { token, key: data.key };
}

/** The one submit call; `version` is the request's version the Business saw (If-Match), none for a first request. */
const submitVerification = (token: string, version?: number) => {
  const form = new FormData();
  form.append("registrationCertificate", new Blob([new Uint8Array(pdfDocument())], { type: "application/pdf" }), "certificate.pdf");
  form.append("applicantName", "Pg Hassan");
  form.append("applicantPosition", "Owner");
  const headers: Record<string, string> = { "x-member-authorization": token, ...(version === undefined ? {} : { "if-match": `"${version}"` }) };
  return api("/businesses/verification-request", { method: "PUT", headers, body: form });
};

describe("ictm business verify", () => {
  it("lets staff reject with a reason and approve the resubmission", async () => {
    const business = await newBusiness();
    expect((await submitVerification(business.token)).status).toBe(201);

    const refused = await ictm(["business", "verifications"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("ictm login --as staff");

    const login = await ictm(["login", "--as", "staff", "--email", "officer@demo.ictm.bn"], { ICTM_PASSWORD: "Demo!2345" });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);

    const listed = await ictm(["business", "verifications", "--json"]);
    expect(listed.code).toBe(0);
    const { data: pending }: { data: Array<{ businessKey: string; status: string }> } = JSON.parse(listed.stdout);
    expect(pending).toContainEqual(expect.objectContaining({ businessKey: business.key, status: "pending", version: 1 }));
    expect((await ictm(["business", "verifications"])).stdout).toContain(`${business.key}  pending   v1`);

    const both = await ictm(["business", "verify", business.key, "--approve", "--reject"]);
    expect(both.code).toBe(2);
    const noReason = await ictm(["business", "verify", business.key, "--reject"]);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain("Please say why the request is rejected.");

    const rejected = await ictm(["business", "verify", business.key, "--reject", "--reason", "The certificate is unreadable.", "--request-version", "1"]);
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toContain("rejected");
    const profile = async () => {
      const answer = await api("/businesses/profiles", { headers: { "x-member-authorization": business.token } });
      const { data }: { data: { isVerified: boolean; verification: { status: string; reason: string | null } } } = await answer.json();
      return data;
    };
    expect((await profile()).verification).toMatchObject({ status: "rejected", reason: "The certificate is unreadable." });

    expect((await submitVerification(business.token, 2)).status).toBe(200);
    // The operator listed version 1; the Business has resubmitted since (version 3): refused as stale.
    const stale = await ictm(["business", "verify", business.key, "--approve", "--request-version", "1"]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain("Someone else changed this at the same time. Please reload and try again.");
    const approved = await ictm(["business", "verify", business.key, "--approve"]);
    expect(approved.code).toBe(0);
    expect(await profile()).toMatchObject({ isVerified: true, verification: { status: "approved" } });

    const whoami = await ictm(["whoami"]);
    expect(whoami.stdout).toContain("back-office officer");
    expect((await ictm(["logout"])).code).toBe(0);
  }, 240_000);
});
