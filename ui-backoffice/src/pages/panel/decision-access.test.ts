import { WORK_PERMIT_STEPS, type BoardApplication, type DecisionKind } from "@ictm/core";
import { describe, expect, it } from "vitest";
import { mayDecideOn, stepAllowsOn, stepsAllowing } from "./decision-access.ts";

const inStep = (key: string, decisions: DecisionKind[] = []): BoardApplication => ({
  applicationRecord: {
    application: {
      id: "a1",
      reference: "PVV-2026-0001",
      businessName: "Borneo Tech Sdn Bhd",
      personnelCount: 2,
      hasUserGivenEditControl: false,
      submittedAt: "2026-11-01T00:00:00Z",
      finalApprovalDateTime: null,
      finalApprovalRemarks: null,
      version: 4,
    },
    permitType: { key: "pvv", abbreviation: "PVV", name: "Visit permit" },
  },
  statusStep: { id: "s1", workflowStepId: "w1", workflowStepKey: key, applicationId: "a1", enteredAt: "2026-11-02T00:00:00Z" },
  workflowStep: { id: "w1", key, name: key, position: 3, decisions: [...(WORK_PERMIT_STEPS.find((step) => step.key === key)?.decisions ?? [])] },
  userPermission: { canView: true, canAct: decisions.length > 0 },
  decisions,
  businessId: "b1",
  editControl: { withApplicant: false, comment: null },
  vacancy: null,
  history: [],
  notices: [],
  statusSteps: [],
});

describe("which decisions the panel offers", () => {
  it("offers what the server says the caller may decide now, nothing else", () => {
    const application = inStep("chief-evaluation", ["chief-link"]);
    expect(mayDecideOn(application, "chief-link")).toBe(true);
    expect(mayDecideOn(application, "evaluate")).toBe(false);
  });

  it("says where a kind of decision is made, for the notes that explain a missing form", () => {
    expect(stepAllowsOn(inStep("final-approval"), "approve-persons")).toBe(true);
    expect(stepAllowsOn(inStep("screening"), "evaluate")).toBe(false);
    expect(stepsAllowing("evaluate")).toBe("Evaluation or Chief evaluation");
  });
});
