// /expat-permits/workflows/{id}: the kanban board's address. The board itself is a later issue, so
// this page says plainly that it is not available yet and leads back to the workflows.
import { loadWorkflows } from "@ictm/core";
import { Container, EmptyState, Link, Loaded, PageHeader, Skeleton, SkeletonGroup, useCore, useLoadedStore } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";

export function BoardPlaceholderPage() {
  const core = useCore();
  const { workflowId = "" } = useParams<{ workflowId: string }>();
  const workflows = useLoadedStore("workflows", () => loadWorkflows());
  const workflow = workflows.items.find((item) => item.id === workflowId);
  const title = workflow ? `${workflow.name} board` : workflows.status === "loaded" ? "Workflow not found" : "Board";
  usePageTitle(title);
  // A workflow already known shows at once; a missing one is "not found" only once the list has loaded.
  const found = workflow !== undefined || workflows.status === "loaded" ? { workflow } : null;

  const back = (
    <Link appearance="button-secondary" href={paths.home}>
      Back to workflows
    </Link>
  );

  return (
    <BackofficeFrame topBar={{ title, back: { href: paths.home, label: "Workflows" } }}>
      <Container>
        <Loaded
          value={found}
          status={workflows.status}
          retry={() => void core.run(loadWorkflows())}
          what="the workflow"
          skeleton={
            <SkeletonGroup label="Loading the workflow">
              <Skeleton width="40%" height="2.4rem" />
              <Skeleton width="100%" height="12rem" radius="12px" />
            </SkeletonGroup>
          }
          failure={{ heading: "The workflow could not be loaded", text: "Check your connection and try again." }}
        >
          {({ workflow: shown }) =>
            shown ? (
              <>
                <PageHeader eyebrow="Kanban board" title={title} />
                <EmptyState heading="This board is not available yet" action={back}>
                  The kanban board of the {shown.name} workflow is not part of this version of the back-office. Applications
                  are not shown here until it is.
                </EmptyState>
              </>
            ) : (
              <>
                <PageHeader title="Workflow not found" />
                <EmptyState heading="There is no workflow at this address" action={back}>
                  The link may be out of date. Choose a workflow from the list instead.
                </EmptyState>
              </>
            )
          }
        </Loaded>
      </Container>
    </BackofficeFrame>
  );
}
