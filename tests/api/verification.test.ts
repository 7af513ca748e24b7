// Business verification over real HTTP, on its event stream: a Business submits its certificate (one PUT), staff
// reject it with a reason (mailed), the Business resubmits at the version it saw, staff approve (mailed) and only
// then is it verified. Stale versions are 409, a missing If-Match 428; deciding twice is refused; the projection
// rebuilt from the log equals the live tables. Documents are seen by their Business and staff only. Also the demo data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemType } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { verificationProjector } from "@ictm/server/verification/projector.ts";
import { pdfDocument, pdfZipPolyglot, pngImage } from "../fixtures/files.ts";
import { backofficeClient, portalClient, signIn, signInDemoOfficer, signUpActiveTalent, staffClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import type { TestServer } from "../support/server.ts";
import { fetchBytes, type UploadPart } from "../support/upload.ts";
import { startWithDemoOfficer, submitVerification, verificationTables } from "../support/verification.ts";

let server: TestServer;
let officer: string;
beforeAll(async () => {
  ({ server, officer } = await startWithDemoOfficer());
});
afterAll(async () => server?.close());

const form = (certificate: Buffer = pdfDocument(), more: UploadPart[] = []): UploadPart[] => [
  { field: "registrationCertificate", file: { bytes: certificate, name: "certificate.pdf", type: "application/pdf" } },
  { field: "applicantName", value: "Awang Hj Kamarul" },
  { field: "applicantPosition", value: "Director" },
  ...more,
];
const submit = (token: string | null, parts: UploadPart[], version?: number) => submitVerification(server, token, parts, version);

describe("staff sign-in", () => {
  it("refuses wrong details with the catalogue's words, and a signed-out token", async () => {
    const wrong = await backofficeClient(server).POST("/sign-ins", { body: { email: "officer@demo.ictm.bn", password: "wrong password" } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.messages).toEqual(["Login details incorrect. Please try again."]);
    const token = await signInDemoOfficer(server);
    expect((await staffClient(server, token).GET("/business-verifications", {})).response.status).toBe(200);
    expect((await staffClient(server, token).POST("/sign-outs")).response.status).toBe(200);
    expect((await staffClient(server, token).GET("/business-verifications", {})).response.status).toBe(401);
    expect((await backofficeClient(server).GET("/business-verifications", {})).response.status).toBe(401);
  });
});

describe("verifying a business", () => {
  it("goes pending, rejected with a reason, resubmitted, approved; each outcome is mailed; every step is a fact of its stream", async () => {
    const { email } = await registerActiveBusiness(server);
    const token = await signInBusiness(server, email);
    const submitted = await submit(token, form(pdfDocument(), [{ field: "supportingDocuments", file: { bytes: pngImage(), name: "licence.png", type: "image/png" } }]));
    expect(submitted.status).toBe(201);
    expect(submitted.etag).toBe('"1"');
    expect(submitted.data).toMatchObject({ status: "pending", version: 1, applicantName: "Awang Hj Kamarul", decidedAt: null, reason: null });
    const profile = (await portalClient(server, token).GET("/businesses/profiles")).data?.data;
    const businessKey = profile?.key ?? "";
    expect(profile?.verification).toMatchObject({ version: 1 });
    expect(profile?.verification?.documents.map((document) => document.mediaType)).toEqual(["application/pdf", "image/png"]);

    const staff = staffClient(server, officer);
    const pending = (await staff.GET("/business-verifications", { params: { query: { status: "pending" } } })).data?.data ?? [];
    expect(pending.find((request) => request.businessKey === businessKey)).toMatchObject({ version: 1, documents: [{ mediaType: "application/pdf" }, { mediaType: "image/png" }] });
    const decide = (version: number | undefined, body: { decision: "approved" | "rejected"; reason?: string }) =>
      staff.POST("/business-verifications/{businessKey}/decisions", { params: { path: { businessKey }, header: version === undefined ? {} : { "If-Match": `"${version}"` } }, body });
    expect((await decide(1, { decision: "rejected" })).error?.errors).toEqual({ reason: ["Please say why the request is rejected."] });
    const rejected = await decide(1, { decision: "rejected", reason: "The certificate is not legible." });
    expect(rejected.data?.data).toMatchObject({ status: "rejected", version: 2, reason: "The certificate is not legible." });
    expect(rejected.response.headers.get("etag")).toBe('"2"');
    const rejection = await server.outbox.waitForMail(email);
    expect(rejection.subject).toBe("Your ICT Manpower Portal verification request needs changes");
    expect(rejection.text).toContain("The certificate is not legible.");
    expect((await portalClient(server, token).GET("/businesses/profiles")).data?.data).toMatchObject({ isVerified: false, verification: { status: "rejected", version: 2 } });
    // Deciding twice is refused: at the new version it is no longer pending; at the old one it is stale.
    expect((await decide(2, { decision: "approved" })).error).toMatchObject({ status: 409, type: problemType("verification-not-pending") });
    expect((await decide(1, { decision: "approved" })).error).toMatchObject({ status: 409, type: problemType("stale-version") });

    const resubmitted = await submit(token, form(), 2);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.data).toMatchObject({ status: "pending", version: 3, reason: null });
    expect((await decide(3, { decision: "approved" })).data?.data).toMatchObject({ status: "approved", version: 4, businessKey });
    expect((await server.outbox.waitForMail(email)).subject).toBe("Your business is verified on the ICT Manpower Portal");
    expect((await portalClient(server, token).GET("/businesses/profiles")).data?.data).toMatchObject({ isVerified: true, verification: { status: "approved", version: 4 } });
    expect(await submit(token, form(), 4)).toMatchObject({ status: 409, body: { type: problemType("already-verified"), messages: ["Your business is already verified."] } });

    const facts = (await readStream(server.portal.db.orm, `verification-${businessKey}`)).map((event) => [event.version, event.type, event.actor.split(":")[0]]);
    expect(facts).toEqual([
      [1, "v1.VerificationRequested", "member"],
      [2, "v1.VerificationRejected", "staff"],
      [3, "v1.VerificationResubmitted", "member"],
      [4, "v1.VerificationApproved", "staff"],
    ]);
    const unknown = await staff.POST("/business-verifications/{businessKey}/decisions", {
      params: { path: { businessKey: "00000000-0000-4000-8000-000000000000" }, header: { "If-Match": '"1"' } },
      body: { decision: "approved" },
    });
    expect(unknown.response.status).toBe(404);
  });

  it("a pending request can be replaced at the version seen; a stale or missing version is refused and changes nothing", async () => {
    const token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
    expect((await submit(token, form(), 1)).body).toMatchObject({ status: 409, type: problemType("stale-version") });
    expect((await submit(token, form())).status).toBe(201);
    expect((await submit(token, form())).body).toMatchObject({ status: 428, type: problemType("version-required") });
    expect((await submit(token, form(), 0)).body).toMatchObject({ status: 409, type: problemType("stale-version") });
    const replaced = await submit(token, [...form().slice(0, 2), { field: "applicantPosition", value: "Chief Executive" }], 1);
    expect(replaced).toMatchObject({ status: 200, data: { status: "pending", version: 2, applicantPosition: "Chief Executive" } });
    expect((await submit(token, form(), 1)).body).toMatchObject({ status: 409, type: problemType("stale-version") });
    const profile = (await portalClient(server, token).GET("/businesses/profiles")).data?.data;
    expect(profile?.verification).toMatchObject({ version: 2, applicantPosition: "Chief Executive" });

    const businessKey = profile?.key ?? "";
    const staff = staffClient(server, officer);
    const decide = (headers: Record<string, string>) =>
      staff.POST("/business-verifications/{businessKey}/decisions", { params: { path: { businessKey }, header: headers }, body: { decision: "approved" } });
    // Staff who saw version 1 are told it changed: they never approve documents they have not seen.
    expect((await decide({})).error).toMatchObject({ status: 428, type: problemType("version-required") });
    expect((await decide({ "If-Match": '"1"' })).error).toMatchObject({ status: 409, type: problemType("stale-version") });
    expect((await decide({ "If-Match": "version two" })).response.status).toBe(400);
    expect((await decide({ "If-Match": '"2"' })).data?.data).toMatchObject({ status: "approved", version: 3 });
  });

  it("refuses a PDF/ZIP polyglot, a missing certificate and a Talent; shows documents only to their Business and staff", async () => {
    const { email } = await registerActiveBusiness(server);
    const token = await signInBusiness(server, email);
    expect(await submit(token, form(pdfZipPolyglot()))).toMatchObject({ status: 400, body: { messages: ["Sorry, these files are not accepted."] } });
    const noCertificate = await submit(token, form().slice(1));
    expect(noCertificate.body).toMatchObject({ status: 400, errors: { registrationCertificate: ["Please attach the registration certificate."] } });
    const noName = await submit(token, [form()[0] ?? { field: "x" }, { field: "applicantPosition", value: "Director" }]);
    expect(noName.body).toMatchObject({ status: 400, errors: { applicantName: ["Please enter your name (up to 120 characters)."] } });
    const pdf = { bytes: pdfDocument(), name: "more.pdf", type: "application/pdf" };
    const tooMany = await submit(token, form(pdfDocument(), [1, 2, 3, 4, 5].map(() => ({ field: "supportingDocuments", file: pdf }))));
    expect(tooMany.body).toMatchObject({ status: 400, errors: { supportingDocuments: ["Please attach at most 4 supporting documents."] } });
    const talentToken = await signIn(server, (await signUpActiveTalent(server)).email);
    expect((await submit(talentToken, form())).status).toBe(403);

    const submitted = await submit(token, form());
    const documents = submitted.data["documents"];
    const url = Array.isArray(documents) && typeof documents[0] === "object" && documents[0] !== null ? String(Reflect.get(documents[0], "url")) : "";
    const otherBusiness = await signInBusiness(server, (await registerActiveBusiness(server)).email);
    const status = async (headers: Record<string, string>) => (await fetchBytes(server, url, headers)).status;
    expect(await status({ "x-member-authorization": token })).toBe(200);
    expect(await status({ authorization: `Bearer ${officer}` })).toBe(200);
    expect([await status({}), await status({ "x-member-authorization": otherBusiness }), await status({ "x-member-authorization": talentToken })]).toEqual([404, 404, 404]);
    const served = await fetchBytes(server, url, { "x-member-authorization": token });
    expect(served.bytes.equals(pdfDocument())).toBe(true);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
  });

  it("rebuilt from the log, the verification tables equal the live ones (demo, population and the requests above)", async () => {
    const orm = server.portal.db.orm;
    const live = await verificationTables(orm);
    expect(live.requests.length).toBeGreaterThan(3);
    const report = await rebuildProjections(orm, [verificationProjector]);
    expect(report.tables).toEqual(["verification_requests", "verification_documents"]);
    expect(await verificationTables(orm)).toEqual(live);
  });
});

describe("the demo data", () => {
  it("has a verified Business with three open vacancies and two projects, and a Talent with a full profile and a saved job", async () => {
    const business = await signInBusiness(server, "business@demo.ictm.bn", "Demo!2345");
    const profile = (await portalClient(server, business).GET("/businesses/profiles")).data?.data;
    expect(profile).toMatchObject({ isVerified: true, employeeCount: "50-249", verification: { status: "approved", version: 2 } });
    const open = await portalClient(server).GET("/businesses/{id}/job-vacancies", { params: { path: { id: profile?.key ?? "" } } });
    expect(open.data?.data).toHaveLength(3);
    expect(open.data?.data.every((job) => job.isOpen && job.businessVerified && job.salaryCurrency === "BND")).toBe(true);
    expect((await portalClient(server, business).GET("/businesses/ict-projects")).data?.data).toHaveLength(2);
    const talent = await signIn(server, "talent@demo.ictm.bn", "Demo!2345");
    const own = (await portalClient(server, talent).GET("/talents/profiles")).data?.data;
    expect(own?.details).toMatchObject({ district: "brunei-muara", nationality: "BN" });
    expect(own?.resume.skills).toEqual(expect.arrayContaining(["TypeScript", "PostgreSQL"]));
    expect(own?.resume.education[0]?.institution).toBe("Universiti Brunei Darussalam");
    expect((await portalClient(server, talent).GET("/talents/saved-jobs")).data?.data).toHaveLength(1);
  });
});
