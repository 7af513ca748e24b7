// Expat permit applications over real HTTP, on their event streams: for each type a Business creates a draft (its
// business block from the profile), uploads documents, saves every section and submits; an empty one is refused
// with every problem by `<section>.<path>`; a submitted one is read-only until staff give edit control, which the
// Business hands back with a comment; only a draft is archived; versions guard every change; another business
// sees nothing and a Talent is forbidden; documents go to their Business only; an image uploaded "as PDF" is a PDF.
import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldAtPath, PERMIT_MESSAGES, PERMIT_SECTIONS, PERMIT_TYPES, permitSubmitVerdict, PROBLEMS, problemType, SAVED_SUCCESSFULLY, type PermitType } from "@ictm/core/domain";
import { PERMIT_FILE_POOL, PERMIT_VACANCY_POOL, validPermitSection } from "@ictm/core/test-support/permit-arbitraries.ts";
import { permitApplications, permitFiles, staff } from "@ictm/server/db/schema.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { giveEditControl, takeEditControl } from "@ictm/server/permits/edit-control.ts";
import { permitProjector } from "@ictm/server/permits/projector.ts";
import { jpegImage, pdfDocument, pngImage } from "../fixtures/files.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, sampleRegistration, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { dataOf, fetchBytes, upload } from "../support/upload.ts";

let server: TestServer;
let owner: string;
let ownerEmail: string;
let rival: string;
let talent: string;
const staffId = randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  await server.portal.db.orm.insert(staff).values({ id: staffId, email: "officer@test.ictm.bn", name: "Dayang Officer", roles: ["officer"], passwordHash: "x", createdAt: new Date() });
  ({ email: ownerEmail } = await registerActiveBusiness(server));
  owner = await signInBusiness(server, ownerEmail);
  rival = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  talent = await signIn(server, (await signUpActiveTalent(server)).email);
}, 60_000);
afterAll(async () => server?.close());

const api = (token: string) => portalClient(server, token);
const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });

async function create(type: PermitType, token = owner) {
  const answer = await api(token).POST("/expat-permits/{type}/applications", { params: { path: { type } }, body: {} });
  if (!answer.data) throw new Error(`Create failed with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data.data;
}
const record = async (type: PermitType, id: string, token = owner) => api(token).GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type, id } } });
const save = (type: PermitType, id: string, version: number, section: string, values: Record<string, unknown>, token = owner) =>
  api(token).PATCH("/expat-permits/{type}/applications/{id}/content", { params: { path: { type, id }, header: ifMatch(version) }, body: { section, values } });
const submit = (id: string, version: number, token = owner) => api(token).PUT("/expat-permits/applications/{id}/submissions", { params: { path: { id }, header: ifMatch(version) } });
const archive = (id: string, version: number, token = owner) => api(token).DELETE("/expat-permits/{id}/archive", { params: { path: { id }, header: ifMatch(version) } });
const handBack = (id: string, version: number, comment: string, token = owner) =>
  api(token).POST("/expat-permits/applications/{id}/edit-controls/yields", { params: { path: { id }, header: ifMatch(version) }, body: { comment } });
const sendFile = (id: string, bytes: Buffer, name: string, type: string, options: { pdf?: boolean; token?: string } = {}) =>
  upload(server, "POST", `/expat-permits/applications/${id}/uploads${options.pdf ? "/pdf" : ""}`, options.token ?? owner, [{ field: "File", file: { bytes, name, type } }]);
const fileIdOf = (answer: { body: unknown }) => {
  const file = dataOf({ status: 0, body: answer.body })["fileUpload"];
  return typeof file === "object" && file !== null ? String(Reflect.get(file, "id")) : "";
};

/** A valid section from core's generator, its file and vacancy references pointed at this application's own. */
function validSection(type: PermitType, section: string, fileIds: readonly string[], vacancyId: string): Record<string, unknown> {
  const [values] = fc.sample(validPermitSection(type, section), { numRuns: 1, seed: 7 });
  let json = JSON.stringify(values);
  PERMIT_FILE_POOL.forEach((pooled, index) => (json = json.replaceAll(pooled, fileIds[index] ?? "")));
  for (const pooled of PERMIT_VACANCY_POOL) json = json.replaceAll(pooled, vacancyId);
  return JSON.parse(json);
}

async function publishedVacancy(token: string): Promise<string> {
  const closingDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const answer = await api(token).POST("/businesses/job-vacancies", {
    body: { title: "Systems Analyst", description: "Runs and looks after our systems in Gadong.", district: "brunei-muara", location: "Gadong", employmentType: "full-time", salaryMin: 2000, salaryMax: 3000, salaryInterval: "monthly", skills: ["Linux"], closingDate, status: "published" },
  });
  if (!answer.data) throw new Error(`The vacancy was refused: ${JSON.stringify(answer.error)}`);
  return answer.data.data.key;
}

/** A draft of `type` filled in completely (three documents uploaded), ready to submit; answers its id and version. */
async function completeDraft(type: PermitType): Promise<{ id: string; version: number }> {
  const draft = await create(type);
  const id = draft.application.id;
  const files = [await sendFile(id, pdfDocument(), "passport.pdf", "application/pdf"), await sendFile(id, pngImage(), "photo.png", "image/png"), await sendFile(id, jpegImage(), "licence.jpg", "image/jpeg")];
  expect(files.map((file) => file.status)).toEqual([201, 201, 201]);
  const vacancy = type === "lpa" ? await publishedVacancy(owner) : "";
  let version = draft.application.version + files.length;
  for (const section of PERMIT_SECTIONS[type]) {
    const saved = await save(type, id, version, section.key, validSection(type, section.key, files.map(fileIdOf), vacancy));
    expect(saved.error).toBeUndefined();
    expect(saved.data?.messages).toEqual([SAVED_SUCCESSFULLY]);
    version = saved.data?.data.application.version ?? 0;
  }
  return { id, version };
}

describe("an expat permit application", () => {
  it.each(PERMIT_TYPES)("of type %s is created with its reference and business block, filled in and submitted", async (type) => {
    const draft = await create(type);
    expect(draft.application).toMatchObject({ permitType: type, status: "draft", version: 1, hasUserGivenEditControl: false, currentStep: null, submittedAt: null, personnelCount: 0 });
    expect(draft.application.reference).toMatch(new RegExp(`^${type.toUpperCase()}-\\d{4}-\\d{4}$`));
    expect(draft.application.businessName).toBe(sampleRegistration().businessName);
    const block = Object.values(draft.form.content).find((values) => "businessName" in values);
    expect(block).toMatchObject({ businessName: sampleRegistration().businessName, businessEmail: ownerEmail, businessTypeId: "private-limited" });
    expect(draft.auditTrailRecords).toMatchObject([{ version: 1, action: "created", by: { kind: "business", name: sampleRegistration().businessName } }]);

    const { id, version } = await completeDraft(type);
    const submitted = await submit(id, version);
    expect(submitted.error).toBeUndefined();
    expect(submitted.response.headers.get("etag")).toBe(`"${version + 1}"`);
    expect(submitted.data?.data.application).toMatchObject({ status: "submitted", version: version + 1 });
    expect(submitted.data?.data.files).toHaveLength(3);
    // lpa: a vacancy published today fails the labour-market test, which warns only: the submission went through.
    const vacancy = submitted.data?.data.application.vacancy;
    if (type === "lpa") expect(vacancy).toMatchObject({ title: "Systems Analyst", status: "published", daysPublished: 0, meetsLabourMarketTest: false });
    else expect(vacancy).toBeNull();
    expect(submitted.data?.data.auditTrailRecords.map((entry) => entry.action)).toEqual([
      "created", "file-uploaded", "file-uploaded", "file-uploaded", ...PERMIT_SECTIONS[type].map(() => "section-saved"), "submitted",
    ]);
    // Read-only now, and submitted once only.
    const section = PERMIT_SECTIONS[type][0]?.key ?? "";
    expect((await save(type, id, version + 1, section, {})).error).toMatchObject({ status: 409, type: problemType("permit-read-only"), messages: [PROBLEMS["permit-read-only"].message] });
    expect((await submit(id, version + 1)).error).toMatchObject({ status: 409, type: problemType("permit-already-submitted") });
    expect((await sendFile(id, pdfDocument(), "late.pdf", "application/pdf")).status).toBe(409);
  });

  it("the references count per type and year", async () => {
    const first = await create("sawp");
    const second = await create("sawp");
    const number = (reference: string) => Number(reference.slice(-4));
    expect(number(second.application.reference)).toBe(number(first.application.reference) + 1);
  });

  it("an empty application is refused at submit with every problem, by section and path", async () => {
    const draft = await create("pvv");
    const refused = await submit(draft.application.id, 1);
    expect(refused.error).toMatchObject({ status: 400, type: problemType("validation-failed") });
    const errors = refused.error?.errors ?? {};
    expect(errors).toEqual(permitSubmitVerdict("pvv", draft.form.content, { fileIds: new Set(), vacancyIds: new Set() }));
    const label = (path: string) => fieldAtPath("pvv", path)?.label ?? path;
    expect(errors["business.businessNature"]).toEqual([PERMIT_MESSAGES.required(label("business.businessNature"))]);
    expect(errors["declaration.isDeclarationAgreed"]).toEqual([PERMIT_MESSAGES.agree]);
    expect(Object.keys(errors).every((key) => PERMIT_SECTIONS.pvv.some((section) => key.startsWith(`${section.key}.`)))).toBe(true);
    expect((await record("pvv", draft.application.id)).data?.data.application.status).toBe("draft");
  });

  it("saves a section's draft problems by `<section>.<path>`, keeps the old and new values in the audit trail", async () => {
    const draft = await create("pvv");
    const id = draft.application.id;
    const block = draft.form.content["business"] ?? {};
    const bad = await save("pvv", id, 1, "business", { ...block, businessEmail: "not an address" });
    expect(bad.error?.errors).toEqual({ "business.businessEmail": [PERMIT_MESSAGES.email(fieldAtPath("pvv", "business.businessEmail")?.label ?? "")] });
    expect((await save("pvv", id, 1, "visits", {})).error?.errors).toHaveProperty("section");
    const first = await save("pvv", id, 1, "business", { ...block, businessNature: "  Software  " });
    expect(first.data?.data.form.content["business"]).toMatchObject({ businessNature: "Software" });
    const second = await save("pvv", id, 2, "business", { ...block, businessNature: "Networks" });
    const saved = second.data?.data.auditTrailRecords.at(-1);
    expect(saved).toMatchObject({ version: 3, action: "section-saved", section: "business", oldRecord: { businessNature: "Software" }, newRecord: { businessNature: "Networks" } });
    // The same values again record nothing.
    expect((await save("pvv", id, 3, "business", { ...block, businessNature: "Networks" })).data?.data.application.version).toBe(3);
  });

  it("guards every change with the version the client saw", async () => {
    const draft = await create("lpa");
    const id = draft.application.id;
    expect((await save("lpa", id, 9, "application", {})).error).toMatchObject({ status: 409, type: problemType("stale-version") });
    const missing = await api(owner).PATCH("/expat-permits/{type}/applications/{id}/content", { params: { path: { type: "lpa", id } }, body: { section: "application", values: {} } });
    expect(missing.error).toMatchObject({ status: 428, type: problemType("version-required") });
    expect((await archive(id, 2)).error).toMatchObject({ status: 409, type: problemType("stale-version") });
  });
});

describe("edit control", () => {
  it("lets the Business change a submitted application while staff give it, until it hands control back with a comment", async () => {
    const { id, version } = await completeDraft("sawp");
    await submit(id, version);
    await expect(takeEditControl(server.portal.services, staffId, id, "Not yet")).rejects.toMatchObject({ problem: { status: 409, type: problemType("edit-control-not-given") } });
    await expect(giveEditControl(server.portal.services, staffId, id, "   ")).rejects.toMatchObject({ problem: { errors: { comment: [PERMIT_MESSAGES.commentRequired] } } });
    const given = await giveEditControl(server.portal.services, staffId, id, "Please attach the contract.");
    const opened = (await record("sawp", id)).data?.data;
    expect(opened?.application).toMatchObject({ status: "submitted", hasUserGivenEditControl: true, editControlComment: "Please attach the contract.", version: given });
    expect(opened?.auditTrailRecords.at(-1)).toMatchObject({ action: "edit-control-given", by: { kind: "staff", name: "Dayang Officer" }, comment: "Please attach the contract." });

    const support = opened?.form.content["support"] ?? {};
    const changed = await save("sawp", id, given, "support", { ...support, organisationName: "Kampong Ayer Holdings" });
    expect(changed.data?.data.form.content["support"]).toMatchObject({ organisationName: "Kampong Ayer Holdings" });
    expect((await handBack(id, given + 1, "  ")).error?.errors).toEqual({ comment: [PERMIT_MESSAGES.commentRequired] });
    const handed = await handBack(id, given + 1, " Contract attached. ");
    expect(handed.data?.data.application).toMatchObject({ hasUserGivenEditControl: false, editControlComment: "Contract attached.", status: "submitted" });
    expect(handed.data?.data.auditTrailRecords.at(-1)).toMatchObject({ action: "edit-control-yielded", comment: "Contract attached.", by: { kind: "business" } });
    expect((await handBack(id, given + 2, "Again")).error).toMatchObject({ status: 409, type: problemType("edit-control-not-given") });
    expect((await save("sawp", id, given + 2, "support", support)).error).toMatchObject({ type: problemType("permit-read-only") });
  });
});

describe("archiving", () => {
  it("archives a draft (listed only when asked), and refuses a submitted one and any change to an archived one", async () => {
    const draft = await create("pvv");
    const id = draft.application.id;
    const archived = await archive(id, 1);
    expect(archived.data?.data).toMatchObject({ id, status: "archived", version: 2 });
    const listed = (await api(owner).GET("/expat-permits/applications", {})).data?.data.map((item) => item.id) ?? [];
    expect(listed).not.toContain(id);
    const all = (await api(owner).GET("/expat-permits/applications", { params: { query: { includeArchived: true } } })).data?.data.map((item) => item.id);
    expect(all).toContain(id);
    const dashboard = (await api(owner).GET("/businesses/expat-permits/applications")).data?.data.member.expatPermits.map((item) => item.id);
    expect(dashboard).not.toContain(id);
    expect(dashboard?.length).toBe(listed.length);
    expect((await save("pvv", id, 2, "business", {})).error).toMatchObject({ status: 409, type: problemType("permit-archived") });

    const { id: sent, version } = await completeDraft("pvv");
    await submit(sent, version);
    expect((await archive(sent, version + 1)).error).toMatchObject({ status: 409, type: problemType("permit-not-archivable"), messages: [PROBLEMS["permit-not-archivable"].message] });
  });
});

describe("who may see an application", () => {
  it("another business is told it does not exist, a Talent is forbidden", async () => {
    const draft = await create("lpa");
    const id = draft.application.id;
    expect((await record("lpa", id, rival)).response.status).toBe(404);
    expect((await record("pvv", id)).response.status).toBe(404);
    expect((await save("lpa", id, 1, "application", {}, rival)).response.status).toBe(404);
    expect((await submit(id, 1, rival)).response.status).toBe(404);
    expect((await archive(id, 1, rival)).response.status).toBe(404);
    expect((await sendFile(id, pdfDocument(), "x.pdf", "application/pdf", { token: rival })).status).toBe(404);
    expect((await record("lpa", randomUUID())).response.status).toBe(404);
    expect((await api(talent).GET("/expat-permits/applications", {})).response.status).toBe(403);
    expect((await api(talent).POST("/expat-permits/{type}/applications", { params: { path: { type: "pvv" } }, body: {} })).response.status).toBe(403);
    expect((await portalClient(server).GET("/expat-permits/applications", {})).response.status).toBe(401);
  });
});

describe("documents", () => {
  it("are served to their Business only; an image sent as PDF is stored as a PDF; a deleted one leaves the record", async () => {
    const draft = await create("pvv");
    const id = draft.application.id;
    const converted = await sendFile(id, pngImage(), "scan.png", "image/png", { pdf: true });
    expect(converted.status).toBe(201);
    const data = dataOf(converted);
    expect(data).toMatchObject({ media: { mediaType: "application/pdf" }, fileUpload: { mediaName: "scan.pdf" } });
    expect(Reflect.get(Object(converted.body), "version")).toBe(2);
    const url = String(Reflect.get(Object(data["fileUpload"]), "mediaUrl"));
    const mine = await fetchBytes(server, url, { "x-member-authorization": owner });
    expect(mine.status).toBe(200);
    expect(mine.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await fetchBytes(server, url, { "x-member-authorization": rival })).status).toBe(404);
    expect((await fetchBytes(server, url)).status).toBe(404);
    const jpeg = await sendFile(id, jpegImage(), "photo.jpg", "image/jpeg", { pdf: true });
    expect(dataOf(jpeg)).toMatchObject({ media: { mediaType: "application/pdf" } });
    expect((await sendFile(id, Buffer.from("plain text, not a document"), "notes.txt", "text/plain")).status).toBe(400);

    const fileId = fileIdOf(converted);
    const removed = await api(owner).DELETE("/expat-permits/applications/{id}/uploads/{fileId}", { params: { path: { id, fileId } } });
    expect(removed.data?.data).toEqual({ version: 4 });
    const after = (await record("pvv", id)).data?.data;
    expect(after?.files.map((file) => file.fileUpload.id)).toEqual([fileIdOf(jpeg)]);
    expect(after?.auditTrailRecords.at(-1)).toMatchObject({ action: "file-deleted", oldRecord: { fileId } });
    expect((await api(owner).DELETE("/expat-permits/applications/{id}/uploads/{fileId}", { params: { path: { id, fileId } } })).response.status).toBe(404);
  });
});

describe("the permit forms' reference lists", () => {
  it("the common data holds the contact channel types", async () => {
    const common = (await portalClient(server).GET("/portal/common-data")).data?.data;
    expect(common?.contactChannelTypes.map((item) => item.key)).toEqual(["whatsapp", "telegram", "wechat", "landline", "fax"]);
  });
});

describe("the projection", () => {
  it("rebuilt from the log equals the live tables", async () => {
    const orm = server.portal.db.orm;
    const read = async () => ({
      applications: await orm.select().from(permitApplications).orderBy(asc(permitApplications.id)),
      files: await orm.select().from(permitFiles).orderBy(asc(permitFiles.applicationId), asc(permitFiles.fileId)),
    });
    const before = JSON.stringify(await read());
    await rebuildProjections(orm, [permitProjector]);
    expect(JSON.stringify(await read())).toBe(before);
  });
});
