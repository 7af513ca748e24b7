// Business verification over real HTTP: a Business submits its certificate, staff sign in and reject it with a
// reason (mailed), the Business resubmits, staff approve (mailed) and only then is it verified. Documents are seen
// by their Business and staff only. Also the demo data of members' pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/read.ts";
import { pdfDocument, pdfZipPolyglot, pngImage } from "../fixtures/files.ts";
import { backofficeClient, portalClient, signIn, signInDemoOfficer, signUpActiveTalent, staffClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { dataOf, fetchBytes, upload, type UploadPart } from "../support/upload.ts";

let server: TestServer;
let officer: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  officer = await signInDemoOfficer(server);
});
afterAll(async () => server?.close());

const form = (certificate: Buffer = pdfDocument(), more: UploadPart[] = []): UploadPart[] => [
  { field: "registrationCertificate", file: { bytes: certificate, name: "certificate.pdf", type: "application/pdf" } },
  { field: "applicantName", value: "Awang Hj Kamarul" },
  { field: "applicantPosition", value: "Director" },
  ...more,
];

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
  it("goes pending, rejected with a reason, resubmitted, approved; each outcome is mailed", async () => {
    const { email } = await registerActiveBusiness(server);
    const token = await signInBusiness(server, email);
    const submitted = await upload(server, "POST", "/businesses/verification-request-submissions", token, form(pdfDocument(), [
      { field: "supportingDocuments", file: { bytes: pngImage(), name: "licence.png", type: "image/png" } },
    ]));
    expect(submitted.status).toBe(201);
    expect(dataOf(submitted)).toMatchObject({ status: "pending", applicantName: "Awang Hj Kamarul", decidedAt: null, reason: null });
    expect((await upload(server, "POST", "/businesses/verification-request-submissions", token, form())).status).toBe(409);
    const profile = (await portalClient(server, token).GET("/businesses/profiles")).data?.data;
    const businessKey = profile?.key ?? "";
    expect(profile?.verification?.documents.map((document) => document.mediaType)).toEqual(["application/pdf", "image/png"]);

    const staff = staffClient(server, officer);
    const pending = (await staff.GET("/business-verifications", { params: { query: { status: "pending" } } })).data?.data ?? [];
    expect(pending.map((request) => request.businessKey)).toContain(businessKey);
    const decide = (body: { decision: "approved" | "rejected"; reason?: string }) => staff.POST("/business-verifications/{businessKey}/decisions", { params: { path: { businessKey } }, body });
    expect((await decide({ decision: "rejected" })).error?.errors).toEqual({ reason: ["Please say why the request is rejected."] });
    expect((await decide({ decision: "rejected", reason: "The certificate is not legible." })).data?.data).toMatchObject({ status: "rejected", reason: "The certificate is not legible." });
    const rejection = await server.outbox.waitForMail(email);
    expect(rejection.subject).toBe("Your ICT Manpower Portal verification request needs changes");
    expect(rejection.text).toContain("The certificate is not legible.");
    expect((await portalClient(server, token).GET("/businesses/profiles")).data?.data).toMatchObject({ isVerified: false, verification: { status: "rejected" } });
    expect((await decide({ decision: "approved" })).response.status).toBe(409);

    expect((await upload(server, "POST", "/businesses/verification-request-submissions", token, form())).status).toBe(409);
    const resubmitted = await upload(server, "PUT", "/businesses/verification-request-submissions", token, form());
    expect(resubmitted.status).toBe(200);
    expect(dataOf(resubmitted)).toMatchObject({ status: "pending", reason: null });
    expect((await decide({ decision: "approved" })).data?.data).toMatchObject({ status: "approved", businessKey });
    expect((await server.outbox.waitForMail(email)).subject).toBe("Your business is verified on the ICT Manpower Portal");
    expect((await portalClient(server, token).GET("/businesses/profiles")).data?.data).toMatchObject({ isVerified: true, verification: { status: "approved" } });
    expect((await upload(server, "PUT", "/businesses/verification-request-submissions", token, form())).status).toBe(409);

    const events = (await readStream(server.portal.db.orm, `business-${businessKey}`)).map((event) => [event.type, event.actor.split(":")[0]]);
    expect(events.slice(1)).toEqual([
      ["v1.VerificationRequested", "member"],
      ["v1.VerificationDecided", "staff"],
      ["v1.VerificationRequested", "member"],
      ["v1.VerificationDecided", "staff"],
    ]);
    const unknown = await staff.POST("/business-verifications/{businessKey}/decisions", { params: { path: { businessKey: "00000000-0000-4000-8000-000000000000" } }, body: { decision: "approved" } });
    expect(unknown.response.status).toBe(404);
  });

  it("refuses a PDF/ZIP polyglot, a missing certificate and a Talent; shows documents only to their Business and staff", async () => {
    const { email } = await registerActiveBusiness(server);
    const token = await signInBusiness(server, email);
    const polyglot = await upload(server, "POST", "/businesses/verification-request-submissions", token, form(pdfZipPolyglot()));
    expect(polyglot).toMatchObject({ status: 400, body: { messages: ["Sorry, these files are not accepted."] } });
    const noCertificate = await upload(server, "POST", "/businesses/verification-request-submissions", token, form().slice(1));
    expect(noCertificate.status).toBe(400);
    const noName = await upload(server, "POST", "/businesses/verification-request-submissions", token, [form()[0] ?? { field: "x" }, { field: "applicantPosition", value: "Director" }]);
    expect(noName.body).toMatchObject({ status: 400, errors: { applicantName: ["Please enter your name (up to 120 characters)."] } });
    const talentToken = await signIn(server, (await signUpActiveTalent(server)).email);
    expect((await upload(server, "POST", "/businesses/verification-request-submissions", talentToken, form())).status).toBe(403);

    const submitted = await upload(server, "POST", "/businesses/verification-request-submissions", token, form());
    const documents = dataOf(submitted)["documents"];
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
});

describe("the demo data", () => {
  it("has a verified Business with three open vacancies and two projects, and a Talent with a full profile and a saved job", async () => {
    const business = await signInBusiness(server, "business@demo.ictm.bn", "Demo!2345");
    const profile = (await portalClient(server, business).GET("/businesses/profiles")).data?.data;
    expect(profile).toMatchObject({ isVerified: true, employeeCount: "50-249" });
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
