// Who may call the board: every board, panel, comment, attachment, notice and edit-control call answers 401 without
// a token and with a member's token (as `x-member-authorization` or as a Bearer token), before reading anything (the
// body included: a bad body from a caller without a token is 401, not 400);
// a signed-out staff token is refused the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import { pdfDocument } from "../fixtures/files.ts";
import { findCard, noBoard, signInStaffAs, startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { backofficeCall, bearer } from "../support/board-calls.ts";
import type { UploadPart } from "../support/upload.ts";

let on: BoardServer;
let applicationId: string;
let stepId: string;
let version: number;
beforeAll(async () => {
  on = await startBoardServer();
  applicationId = (await submitApplication(on.server, on.business)).id;
  const board = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", { params: { path: { workflowId: DEFAULT_WORKFLOW_ID } } });
  const card = findCard(board.data?.data ?? noBoard, applicationId)?.card;
  stepId = card?.statusStep.id ?? "";
  version = card?.applicationRecord.application.version ?? 0;
}, 120_000);
afterAll(async () => on?.server.close());

const someId = "00000000-0000-4000-8000-000000000001";
const file: UploadPart[] = [{ field: "File", file: { bytes: pdfDocument(), name: "note.pdf", type: "application/pdf" } }, { field: "Comment", value: "A note" }];
const comment = { comment: "A comment" };
/** Every board call: method, path, body. */
const calls = (): Array<[string, string, { json?: unknown; parts?: UploadPart[]; headers?: Record<string, string> }]> => [
  ["GET", `/expat-permits/applications/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board`, {}],
  ["GET", `/expat-permits/applications/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board/applications/${applicationId}`, {}],
  ["POST", `/expat-permits/applications/${applicationId}/workflows/steps/screening`, { headers: { "if-match": '"1"' } }],
  ["GET", `/expat-permits/pvv/applications/${applicationId}/forms/records`, {}],
  ["GET", `/expat-permits/workflows/${DEFAULT_WORKFLOW_ID}/applications/${applicationId}/comments`, {}],
  ["POST", `/expat-permits/applications/status-steps/${stepId}/comments`, { json: { commentContent: "A comment" } }],
  ["PUT", `/expat-permits/applications/status-steps/${stepId}/comments/${someId}`, { json: { commentContent: "A comment" } }],
  ["DELETE", `/expat-permits/applications/status-steps/${stepId}/comments/${someId}`, {}],
  ["PUT", `/expat-permits/applications/status-steps/${stepId}/applicants/notifications`, { json: comment }],
  ["GET", `/expat-permits/applications/workflows/status-steps/${stepId}/attachments`, {}],
  ["POST", `/expat-permits/applications/workflows/status-steps/${stepId}/attachments`, { parts: file }],
  ["PUT", `/expat-permits/applications/workflows/status-steps/attachments/${someId}`, { parts: file }],
  ["DELETE", `/expat-permits/applications/workflows/status-steps/attachments/${someId}`, { json: comment }],
  ["POST", `/expat-permits/applications/workflows/status-steps/${stepId}/user-given-edit-controls`, { json: comment, headers: { "if-match": '"1"' } }],
  ["DELETE", `/expat-permits/applications/workflows/status-steps/${stepId}/user-given-edit-controls`, { json: comment, headers: { "if-match": '"1"' } }],
];

async function statuses(auth: Record<string, string>): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [method, path, options] of calls()) {
    const answer = await backofficeCall(on.server, method, path, { ...options, headers: { ...options.headers, ...auth } });
    answers[`${method} ${path}`] = answer.status;
  }
  return answers;
}
const all = (status: number) => Object.fromEntries(calls().map(([method, path]) => [`${method} ${path}`, status]));

describe("the board's calls", () => {
  it("found the application's card to call about", () => {
    expect(stepId).not.toBe("");
  });

  it("answer 401 without a token", async () => {
    expect(await statuses({})).toEqual(all(401));
  });

  it("answer 401 without a token before judging the body: a caller who may not ask learns nothing of the rules", async () => {
    const badBodies: Array<[string, string, { json?: unknown; headers?: Record<string, string> }]> = [
      ["POST", `/expat-permits/applications/status-steps/${stepId}/comments`, { json: {} }],
      ["PUT", `/expat-permits/applications/status-steps/${stepId}/applicants/notifications`, { json: { comment: 42, extra: true } }],
      ["POST", `/expat-permits/applications/${applicationId}/workflows/steps/Not_A_Step`, { headers: { "if-match": "nonsense" } }],
      ["PUT", `/expat-permits/applications/${applicationId}/workflows/steps/evaluations/${stepId}`, { json: { evaluationStatusKey: 7 } }],
    ];
    for (const [method, path, options] of badBodies) {
      expect((await backofficeCall(on.server, method, path, options)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("answer 401 to a member's token, in the member header or as a Bearer token", async () => {
    expect(await statuses({ "x-member-authorization": on.business })).toEqual(all(401));
    expect(await statuses(bearer(on.business))).toEqual(all(401));
  });

  it("answer 401 to a signed-out staff token, and nothing changed", async () => {
    const { token } = await signInStaffAs(on.server, "officer");
    expect((await backofficeCall(on.server, "POST", "/sign-outs", { headers: bearer(token) })).status).toBe(200);
    expect(await statuses(bearer(token))).toEqual(all(401));
    const board = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", { params: { path: { workflowId: DEFAULT_WORKFLOW_ID } } });
    expect(findCard(board.data?.data ?? noBoard, applicationId)).toMatchObject({ step: "submitted", card: { applicationRecord: { application: { version } } } });
  });
});
