// The expatriates' approval, letters, final approval and notifications as the API tests make them, on a
// BoardServer (./board.ts): the expatriates and approval records as a role, a decision, every person decided, a
// letter or appendix downloaded as bytes, the final approval's calls (an application given final approval, its
// letters signed as its stream keeps them), and reading PDFs back: the text a page sets (pdf-lib writes it as hex
// strings in its content streams), the squares of a signed letter's QR code, the token printed under it, and the
// PDF files attached to an outbox mail.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject, type PDFPage } from "pdf-lib";
import { decodePermitEvent, permitStream, type SignedLetter, type StaffRole } from "@ictm/core/domain";
import { QR_BOX } from "@ictm/server/decisions/letter-layout.ts";
import { SEAL_TEXTS } from "@ictm/server/decisions/letter-seal.ts";
import { readStream } from "@ictm/server/events/store.ts";
import type { BoardServer } from "./board.ts";
import { cardIn, panelOf } from "./board-calls.ts";
import { ensureSignatory } from "./signatures.ts";
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

/**
 * Saves (`save`) or sets the final approval as a role, on the application's current status step unless `stepId` is
 * given. Setting it signs the final letters, so an active signatory is made first when there is none.
 */
export async function finalApprove(on: BoardServer, role: StaffRole, id: string, action: "save" | "set", finalApprovalRemarks?: string, stepId?: string) {
  if (action === "set") await ensureSignatory(on.api("administrator"));
  const step = stepId ?? (await panelOf(on, id, "administrator")).statusStep.id;
  const params = { path: { stepId: step, id } };
  const body = finalApprovalRemarks === undefined ? {} : { finalApprovalRemarks };
  return action === "save"
    ? on.api(role).POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}/save", { params, body })
    : on.api(role).POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params, body });
}

export const resetFinal = (on: BoardServer, role: StaffRole, id: string) => on.api(role).PUT("/expat-permits/{id}/final-approvals/reset", { params: { path: { id } } });

/**
 * A fresh application moved into Final approval, every expatriate approved (`approve`) and final approval set by
 * the final approver (with `signatoryId` when given): its id, reference and final approval.
 */
export async function approvedApplication(on: BoardServer, options: { approve?: (index: number) => boolean; signatoryId?: string } = {}) {
  const id = await cardIn(on, "final-approval");
  const reference = (await panelOf(on, id)).applicationRecord.application.reference;
  await decideEveryone(on, id, options.approve);
  await ensureSignatory(on.api("administrator"));
  const params = { path: { stepId: (await panelOf(on, id, "administrator")).statusStep.id, id } };
  const body = options.signatoryId === undefined ? {} : { signatoryId: options.signatoryId };
  const set = await on.api("final-approver").POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params, body });
  if (!set.data) throw new Error(`Final approval of ${id} failed: ${JSON.stringify(set.error)}`);
  return { id, reference, finalApproval: set.data.data };
}

/** Every letter signed for the application, oldest first, as its stream keeps them (v1.LettersSigned). */
export async function signedLettersOf(on: BoardServer, id: string): Promise<SignedLetter[]> {
  const facts = await readStream(on.server.portal.db.orm, permitStream(id));
  return facts.flatMap((stored) => {
    const event = decodePermitEvent(stored);
    return event?.type === "v1.LettersSigned" ? [...event.payload.letters] : [];
  });
}

const streamsOf = (pdf: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] =>
  contents instanceof PDFRawStream ? [contents] : contents instanceof PDFArray ? contents.asArray().flatMap((ref) => streamsOf(pdf, pdf.context.lookup(ref))) : [];

const operatorsOf = (pdf: PDFDocument, page: PDFPage): string[] => streamsOf(pdf, page.node.Contents()).map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"));

/** The text a PDF's pages set (each hex or literal string shown, in order, one a line); throws unless it is a PDF. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const page of pdf.getPages()) {
    for (const operators of operatorsOf(pdf, page)) {
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) shown.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
  }
  return { pages: pdf.getPageCount(), text: shown.join("\n") };
}

/** How many filled squares (rectangles) the last page draws inside the QR code's box: hundreds on a signed letter. */
export async function qrSquaresOf(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  const last = pdf.getPages().at(-1);
  if (last === undefined) return 0;
  const inBox = (x: number, y: number, width: number, height: number) =>
    width < QR_BOX.width / 4 && x >= QR_BOX.x && y >= QR_BOX.y && x + width <= QR_BOX.x + QR_BOX.width + 0.01 && y + height <= QR_BOX.y + QR_BOX.height + 0.01;
  let squares = 0;
  for (const operators of operatorsOf(pdf, last)) {
    for (const match of operators.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)) {
      if (inBox(Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]))) squares++;
    }
  }
  return squares;
}

/** The signature token printed under a signed letter's QR code (its two lines after the label, spaces removed). */
export function printedTokenOf(text: string): string | undefined {
  const lines = text.split("\n");
  const label = lines.indexOf(SEAL_TEXTS.token);
  return label === -1 ? undefined : lines.slice(label + 1, label + 3).join("").replaceAll(" ", "");
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
