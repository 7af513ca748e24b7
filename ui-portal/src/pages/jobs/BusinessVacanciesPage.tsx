// /businesses/{id}/vacancies: one business's published vacancies that are still open, for anyone, newest
// first. Reached from any of its vacancies ("More vacancies at …").
import { useState } from "react";
import { loadBusinessJobVacancies, type JobVacancy } from "@ictm/core";
import { EmptyState, Link, PageHeader, useCore } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { paths } from "../../app/paths.ts";
import { BusinessLine } from "./BusinessLine.tsx";
import { RecordPage } from "./RecordPage.tsx";
import { VacancyCard } from "./VacancyCard.tsx";
import * as styles from "./VacancyCard.css.ts";

export function BusinessVacanciesPage() {
  const { id = "" } = useParams<{ id: string }>();
  const core = useCore();
  return (
    <RecordPage
      load={() => core.run(loadBusinessJobVacancies(id, { silent: true }))}
      recordKey={id}
      title={(vacancies) => (vacancies[0] ? `Vacancies at ${vacancies[0].businessName}` : "Open vacancies")}
      fallbackTitle="Open vacancies"
      what="these vacancies"
      missingHeading="We could not find this business"
      missingText="The address may be mistyped, or the business may no longer be on the portal."
    >
      {(vacancies) => <Vacancies vacancies={vacancies} />}
    </RecordPage>
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
        <BusinessLine vacancy={first} size="large" />
      </PageHeader>
      <ul className={styles.list}>
        {vacancies.map((vacancy) => (
          <VacancyCard key={vacancy.key} vacancy={vacancy} nowMillis={now} hideBusiness />
        ))}
      </ul>
    </>
  );
}
