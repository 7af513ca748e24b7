// Signatories over real HTTP: any staff member lists them; administrators add them (numbered 1, 2, …), change their
// name, title and active state (the image kept) and upload their signature image (PNG or JPEG through the one upload
// mechanism, served to staff only); others are refused. The public keys publish each one's number, name and title.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, problemType, SIGNATURE_FORM_MESSAGES, type ProblemKind } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { jpegImage, pngImage, webpImage } from "../fixtures/files.ts";
import { backofficeClient, staffClient } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createSignatory, ensureSignatory, publicKeysOf, TEST_SIGNATORY, uploadSignatureImage, type Signatory } from "../support/signatures.ts";
import { addStaffMember, type TestStaff } from "../support/staff.ts";
import { fetchBytes } from "../support/upload.ts";

let server: TestServer;
let admin: TestStaff;
let officer: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  [admin, officer] = await Promise.all([addStaffMember(server, ["administrator"]), addStaffMember(server, ["officer", "final-approver"])]);
}, 120_000);
afterAll(async () => server?.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const asAdmin = () => staffClient(server, admin.token);
const asOfficer = () => staffClient(server, officer.token);
const unknownId = "7d0c1c55-3b7e-4a53-9d7e-2f6a0e1b9c44";
const update = (token: string, signatoryId: string, body: { name: string; title: string; isActive: boolean }) =>
  staffClient(server, token).PUT("/signatures/signatories/{signatoryId}", { params: { path: { signatoryId } }, body });
const imageOf = (token: string | null, signatoryId: string) => fetchBytes(server, `/backoffice/api/v1/signatures/signatories/${signatoryId}/image`, token === null ? {} : { authorization: `Bearer ${token}` });

let first: Signatory;

describe("adding signatories", () => {
  it("is for administrators: listed to any staff member, refused to others (403) and to anyone without a session (401)", async () => {
    expect((await asOfficer().GET("/signatures/signatories")).data?.data).toEqual([]);
    expect((await backofficeClient(server).GET("/signatures/signatories")).response.status).toBe(401);
    const byOfficer = await asOfficer().POST("/signatures/signatories", { body: { name: "Someone", title: "Clerk", isActive: true } });
    expect(byOfficer.error).toMatchObject({ ...refused("forbidden", 403), messages: [MESSAGES.forbidden] });
    expect((await backofficeClient(server).POST("/signatures/signatories", { body: { name: "Someone", title: "Clerk", isActive: true } })).response.status).toBe(401);
    expect((await asOfficer().GET("/signatures/signatories")).data?.data).toEqual([]);
  });

  it("numbers them 1, 2, … with no image until one is uploaded, and refuses a blank name or title", async () => {
    first = await createSignatory(asAdmin(), { name: "  Awang Haji Ahmad  ", title: "Acting Director", isActive: true });
    expect(first).toMatchObject({ number: 1, name: "Awang Haji Ahmad", title: "Acting Director", isActive: true, image: null });
    const second = await createSignatory(asAdmin(), { name: "Dayang Nur", title: "Deputy Director", isActive: false });
    expect(second.number).toBe(2);
    const blank = await asAdmin().POST("/signatures/signatories", { body: { name: "   ", title: "Director", isActive: true } });
    expect(blank.error).toMatchObject({ ...refused("validation-failed", 400), errors: { name: [SIGNATURE_FORM_MESSAGES.name] } });
    const tooLong = await asAdmin().POST("/signatures/signatories", { body: { name: "N".repeat(121), title: "Director", isActive: true } });
    expect(tooLong.error).toMatchObject({ ...refused("validation-failed", 400), errors: { name: [SIGNATURE_FORM_MESSAGES.name] } });
    const listed = (await asOfficer().GET("/signatures/signatories")).data?.data ?? [];
    expect(listed.map((signatory) => [signatory.number, signatory.name, signatory.isActive])).toEqual([
      [1, "Awang Haji Ahmad", true],
      [2, "Dayang Nur", false],
    ]);
    const facts = await readStream(server.portal.db.orm, `signatory-${first.id}`);
    expect(facts.map((fact) => fact.type)).toEqual(["v1.SignatoryAdded"]);
    expect(facts[0]?.payload).toMatchObject({ number: 1, name: "Awang Haji Ahmad", image: null, isActive: true, by: `staff:${admin.key}` });
  });
});

describe("a signatory's signature image", () => {
  it("is uploaded by an administrator (PNG or JPEG only), served to staff only, and kept when the signatory changes", async () => {
    expect((await imageOf(officer.token, first.id)).status).toBe(404);
    expect((await uploadSignatureImage(server, officer.token, first.id, pngImage())).status).toBe(403);
    expect((await uploadSignatureImage(server, null, first.id, pngImage())).status).toBe(401);
    expect((await uploadSignatureImage(server, admin.token, unknownId, pngImage())).status).toBe(404);
    const webp = await uploadSignatureImage(server, admin.token, first.id, webpImage(), "signature.webp", "image/webp");
    expect(webp).toMatchObject({ status: 400, body: { type: problemType("files-rejected"), messages: [MESSAGES.filesNotAccepted] } });

    const png = pngImage();
    const uploaded = await uploadSignatureImage(server, admin.token, first.id, png);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ data: { id: first.id, number: 1, image: { mediaType: "image/png", size: png.length } } });

    const served = await imageOf(officer.token, first.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.bytes.equals(png)).toBe(true);
    expect((await imageOf(null, first.id)).status).toBe(401);

    const listed = (await asOfficer().GET("/signatures/signatories")).data?.data.find((signatory) => signatory.id === first.id);
    const url = listed?.image?.url ?? "";
    expect(url).toMatch(/^\/api\/v1\/files\//);
    expect((await fetchBytes(server, url, { authorization: `Bearer ${officer.token}` })).status).toBe(200);
    expect((await fetchBytes(server, url)).status).toBe(404);

    const jpeg = await uploadSignatureImage(server, admin.token, first.id, jpegImage(), "signature.jpg", "image/jpeg");
    expect(jpeg.body).toMatchObject({ data: { image: { mediaType: "image/jpeg" } } });
    const changed = await update(admin.token, first.id, { name: "Awang Haji Ahmad bin Ali", title: "Director", isActive: true });
    expect(changed.data?.data).toMatchObject({ number: 1, name: "Awang Haji Ahmad bin Ali", title: "Director", image: { mediaType: "image/jpeg" } });
    expect((await readStream(server.portal.db.orm, `signatory-${first.id}`)).map((fact) => fact.type)).toEqual(["v1.SignatoryAdded", "v1.SignatoryChanged", "v1.SignatoryChanged", "v1.SignatoryChanged"]);
  });
});

describe("changing a signatory", () => {
  it("is for administrators, 404 for an unknown one, and the public keys publish every signatory's number, name and title", async () => {
    expect((await update(officer.token, first.id, { name: "Mine", title: "Mine", isActive: false })).error).toMatchObject(refused("forbidden", 403));
    expect((await update(admin.token, unknownId, { name: "Nobody", title: "None", isActive: true })).response.status).toBe(404);
    const deactivated = await update(admin.token, first.id, { name: "Awang Haji Ahmad bin Ali", title: "Director", isActive: false });
    expect(deactivated.data?.data.isActive).toBe(false);
    const published = (await publicKeysOf(server)).data;
    expect(published?.signatories).toEqual([
      { number: 1, name: "Awang Haji Ahmad bin Ali", title: "Director" },
      { number: 2, name: "Dayang Nur", title: "Deputy Director" },
    ]);
  });

  it("ensureSignatory (test support) makes an active signatory when none is active, and finds it after", async () => {
    const made = await ensureSignatory(asAdmin());
    expect(made).toMatchObject({ number: 3, ...TEST_SIGNATORY, isActive: true });
    expect((await ensureSignatory(asAdmin())).id).toBe(made.id);
  });
});
