// /workflows/{workflowId}/applications/{applicationId}/internal-chief-evaluation-form (spec §2): the chief
// evaluation page for a signed-in staff member (the route sits behind RequireStaff). With the `?token=` of a link
// made for this page (ChiefLinkIssued.url carries one) the answer goes through that link, which it closes: a chief
// evaluator is a final approver, who may not evaluate in the step otherwise. Without a token, staff who may evaluate
// now record through the normal evaluation call (./StaffChiefEvaluation.tsx).
import { useParams, useSearch } from "wouter";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { StaffChiefEvaluation } from "./StaffChiefEvaluation.tsx";
import { TokenEvaluation } from "./TokenEvaluation.tsx";

export function InternalChiefEvaluationPage() {
  usePageTitle("Internal chief evaluation");
  const { workflowId = "", applicationId = "" } = useParams<{ workflowId: string; applicationId: string }>();
  const token = new URLSearchParams(useSearch()).get("token");
  useBackofficeFrame({ topBar: { title: "Internal chief evaluation", back: { href: paths.application(workflowId, applicationId, "evaluations"), label: "Application" } } });
  return token === null ? <StaffChiefEvaluation workflowId={workflowId} applicationId={applicationId} /> : <TokenEvaluation applicationId={applicationId} token={token} />;
}
