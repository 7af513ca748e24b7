// The board's calls as the API tests make them, on a BoardServer (./board.ts): read the default workflow's board
// as a role, a card's version, the side panel, a move at a version (or none) before a card (or last), and a
// fresh application moved step by step into a given step; any back-office call with any headers (a staff token,
// a member's, none) and a JSON or multipart body; the next mail holding a text.
import { BOARD_MAX_CARDS_PER_COLUMN, DEFAULT_WORKFLOW_ID, WORK_PERMIT_STEPS, type StaffRole } from "@ictm/core/domain";
import { findCard, submitApplication, type BoardServer, type KanbanBoard } from "./board.ts";
import { ensureSignatory } from "./signatures.ts";
import type { ReceivedMail, TestServer } from "./server.ts";
import type { UploadPart } from "./upload.ts";

const workflowId = DEFAULT_WORKFLOW_ID;
/** The tests read whole columns: as many cards a column as an answer may carry. */
const cardsPerColumn = BOARD_MAX_CARDS_PER_COLUMN;

export async function boardOf(on: BoardServer, role: StaffRole): Promise<KanbanBoard> {
  const answer = await on.api(role).GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", { params: { path: { workflowId }, query: { cardsPerColumn } } });
  if (!answer.data) throw new Error(`The board failed for ${role} with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data.data;
}

/** The application's version as the administrator's board shows it. */
export async function versionOf(on: BoardServer, id: string): Promise<number> {
  const found = findCard(await boardOf(on, "administrator"), id);
  if (!found) throw new Error(`${id} is not on the board`);
  return found.card.applicationRecord.application.version;
}

/** The side panel's answer (getBoardApplication) as a role: the whole answer, to check a status or its data. */
export const panel = (on: BoardServer, role: StaffRole, id: string) =>
  on.api(role).GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}", { params: { path: { workflowId, id } } });

/** The panel's data, or a thrown error saying why there is none. */
export async function panelOf(on: BoardServer, id: string, role: StaffRole = "officer") {
  const answer = await panel(on, role, id);
  if (!answer.data) throw new Error(`The panel failed with ${answer.response.status}`);
  return answer.data.data;
}

/** Moves a card as a role, with `If-Match` at `version` (null: none) and `sortBeforeItemId` when given. */
export const move = (on: BoardServer, role: StaffRole, id: string, stepKey: string, version: number | null, before?: string) =>
  on.api(role).POST("/expat-permits/applications/{id}/workflows/steps/{stepKey}", {
    params: { path: { id, stepKey }, header: version === null ? {} : { "If-Match": `"${version}"` }, query: before === undefined ? { cardsPerColumn } : { sortBeforeItemId: before, cardsPerColumn } },
  });

/**
 * A fresh application of the demo Business, moved by the administrator step by step into `step` (giving final
 * approval on the way out of Final approval); answers its id.
 */
export async function cardIn(on: BoardServer, step: string): Promise<string> {
  const { id } = await submitApplication(on.server, on.business);
  await moveIntoStep(on, id, step);
  return id;
}

/**
 * An application already submitted (its card in the first step), moved by the administrator step by step into
 * `step` as cardIn moves its own (final approval given on the way out of Final approval).
 */
export async function moveIntoStep(on: BoardServer, id: string, step: string): Promise<void> {
  const target = WORK_PERMIT_STEPS.findIndex((known) => known.key === step);
  for (const [index, next] of WORK_PERMIT_STEPS.slice(1, target + 1).entries()) {
    if (WORK_PERMIT_STEPS[index]?.decisions.includes("final-approval")) await giveFinalApproval(on, id);
    const moved = await move(on, "administrator", id, next.key, await versionOf(on, id));
    if (!moved.data) throw new Error(`Moving ${id} to ${next.key} failed: ${JSON.stringify(moved.error)}`);
  }
}

/**
 * Every expatriate approved and final approval given, as the administrator (an active signatory made if there is
 * none, since the final letters are signed): what lets a card go on from Final approval.
 */
async function giveFinalApproval(on: BoardServer, id: string): Promise<void> {
  const staff = on.api("administrator");
  await ensureSignatory(staff);
  const { statusStep, applicationRecord } = await panelOf(on, id, "administrator");
  const type = applicationRecord.permitType.key;
  const people = (await staff.GET("/expat-permits/{type}/applications/{id}/expat-personnel", { params: { path: { type, id } } })).data?.data ?? [];
  for (const person of people) {
    await staff.POST("/expat-permits/{type}/applications/{id}/expat-personnel/approval", { params: { path: { type, id } }, body: { personIndex: person.index, isApproved: true } });
  }
  const set = await staff.POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params: { path: { stepId: statusStep.id, id } }, body: {} });
  if (!set.data) throw new Error(`Final approval of ${id} failed: ${JSON.stringify(set.error)}`);
}

/** A fresh application in screening (officers act there, evaluators only look): its id and its status step there. */
export async function inScreening(on: BoardServer): Promise<{ id: string; stepId: string }> {
  const id = await cardIn(on, "screening");
  const card = findCard(await boardOf(on, "officer"), id)?.card;
  if (!card) throw new Error(`${id} is not in screening`);
  return { id, stepId: card.statusStep.id };
}

export interface RawAnswer {
  status: number;
  body: unknown;
}

/** A call to the back-office API with any headers (a staff token, a member token, none) and a JSON or multipart body. */
export async function backofficeCall(
  server: Pick<TestServer, "url">,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown; parts?: UploadPart[] } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.parts) {
    const form = new FormData();
    for (const part of options.parts) {
      if (part.file) form.append(part.field, new Blob([new Uint8Array(part.file.bytes)], { type: part.file.type ?? "application/octet-stream" }), part.file.name);
      else form.append(part.field, part.value ?? "");
    }
    body = form;
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${server.url}/backoffice/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed };
}

/** `Authorization: Bearer <token>`. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The next mail to `to` whose text holds `text` (mails before it to the same address are passed over). */
export async function mailContaining(server: Pick<TestServer, "outbox">, to: string, text: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await server.outbox.waitForMail(to);
    if (mail.text.includes(text)) return mail;
  }
}
