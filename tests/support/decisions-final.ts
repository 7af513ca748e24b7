// The expatriates' approval, letters, final approval and notifications as the API tests make them, on a
// BoardServer (./board.ts): the expatriates and approval records as a role, a decision, every person decided, a
// letter or appendix downloaded as bytes, the final approval's calls, and reading PDFs back: the text a page sets
// (pdf-lib writes it as hex strings in its content streams) and the PDF files attached to an outbox mail.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";
import type { StaffRole } from "@ictm/core/domain";
import type { BoardServer } from "./board.ts";
import { panelOf } from "./board-calls.ts";
import type { ReceivedMail } from "./server.ts";

type Type = "pvv" | "sawp" | "lpa";

export const personnelOf = async (on: BoardServer, role: StaffRole, id: string, type: Type = "pvv") =>
  (await on.api(role).GET("/expat-permits/{type}/applications/{id}/expat-personnel", { params: { path: { type, id } } })).data?.data ?? [];

export const approvalsOf = async (on: BoardServer, role: StaffRole, id: string, type: Type = "pvv") =>
  (await on.api(role).GET("/expat-permits/{type}/applications/{id}/expat-personnel/approval", { params: { path: { type, id } } })).data?.data ?? [];

export const decide = (on: BoardServer, role: StaffRole, id: string, body: { personIndex: number; isApproved: boolean; remarks?: string }, type: Type = "pvv") =>
  on.api(role).POST("/expat-permits/{type}/applications/{id}/expat-personnel/approval", { params: { path: { type, id } }, body });

/** Decides every expatriate as the final approver: approved when `approve(index)`; answers how many there are. */
export async function decideEveryone(on: BoardServer, id: string, approve: (index: number) => boolean = () => true): Promise<number> {
  const people = await personnelOf(on, "final-approver", id);
  for (const person of people) {
    const decided = await decide(on, "final-approver", id, { personIndex: person.index, isApproved: approve(person.index), remarks: `Decision ${person.index}` });
    if (!decided.data) throw new Error(`Deciding person ${person.index} failed: ${JSON.stringify(decided.error)}`);
  }
  return people.length;
}

export interface Download {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
}

/** A letter or appendix (draft or final) of the person at `index`, downloaded as a role. */
export async function download(on: BoardServer, role: StaffRole, id: string, index: number, kind: "approval-letter" | "appendix", draft: boolean, type: Type = "pvv"): Promise<Download> {
  const path = `/expat-permits/${type}/applications/${id}/expat-personnel/${index}/${kind}${draft ? "/draft" : ""}`;
  const response = await fetch(`${on.server.url}/backoffice/api/v1${path}`, { headers: { authorization: `Bearer ${on.staff(role).token}` } });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    disposition: response.headers.get("content-disposition") ?? "",
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

export const finalApprovalOf = (on: BoardServer, role: StaffRole, id: string) => on.api(role).GET("/expat-permits/applications/{id}/final-approval", { params: { path: { id } } });

/** Saves (`save`) or sets the final approval as a role, on the application's current status step unless `stepId` is given. */
export async function finalApprove(on: BoardServer, role: StaffRole, id: string, action: "save" | "set", finalApprovalRemarks?: string, stepId?: string) {
  const step = stepId ?? (await panelOf(on, id, "administrator")).statusStep.id;
  const params = { path: { stepId: step, id } };
  const body = finalApprovalRemarks === undefined ? {} : { finalApprovalRemarks };
  return action === "save"
    ? on.api(role).POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}/save", { params, body })
    : on.api(role).POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params, body });
}

export const resetFinal = (on: BoardServer, role: StaffRole, id: string) => on.api(role).PUT("/expat-permits/{id}/final-approvals/reset", { params: { path: { id } } });

const streamsOf = (pdf: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] =>
  contents instanceof PDFRawStream ? [contents] : contents instanceof PDFArray ? contents.asArray().flatMap((ref) => streamsOf(pdf, pdf.context.lookup(ref))) : [];

/** The text a PDF's pages set (each hex or literal string shown, in order, one a line); throws unless it is a PDF. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of pdf.getPages()) {
    for (const stream of streamsOf(pdf, page.node.Contents())) {
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) shown.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
  }
  return { pages: pdf.getPageCount(), text: shown.join("\n") };
}

export interface MailedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The files attached to an outbox mail (its raw MIME parts with a filename, base64-encoded). */
export async function attachmentsOf(folder: string, mail: ReceivedMail): Promise<MailedFile[]> {
  const raw = (await readFile(join(folder, mail.file), "utf8")).replace(/\r\n/g, "\n");
  const files: MailedFile[] = [];
  for (const part of raw.split(/\n--[^\n]+\n/)) {
    const [head = "", ...body] = part.split("\n\n");
    const filename = /filename="?([^";\n]+)"?/i.exec(head)?.[1];
    if (filename === undefined) continue;
    const contentType = /content-type:\s*([^;\n]+)/i.exec(head)?.[1]?.trim() ?? "";
    files.push({ filename, contentType, bytes: Buffer.from(body.join("\n\n").split("\n--")[0]?.replace(/\s+/g, "") ?? "", "base64") });
  }
  return files;
}
