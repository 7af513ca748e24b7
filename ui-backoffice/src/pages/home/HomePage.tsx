// The back-office start page: the application workflows, each a card with a link to its board and to its
// approved and archived applications.
import { loadWorkflows, type Workflow } from "@ictm/core";
import { Card, Container, EmptyState, Link, Loaded, PageHeader, Skeleton, SkeletonGroup, useCore, useLoadedStore, visuallyHidden } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import * as styles from "./HomePage.css.ts";
import { PERMIT_TYPE_NAMES } from "./permit-types.ts";

export function HomePage() {
  usePageTitle(null);
  const core = useCore();
  // Fresh: the start page asks again on every arrival, so a workflow set up meanwhile appears.
  const { status, items } = useLoadedStore("workflows", () => loadWorkflows(), { fresh: true });

  return (
    <Container>
      <PageHeader title="Workflows" lead="Each workflow has a board of the permit applications moving through its steps." />
      <Loaded
        value={status === "loaded" ? items : null}
        status={status}
        retry={() => void core.run(loadWorkflows())}
        what="workflows"
        skeleton={<WorkflowSkeletons />}
        failure={{ heading: "Workflows could not be loaded", text: "Check your connection and try again." }}
      >
        {(workflows) =>
          workflows.length === 0 ? (
            <EmptyState heading="No workflows found">
              Application workflows appear here once they are set up. Ask a system administrator to add one.
            </EmptyState>
          ) : (
            <ul className={styles.grid}>
              {workflows.map((workflow) => (
                <WorkflowCard key={workflow.id} workflow={workflow} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Container>
  );
}

function WorkflowCard({ workflow }: { workflow: Workflow }) {
  const titleId = `workflow-${workflow.id}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <BoardIcon />
        </span>
        <h2 id={titleId} className={styles.cardTitle}>
          {workflow.name}
        </h2>
      </div>
      {workflow.permitTypes.length > 0 ? (
        <>
          <p className={styles.typesLabel}>Permit types</p>
          <ul className={styles.types}>
            {workflow.permitTypes.map((type) => (
              <li key={type} className={styles.type}>
                {PERMIT_TYPE_NAMES[type]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.cardFoot}>
        <Link appearance="standalone" href={paths.board(workflow.id)}>
          Open the {workflow.name} board
        </Link>
        <Link appearance="standalone" href={paths.approvedListing(workflow.id)}>
          Approved applications<span className={visuallyHidden}> of {workflow.name}</span>
        </Link>
        <Link appearance="standalone" href={paths.archivedListing(workflow.id)}>
          Archived applications<span className={visuallyHidden}> of {workflow.name}</span>
        </Link>
      </div>
    </Card>
  );
}

function WorkflowSkeletons() {
  return (
    <SkeletonGroup label="Loading workflows">
      <div className={styles.grid}>
        {[0, 1].map((index) => (
          <Card key={index}>
            <div className={styles.cardHead}>
              <Skeleton width="44px" height="44px" radius="8px" />
              <Skeleton width="55%" height="1.4rem" />
            </div>
            <Skeleton width="30%" />
            <Skeleton width="80%" height="1.6rem" />
            <Skeleton width="45%" />
          </Card>
        ))}
      </div>
    </SkeletonGroup>
  );
}

function BoardIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M15 4v16M5.5 8h2M11.5 8h2M11.5 11h2M17.5 8h2" />
    </svg>
  );
}
