// Edit control over real HTTP on the demo server: staff who act in the step give it with a comment (mailed to the
// Business; If-Match required), the card shows it, the Business may save a section; taken back the application is
// read-only again; handed back by the Business, the panel shows the Business's comment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_MESSAGES, DEFAULT_WORKFLOW_ID, PERMIT_MESSAGES, permitStream, problemType, type StaffRole } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient } from "../support/api.ts";
import { DEMO_BUSINESS_EMAIL, findCard, noBoard, startBoardServer, type BoardServer } from "../support/board.ts";
import { inScreening, mailContaining, panelOf } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;
const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);

describe("edit control", () => {
  const give = (role: StaffRole, stepId: string, version: number | null, comment: string) =>
    on.api(role).POST("/expat-permits/applications/workflows/status-steps/{stepId}/user-given-edit-controls", { params: { path: { stepId }, header: version === null ? {} : ifMatch(version) }, body: { comment } });
  const take = (role: StaffRole, stepId: string, version: number, comment: string) =>
    on.api(role).DELETE("/expat-permits/applications/workflows/status-steps/{stepId}/user-given-edit-controls", { params: { path: { stepId }, header: ifMatch(version) }, body: { comment } });
  const portal = () => portalClient(on.server, on.business);
  const businessRecord = async (id: string) => (await portal().GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type: "pvv", id } } })).data?.data;
  const saveBusiness = async (id: string, nature: string) => {
    const record = await businessRecord(id);
    return portal().PATCH("/expat-permits/{type}/applications/{id}/content", {
      params: { path: { type: "pvv", id }, header: ifMatch(record?.application.version ?? 0) },
      body: { section: "business", values: { ...record?.form.content["business"], businessNature: nature } },
    });
  };

  it("given with a comment is mailed; the Business may save; taken back it is read-only again; the card shows who holds it", async () => {
    const { id, stepId } = await inScreening(on);
    const version = (await panelOf(on, id)).applicationRecord.application.version;
    expect((await give("officer", stepId, null, "Please correct the business nature.")).error).toMatchObject({ status: 428, type: problemType("version-required") });
    expect((await give("evaluator", stepId, version, "Not my step")).error).toMatchObject({ status: 403, type: problemType("forbidden"), messages: [BOARD_MESSAGES.actRefused] });
    expect((await give("officer", stepId, version, "   ")).error).toMatchObject({ status: 400, errors: { comment: [PERMIT_MESSAGES.commentRequired] } });
    const given = await give("officer", stepId, version, "Please correct the business nature.");
    expect(given.data?.data).toMatchObject({ editControl: { withApplicant: true, comment: "Please correct the business nature." }, applicationRecord: { application: { hasUserGivenEditControl: true, version: version + 1 } } });
    expect((await mailContaining(on.server, DEMO_BUSINESS_EMAIL, "Please correct the business nature.")).to).toBe(DEMO_BUSINESS_EMAIL);
    const board = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", { params: { path: { workflowId } } });
    expect(findCard(board.data?.data ?? noBoard, id)?.card.applicationRecord.application.hasUserGivenEditControl).toBe(true);

    const saved = await saveBusiness(id, "Systems integration and managed network services.");
    expect(saved.error).toBeUndefined();
    const current = (await panelOf(on, id)).applicationRecord.application.version;
    expect(current).toBe(version + 2);
    expect((await take("officer", stepId, current - 1, "Thank you")).error).toMatchObject({ status: 409, type: problemType("stale-version") });
    const taken = await take("officer", stepId, current, "Thank you, that is all we need.");
    expect(taken.data?.data.editControl).toEqual({ withApplicant: false, comment: "Thank you, that is all we need." });
    expect((await mailContaining(on.server, DEMO_BUSINESS_EMAIL, "Thank you, that is all we need.")).to).toBe(DEMO_BUSINESS_EMAIL);
    expect((await saveBusiness(id, "Something else")).error).toMatchObject({ status: 409, type: problemType("permit-read-only") });
    expect((await take("officer", stepId, current + 1, "Again")).error).toMatchObject({ status: 409, type: problemType("edit-control-not-given") });
    const types = await factTypes(id);
    expect(types.slice(types.lastIndexOf("v1.EditControlGiven"))).toEqual(["v1.EditControlGiven", "v1.PermitSectionSaved", "v1.EditControlTakenBack"]);
  });

  it("handed back by the Business shows its comment in the panel", async () => {
    const { id, stepId } = await inScreening(on);
    const given = await give("officer", stepId, (await panelOf(on, id)).applicationRecord.application.version, "Please upload a clearer passport copy.");
    expect(given.error).toBeUndefined();
    await mailContaining(on.server, DEMO_BUSINESS_EMAIL, "Please upload a clearer passport copy.");
    const version = (await businessRecord(id))?.application.version ?? 0;
    const handed = await portal().POST("/expat-permits/applications/{id}/edit-controls/yields", { params: { path: { id }, header: ifMatch(version) }, body: { comment: "The clearer copy is attached." } });
    expect(handed.error).toBeUndefined();
    const panel = await panelOf(on, id);
    expect(panel.editControl).toEqual({ withApplicant: false, comment: "The clearer copy is attached." });
    expect(panel.applicationRecord.application.hasUserGivenEditControl).toBe(false);
  });
});
