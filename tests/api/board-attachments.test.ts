// Attachments of a status step over real HTTP on the demo server: a PDF uploaded with a comment, listed, served to
// staff only, replaced and deleted (with a comment) by its author only; hostile files (programs named .pdf, a PNG
// header followed by script, an empty file, one over 10 MB) are refused with the catalogue's words, nothing stored.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_MESSAGES, PERMIT_MESSAGES, permitStream, type StaffRole } from "@ictm/core/domain";
import { files } from "@ictm/server/db/schema.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { elfExecutable, pdfDocument, pngImage } from "../fixtures/files.ts";
import { demoStaffOf, startBoardServer, type BoardServer } from "../support/board.ts";
import { backofficeCall, bearer, inScreening } from "../support/board-calls.ts";
import { fetchBytes } from "../support/upload.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const token = (role: StaffRole) => on.staff(role).token;
const refused = { messages: ["Sorry, these files are not accepted."] };
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);

describe("attachments", () => {
  const attach = (role: StaffRole, stepId: string, bytes: Buffer, name: string, type: string, comment?: string) =>
    backofficeCall(on.server, "POST", `/expat-permits/applications/workflows/status-steps/${stepId}/attachments`, {
      headers: bearer(token(role)),
      parts: [{ field: "File", file: { bytes, name, type } }, ...(comment === undefined ? [] : [{ field: "Comment", value: comment }])],
    });
  const replace = (role: StaffRole, attachmentId: string, bytes: Buffer, name: string, type: string, comment: string) =>
    backofficeCall(on.server, "PUT", `/expat-permits/applications/workflows/status-steps/attachments/${attachmentId}`, {
      headers: bearer(token(role)),
      parts: [{ field: "File", file: { bytes, name, type } }, { field: "Comment", value: comment }],
    });
  const list = async (stepId: string) => (await on.api("officer").GET("/expat-permits/applications/workflows/status-steps/{stepId}/attachments", { params: { path: { stepId } } })).data?.data ?? [];
  const stored = async () => (await on.server.portal.db.orm.select({ n: count() }).from(files).where(eq(files.purpose, "board-attachment")))[0]?.n ?? 0;
  const dataOf = (answer: { body: unknown }) => Object(Reflect.get(Object(answer.body), "data"));

  it("are uploaded with a comment, listed, served to staff only, replaced and deleted with a comment by their author", async () => {
    const { id, stepId } = await inScreening(on);
    const added = await attach("officer", stepId, pdfDocument("Screening checklist"), "checklist.pdf", "application/pdf", " Screening checklist ");
    expect(added.status).toBe(201);
    expect(dataOf(added)).toMatchObject({ statusStepId: stepId, comment: "Screening checklist", file: { mediaType: "application/pdf", mediaName: "checklist.pdf" }, author: { kind: "staff", name: demoStaffOf("officer").name }, isMine: true });
    const attachmentId = String(Reflect.get(dataOf(added), "id"));
    const url = String(Reflect.get(Object(Reflect.get(dataOf(added), "file")), "mediaUrl"));
    expect((await fetchBytes(on.server, url, bearer(token("evaluator")))).status).toBe(200);
    expect((await fetchBytes(on.server, url, { "x-member-authorization": on.business })).status).toBe(404);
    expect((await fetchBytes(on.server, url)).status).toBe(404);
    expect((await list(stepId)).map((attachment) => attachment.id)).toEqual([attachmentId]);

    const notYours = { status: 403, messages: [BOARD_MESSAGES.notYourAttachment] };
    expect((await replace("evaluator", attachmentId, pngImage(), "scan.png", "image/png", "Mine now")).body).toMatchObject(notYours);
    const replaced = await replace("officer", attachmentId, pngImage(), "scan.png", "image/png", "A clearer scan");
    expect(replaced.status).toBe(200);
    expect(dataOf(replaced)).toMatchObject({ id: attachmentId, comment: "A clearer scan", file: { mediaType: "image/png", mediaName: "scan.png" } });

    const remove = (role: StaffRole, comment: string) => on.api(role).DELETE("/expat-permits/applications/workflows/status-steps/attachments/{attachmentId}", { params: { path: { attachmentId } }, body: { comment } });
    expect((await remove("evaluator", "Not needed")).error).toMatchObject(notYours);
    expect((await remove("officer", "  ")).error).toMatchObject({ status: 400, errors: { comment: [PERMIT_MESSAGES.commentRequired] } });
    expect((await remove("officer", "Attached to the wrong application")).data?.data).toEqual({ deleted: true });
    expect(await list(stepId)).toEqual([]);
    // Anyone who sees the step may attach; the author alone may change it.
    const theirs = await attach("evaluator", stepId, pdfDocument("Evaluation notes"), "notes.pdf", "application/pdf");
    expect(theirs.status).toBe(201);
    expect((await list(stepId)).map((attachment) => [attachment.author.name, attachment.comment, attachment.isMine])).toEqual([[demoStaffOf("evaluator").name, "", false]]);
    expect((await factTypes(id)).filter((type) => type.startsWith("v1.Attachment"))).toEqual(["v1.AttachmentAdded", "v1.AttachmentReplaced", "v1.AttachmentDeleted", "v1.AttachmentAdded"]);
  });

  it("refuse hostile files with the catalogue's words and store nothing", async () => {
    const { stepId } = await inScreening(on);
    const before = await stored();
    const pngThenScript = Buffer.concat([pngImage().subarray(0, 16), Buffer.from("<script>alert(document.cookie)</script>")]);
    const oversize = Buffer.concat([pdfDocument(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const hostile: Array<[Buffer, string, string]> = [
      [Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2048, 0)]), "setup.exe.pdf", "application/pdf"],
      [elfExecutable(), "program.pdf", "application/pdf"],
      [pngThenScript, "picture.png", "image/png"],
      [Buffer.alloc(0), "empty.pdf", "application/pdf"],
      [oversize, "huge.pdf", "application/pdf"],
    ];
    for (const [bytes, name, type] of hostile) {
      const answer = await attach("officer", stepId, bytes, name, type, "Should not be kept");
      expect([400, 413], name).toContain(answer.status);
      expect(answer.body, name).toMatchObject(refused);
    }
    expect(await list(stepId)).toEqual([]);
    expect(await stored()).toBe(before);
  });
});
