// /workflows/{workflowId}/applications/{applicationId}/chief-evaluation-form?token=… (spec §2, outside the
// expat-permits prefix): the page a chief evaluator opens from the mailed link. No staff sign-in: the token alone
// opens it (./TokenEvaluation.tsx). The token stays out of other sites' Referer headers.
import { useParams, useSearch } from "wouter";
import { usePageTitle } from "../../app/router.tsx";
import { TokenEvaluation } from "./TokenEvaluation.tsx";

export function ChiefEvaluationPage() {
  usePageTitle("Chief evaluation");
  const { applicationId = "" } = useParams<{ applicationId: string }>();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <TokenEvaluation applicationId={applicationId} token={token} />
    </>
  );
}
