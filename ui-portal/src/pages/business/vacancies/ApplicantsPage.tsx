// /business/vacancies/{id}/applicants: who applied for one of the Business's vacancies, 10 a page, newest first.
// The address holds the filter (use-applicants-address.ts): one status or all, and the page. Each applicant's row
// (ApplicantRow.tsx) shows the cover note, the resume as sent, the attachment and the answers. "Export CSV"
// downloads the list with the status shown.
import { useSignals } from "@preact/signals-react/runtime";
import {
  showingText,
  applicantsAddress,
  exportJobApplicants,
  JOB_APPLICATION_STATUSES,
  JOB_APPLICATION_STATUS_LABELS,
  type JobApplicantCounts,
  type JobApplicationStatus,
} from "@ictm/core";
import { AreaSkeleton, EmptyState, Link } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { useOwnJobVacancies } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { ExportCsvButton, MemberListFailure, MemberListPage } from "../MemberList.tsx";
import { OwnRecord, type OwnRecordTexts } from "../OwnRecord.tsx";
import * as styles from "./ApplicantsPage.css.ts";
import { ApplicantRow } from "./ApplicantRow.tsx";
import { useApplicantsAddress, type ApplicantsAddress } from "./use-applicants-address.ts";

const OWN_VACANCY_TEXTS: OwnRecordTexts = {
  one: "vacancy",
  many: "vacancies",
  missing: "It may belong to another business, or the address may be mistyped.",
  back: { href: paths.vacancies, label: "Back to job vacancies" },
};

export function ApplicantsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const vacancies = useOwnJobVacancies();
  const vacancy = vacancies.items.find((item) => item.key === id);
  const address = useApplicantsAddress(id);
  return (
    <MemberArea
      kind="Business"
      section={paths.vacancies}
      returnTo={address.hrefOf(address.filter)}
      title="Applicants"
      lead={vacancy === undefined ? undefined : <>Who applied for “{vacancy.title}”.</>}
      action={<ExportCsvButton exportCsv={(core) => core.run(exportJobApplicants(id, { statuses: address.filter.statuses }))} />}
    >
      <OwnRecord list={vacancies} id={id} texts={OWN_VACANCY_TEXTS} whileLoading={<Applicants vacancyId={id} address={address} />}>
        {() => <Applicants vacancyId={id} address={address} />}
      </OwnRecord>
    </MemberArea>
  );
}

function Applicants({ vacancyId, address }: { vacancyId: string; address: ApplicantsAddress }) {
  useSignals();
  const { filter, store, hrefOf } = address;
  const counts = store.vacancyId === vacancyId ? store.counts : null;
  const shownStatus = filter.statuses.length === 1 ? filter.statuses[0] : undefined;
  const isAll = filter.statuses.length === 0;
  return (
    <div className={styles.page}>
      <nav aria-label="Applicants by status" className={styles.switcher}>
        <Link href={hrefOf(applicantsAddress.withStatuses(filter, []))} className={styles.switchLink} aria-current={isAll ? "page" : undefined}>
          {labelOf("All", counts === null ? null : totalOf(counts))}
        </Link>
        {JOB_APPLICATION_STATUSES.map((status) => (
          <Link
            key={status}
            href={hrefOf(applicantsAddress.withStatuses(filter, [status]))}
            className={styles.switchLink}
            aria-current={shownStatus === status ? "page" : undefined}
          >
            {labelOf(JOB_APPLICATION_STATUS_LABELS[status], counts?.[status] ?? null)}
          </Link>
        ))}
      </nav>
      <ApplicantList vacancyId={vacancyId} address={address} status={shownStatus} />
    </div>
  );
}

function ApplicantList({ vacancyId, address, status }: { vacancyId: string; address: ApplicantsAddress; status: JobApplicationStatus | undefined }) {
  const { filter, store, isCurrent, hrefOf, retry } = address;
  const shown = store.vacancyId === vacancyId ? store.page : null;
  if (store.status === "failed" && !isCurrent) {
    return <MemberListFailure heading="We could not load the applicants" error={store.error} retry={retry} />;
  }
  if (shown === null || !isCurrent) return <AreaSkeleton label="Loading the applicants" />;
  if (shown.count === 0) {
    return status === undefined ? (
      <EmptyState
        heading="No one has applied yet"
        action={
          <Link appearance="button-secondary" href={paths.vacancies}>
            Back to job vacancies
          </Link>
        }
      >
        Talents apply from the vacancy's page while it is published and open. Check that it is, and that its description says who it is for.
      </EmptyState>
    ) : (
      <EmptyState
        heading={`No applicants are ${JOB_APPLICATION_STATUS_LABELS[status].toLowerCase()}`}
        action={
          <Link appearance="button-secondary" href={hrefOf(applicantsAddress.withStatuses(filter, []))}>
            Show every applicant
          </Link>
        }
      >
        Choose another status above.
      </EmptyState>
    );
  }
  if (shown.items.length === 0) {
    return (
      <EmptyState
        heading={showingText(shown)}
        action={
          <Link appearance="button-secondary" href={hrefOf(applicantsAddress.withPage(filter, shown.totalPages))}>
            Go to the last page
          </Link>
        }
      >
        {`These applicants fill ${shown.totalPages} ${shown.totalPages === 1 ? "page" : "pages"}.`}
      </EmptyState>
    );
  }
  return (
    <MemberListPage
      page={shown}
      noun={{ one: "applicant", many: "applicants" }}
      pagerLabel="Applicant pages"
      hrefOfPage={(page) => hrefOf(applicantsAddress.withPage(filter, page))}
    >
      {(applicant) => <ApplicantRow key={applicant.key} vacancyId={vacancyId} applicant={applicant} />}
    </MemberListPage>
  );
}

const labelOf = (words: string, count: number | null) => (count === null ? words : `${words} (${count})`);
const totalOf = (counts: JobApplicantCounts) => counts.submitted + counts.shortlisted + counts.declined + counts.withdrawn;
