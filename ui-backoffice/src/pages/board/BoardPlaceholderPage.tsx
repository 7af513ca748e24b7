// /expat-permits/workflows/{id}: the kanban board's address. The board itself is a later issue, so
// this page says plainly that it is not available yet and leads back to the workflows.
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadWorkflows } from "@ictm/core";
import { Container, EmptyState, Link, PageHeader, Skeleton, SkeletonGroup, useCore } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";

export function BoardPlaceholderPage() {
  useSignals();
  const core = useCore();
  const { workflowId = "" } = useParams<{ workflowId: string }>();
  const workflows = core.stores.workflows.value;
  const workflow = workflows.items.find((item) => item.id === workflowId);
  const title = workflow ? `${workflow.name} board` : workflows.status === "loaded" ? "Workflow not found" : "Board";
  usePageTitle(title);

  useEffect(() => {
    if (workflows.status === "idle") void core.run(loadWorkflows());
  }, [core, workflows.status]);

  const back = (
    <Link appearance="button-secondary" href={paths.home}>
      Back to workflows
    </Link>
  );

  return (
    <BackofficeFrame topBar={{ title, back: { href: paths.home, label: "Workflows" } }}>
      <Container>
        {workflow ? (
          <>
            <PageHeader eyebrow="Kanban board" title={title} />
            <EmptyState heading="This board is not available yet" action={back}>
              The kanban board of the {workflow.name} workflow is not part of this version of the back-office. Applications are
              not shown here until it is.
            </EmptyState>
          </>
        ) : workflows.status === "loaded" || workflows.status === "failed" ? (
          <>
            <PageHeader title="Workflow not found" />
            <EmptyState heading="There is no workflow at this address" action={back}>
              The link may be out of date. Choose a workflow from the list instead.
            </EmptyState>
          </>
        ) : (
          <SkeletonGroup label="Loading the workflow">
            <Skeleton width="40%" height="2.4rem" />
            <Skeleton width="100%" height="12rem" radius="12px" />
          </SkeletonGroup>
        )}
      </Container>
    </BackofficeFrame>
  );
}
