import { stepPermission, WORK_PERMIT_STEPS, type KanbanBoard, type StaffRole } from "@ictm/core";
import { describe, expect, it } from "vitest";
import { applicationsCount, boardColumns, cardAge, cardLabel, finalApprovalBadge, overdueText, targetNote } from "./board-columns.ts";

const card = (id: string, reference: string, withApplicant: boolean, workingDaysInStep = 1.5) => ({
  applicationRecord: {
    application: { id, reference, businessName: "Borneo Tech Sdn Bhd", personnelCount: 1, hasUserGivenEditControl: withApplicant, submittedAt: "2026-11-01T00:00:00Z", finalApprovalDateTime: null, finalApprovalRemarks: null, version: 3 },
    permitType: { key: "lpa" as const, abbreviation: "LPA", name: "Local professional approval" },
  },
  statusStep: { id: `s-${id}`, workflowStepId: "w1", workflowStepKey: "screening", applicationId: id, enteredAt: "2026-11-20T00:00:00Z" },
  workingDaysInStep,
  overdue: workingDaysInStep > 5,
});

const board: KanbanBoard = {
  workflow: { id: "wf", name: "Work Permits" },
  columns: [
    {
      workflowStep: { id: "w1", key: "screening", name: "Screening", position: 2, decisions: [] },
      viewPermissions: { view: ["officer"], act: ["officer"] },
      userPermission: { canView: true, canAct: true },
      targetWorkingDays: 5,
      cardCount: 7,
      cards: [card("a", "LPA-2026-0001", false), card("b", "LPA-2026-0002", true, 6.5)],
    },
  ],
};

describe("the board's columns", () => {
  it("keys columns by step and cards by application, in the server's order", () => {
    const [column] = boardColumns(board, ["officer"]);
    expect(column?.id).toBe("screening");
    expect(column?.title).toBe("Screening");
    // The count is the whole column's, loaded or not.
    expect(column?.count).toBe(7);
    expect(column?.cards.map((entry) => entry.id)).toEqual(["a", "b"]);
  });

  it("names a card by its reference, business and type, and says when the applicant holds edit control", () => {
    const [column] = boardColumns(board, ["officer"]);
    expect(column?.cards[0]?.label).toBe("LPA-2026-0001, Borneo Tech Sdn Bhd, LPA");
    expect(column?.cards[1]?.label).toBe("LPA-2026-0002, Borneo Tech Sdn Bhd, LPA, edit control with applicant, overdue");
  });

  it("names a card's final approval by its Brunei date once given", () => {
    expect(finalApprovalBadge(null)).toBeNull();
    // 20:30 UTC is the next morning in Brunei (UTC+8).
    expect(finalApprovalBadge("2026-11-23T20:30:00Z")).toBe("Final approval 24 Nov 2026");
    const [column] = boardColumns(board, ["officer"]);
    const approved = column?.cards[0]?.value;
    if (approved === undefined) throw new Error("no card");
    const record = { ...approved.applicationRecord, application: { ...approved.applicationRecord.application, finalApprovalDateTime: "2026-11-23T02:00:00Z" } };
    expect(cardLabel({ ...approved, applicationRecord: record })).toBe("LPA-2026-0001, Borneo Tech Sdn Bhd, LPA, final approval 23 Nov 2026");
  });

  it("offers each card the steps core's move rule lets the caller send it to", () => {
    const menus = (roles: readonly StaffRole[], given: string | null) => {
      const [entry] = board.columns[0]?.cards ?? [];
      if (entry === undefined) throw new Error("no card");
      const inFinal: KanbanBoard = {
        workflow: board.workflow,
        columns: WORK_PERMIT_STEPS.flatMap((step, i) => {
          const permission = stepPermission(roles, step);
          const record = { ...entry.applicationRecord, application: { ...entry.applicationRecord.application, finalApprovalDateTime: given } };
          const cards = step.key === "final-approval" ? [{ ...entry, applicationRecord: record }] : [];
          const workflowStep = { id: `w${i}`, key: step.key, name: step.name, position: i + 1, decisions: [...step.decisions] };
          return permission.canView ? [{ workflowStep, targetWorkingDays: step.targetWorkingDays, viewPermissions: { view: [...step.view], act: [...step.act] }, userPermission: permission, cardCount: cards.length, cards }] : [];
        }),
      };
      return boardColumns(inFinal, roles).find((column) => column.id === "final-approval")?.cards[0]?.moveTargets;
    };
    // Not yet approved: back to any earlier step, not on to Approved; approved: on to Approved too.
    expect(menus(["final-approver"], null)).toEqual(["submitted", "screening", "evaluation", "chief-evaluation", "person-approval"]);
    expect(menus(["final-approver"], "2026-11-23T02:00:00Z")).toEqual(["submitted", "screening", "evaluation", "chief-evaluation", "person-approval", "approved"]);
    expect(menus(["evaluator"], "2026-11-23T02:00:00Z")).toEqual([]);
  });

  it("says a column's target under its title and gives each card its column's target", () => {
    const [column] = boardColumns(board, ["officer"]);
    expect(column?.note).toBe("Target 5 working days");
    expect(column?.cards[1]?.value.targetWorkingDays).toBe(5);
    const [none] = boardColumns({ ...board, columns: board.columns.map((entry) => ({ ...entry, targetWorkingDays: null })) }, ["officer"]);
    expect(none?.note).toBeUndefined();
    expect(targetNote(null)).toBeNull();
    expect(targetNote(0.5)).toBe("Target 0.5 working days");
  });

  it("words a card's age and overdue in working days", () => {
    expect(cardAge(1)).toBe("1 working day in this step");
    expect(cardAge(2.5)).toBe("2.5 working days in this step");
    expect(cardAge(3)).toBe("3 working days in this step");
    expect(overdueText(6.5, 5)).toBe("6.5 working days in this step; target 5");
    expect(overdueText(6.5, 4.5)).toBe("6.5 working days in this step; target 4.5");
  });

  it("counts applications in words", () => {
    expect(applicationsCount(1)).toBe("1 application");
    expect(applicationsCount(3)).toBe("3 applications");
  });
});
