// The board's presenters: columns follow the caller's roles (a step they may not view is left out, with its
// cards), each with the step's roles and the caller's permission; actors are named from the staff table, the
// Business or the system; the applicant's mails carry the comment and never let it inject HTML.
import { DEFAULT_WORKFLOW_ID, stepPermission, WORK_PERMIT_STEPS } from "@ictm/core/domain";
import { describe, expect, it } from "vitest";
import { applicantMail } from "./mail.ts";
import { presentActor, presentBoard } from "./present.ts";
import { staffIdOf } from "./projection-store.ts";
import type { BoardCardRow } from "./card-rows.ts";
import type { WorkflowWithSteps } from "./store.ts";

const workflow: WorkflowWithSteps = {
  id: DEFAULT_WORKFLOW_ID,
  name: "Work Permits",
  permitTypes: ["pvv", "sawp", "lpa"],
  steps: WORK_PERMIT_STEPS.map((step, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    workflowId: DEFAULT_WORKFLOW_ID,
    key: step.key,
    name: step.name,
    position: index + 1,
    viewRoles: [...step.view],
    actRoles: [...step.act],
    decisions: [...step.decisions],
    targetWorkingDays: step.targetWorkingDays,
  })),
};

const card = (id: string, step: string, workingDaysInStep = 1.5): BoardCardRow => ({
  id,
  reference: "LPA-2026-0001",
  permitType: "lpa",
  businessName: "Borneo Digital Sdn Bhd",
  personnelCount: 2,
  hasUserGivenEditControl: false,
  submittedAt: new Date("2026-11-01T00:00:00Z"),
  version: 9,
  step,
  statusStepId: `${id}-status`,
  stepEnteredAt: new Date("2026-11-02T00:00:00Z"),
  finalApprovalAt: null,
  finalApprovalRemarks: null,
  workingDaysInStep,
});

/** The rows as the board reads them: every card loaded, each step counted (plus 3 unloaded in evaluation). */
const loaded = (rows: BoardCardRow[]) => ({
  cards: rows,
  counts: new Map(rows.map((row) => [row.step ?? "", rows.filter((other) => other.step === row.step).length + (row.step === "evaluation" ? 3 : 0)])),
});

describe("presentBoard", () => {
  it("leaves out the columns (and cards) an evaluator may not view, and says what the caller may do in each", () => {
    const board = presentBoard(workflow, ["evaluator"], loaded([card("a", "submitted"), card("b", "evaluation"), card("c", "evaluation")]));
    const visible = WORK_PERMIT_STEPS.filter((step) => step.view.includes("evaluator"));
    expect(board.columns.map((column) => column.workflowStep.key)).toEqual(visible.map((step) => step.key));
    expect(board.columns.flatMap((column) => column.cards.map((shown) => shown.applicationRecord.application.id))).toEqual(["b", "c"]);
    expect(board.columns.map((column) => column.cardCount)).toEqual(visible.map((step) => (step.key === "evaluation" ? 5 : 0)));
    for (const column of board.columns) {
      const step = WORK_PERMIT_STEPS.find((candidate) => candidate.key === column.workflowStep.key);
      if (step) expect(column.userPermission).toEqual(stepPermission(["evaluator"], step));
    }
  });

  it("shows a card's record, permit type and status step with its age", () => {
    const [column] = presentBoard(workflow, ["officer"], loaded([card("a", "submitted")])).columns;
    expect(column?.cards[0]).toEqual({
      applicationRecord: {
        application: { id: "a", reference: "LPA-2026-0001", businessName: "Borneo Digital Sdn Bhd", personnelCount: 2, hasUserGivenEditControl: false, submittedAt: "2026-11-01T00:00:00.000Z", finalApprovalDateTime: null, finalApprovalRemarks: null, version: 9 },
        permitType: { key: "lpa", abbreviation: "LPA", name: expect.any(String) },
      },
      statusStep: { id: "a-status", workflowStepId: workflow.steps[0]?.id, workflowStepKey: "submitted", applicationId: "a", enteredAt: "2026-11-02T00:00:00.000Z" },
      workingDaysInStep: 1.5,
      overdue: false,
    });
  });

  it("gives each column its step's target and marks a card overdue only past it", () => {
    const columns = presentBoard(workflow, ["administrator"], loaded([card("a", "submitted", 2), card("b", "submitted", 2.01), card("c", "approved", 90)])).columns;
    const submitted = columns.find((column) => column.workflowStep.key === "submitted");
    const approved = columns.find((column) => column.workflowStep.key === "approved");
    expect(submitted?.targetWorkingDays).toBe(2);
    expect(submitted?.cards.map((shown) => shown.overdue)).toEqual([false, true]);
    expect(approved?.targetWorkingDays).toBeNull();
    expect(approved?.cards.map((shown) => shown.overdue)).toEqual([false]);
  });
});

describe("actors", () => {
  it("names staff from the table, the Business by its name and the system by its part", () => {
    const names = { staff: new Map([["11111111-1111-4111-8111-111111111111", "Dayang Mariam Osman"]]), businessName: "Borneo Digital" };
    expect(presentActor("staff:11111111-1111-4111-8111-111111111111", names)).toEqual({ kind: "staff", key: "11111111-1111-4111-8111-111111111111", name: "Dayang Mariam Osman" });
    expect(presentActor("member:22222222-2222-4222-8222-222222222222", names)).toEqual({ kind: "business", key: null, name: "Borneo Digital" });
    expect(presentActor("system:demo-seed", names)).toEqual({ kind: "system", key: null, name: "demo-seed" });
    expect(staffIdOf("staff:11111111-1111-4111-8111-111111111111")).toBe("11111111-1111-4111-8111-111111111111");
    expect(staffIdOf("member:11111111-1111-4111-8111-111111111111")).toBeNull();
  });
});

describe("the applicant's mails", () => {
  it("carry the staff's comment, the reference and a link to the applications, escaped in HTML", () => {
    const mail = applicantMail({ to: "a@b.bn", businessName: "<b>Borneo</b>", reference: "LPA-2026-0001", kind: "edit-control-given", comment: "Fix <script>", publicUrl: "https://portal.example.bn" });
    expect(mail.subject).toContain("LPA-2026-0001");
    expect(mail.text).toContain("Fix <script>");
    expect(mail.text).toContain("https://portal.example.bn/business/expat-permits");
    expect(mail.html).toContain("Fix &#60;script&#62;");
    expect(mail.html).not.toContain("<b>Borneo</b>");
  });
});
