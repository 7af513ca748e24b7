// /businesses/{id}/vacancies: one business's published vacancies that are still open, for anyone, newest
// first. Reached from any of its vacancies ("More vacancies at …").
import { useState } from "react";
import { loadBusinessJobVacancies, type JobVacancy } from "@ictm/core";
import { Avatar, Badge, Button, Container, EmptyState, Link, PageHeader, Skeleton, SkeletonGroup } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { useCore } from "../../app/core-context.tsx";
import { paths } from "../../app/paths.ts";
import { PortalFrame } from "../../app/PortalFrame.tsx";
import { usePageTitle } from "../../app/router.tsx";
import * as page from "./JobPage.css.ts";
import { useRecord } from "./use-record.ts";
import { VacancyCard } from "./VacancyCard.tsx";
import * as styles from "./VacancyCard.css.ts";

export function BusinessVacanciesPage() {
  const { id = "" } = useParams<{ id: string }>();
  const core = useCore();
  const { state, reload } = useRecord(() => core.run(loadBusinessJobVacancies(id, { silent: true })), id);
  const first = state.status === "loaded" ? state.value[0] : undefined;
  usePageTitle(first ? `Vacancies at ${first.businessName}` : "Open vacancies");
  return (
    <PortalFrame>
      <Container>
        {state.status === "loading" ? (
          <SkeletonGroup label="Loading the vacancies">
            <Skeleton width="50%" height="2.5rem" />
            <Skeleton height="8rem" />
            <Skeleton height="8rem" />
          </SkeletonGroup>
        ) : state.status === "missing" ? (
          <EmptyState
            headingLevel={1}
            heading="We could not find this business"
            action={
              <Link appearance="button-primary" href={paths.home}>
                Go to the home page
              </Link>
            }
          >
            The address may be mistyped, or the business may no longer be on the portal.
          </EmptyState>
        ) : state.status === "failed" ? (
          <EmptyState
            headingLevel={1}
            heading="We could not load these vacancies"
            action={
              <Button variant="secondary" onPress={reload}>
                Try again
              </Button>
            }
          >
            Check your connection and try again.
          </EmptyState>
        ) : (
          <Vacancies vacancies={state.value} />
        )}
      </Container>
    </PortalFrame>
  );
}

function Vacancies({ vacancies }: { vacancies: readonly JobVacancy[] }) {
  const [now] = useState(() => Date.now());
  const first = vacancies[0];
  if (first === undefined) {
    return (
      <>
        <PageHeader title="Open vacancies" />
        <EmptyState
          heading="No open vacancies right now"
          action={
            <Link appearance="button-secondary" href={paths.home}>
              Go to the home page
            </Link>
          }
        >
          This business has no vacancies open at the moment. Look again later.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow="Open vacancies"
        title={`Vacancies at ${first.businessName}`}
        lead={`${vacancies.length} ${vacancies.length === 1 ? "vacancy is" : "vacancies are"} open for applications.`}
      >
        <p className={page.business}>
          <Avatar name={first.businessName} pictureUrl={first.businessLogo} shape="logo" className={page.logo} />
          <span className={page.businessName}>{first.businessName}</span>
          {first.businessVerified ? (
            <Badge tone="success" icon="check">
              Verified
            </Badge>
          ) : null}
        </p>
      </PageHeader>
      <ul className={styles.list}>
        {vacancies.map((vacancy) => (
          <VacancyCard key={vacancy.key} vacancy={vacancy} nowMillis={now} hideBusiness />
        ))}
      </ul>
    </>
  );
}
