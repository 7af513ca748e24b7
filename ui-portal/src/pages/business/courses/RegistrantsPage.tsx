// /business/courses/{id}/registrants: who registered for one of the Business's courses, 12 a page, newest first.
// The address holds the filter (use-registrants-address.ts): search terms added one by one as removable chips (each
// narrows the list), the switch between the registrants not withdrawn (enrolled, and those asking to withdraw, with
// Approve withdrawal / Decline) and the withdrawn ones, and the page. "Export CSV" downloads the list as filtered.
import { useSignals } from "@preact/signals-react/runtime";
import { exportCourseRegistrants, registrantsAddress, showingText } from "@ictm/core";
import { AreaSkeleton, EmptyState, Link, SearchBar, TagChips } from "@ictm/ui-kit";
import { useParams } from "wouter";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { useOwnTrainingCourses } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { ExportCsvButton, MemberListFailure, MemberListPage } from "../MemberList.tsx";
import { OwnRecord } from "../OwnRecord.tsx";
import { OWN_COURSE_TEXTS } from "./own-course.ts";
import * as styles from "./RegistrantsPage.css.ts";
import { RegistrantRow } from "./RegistrantRow.tsx";
import { enrolledCount } from "./registrants-text.ts";
import { useRegistrantsAddress, type RegistrantsAddress } from "./use-registrants-address.ts";

export function RegistrantsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const courses = useOwnTrainingCourses();
  const course = courses.items.find((item) => item.key === id);
  const address = useRegistrantsAddress(id);
  const returnTo = address.hrefOf(address.filter);
  const { searchTerms, isWithdrawn } = address.filter;
  return (
    <MemberArea
      kind="Business"
      section={paths.trainingCourses}
      returnTo={returnTo}
      title="Registrants"
      lead={course === undefined ? undefined : <>Who registered for “{course.name}”.</>}
      action={<ExportCsvButton exportCsv={(core) => core.run(exportCourseRegistrants(id, { searchTerms, isWithdrawn }))} />}
    >
      {/* The registrants load beside the own courses, so they show before the course is known to be this Business's. */}
      <OwnRecord list={courses} id={id} texts={OWN_COURSE_TEXTS} whileLoading={<Registrants courseId={id} address={address} />}>
        {() => <Registrants courseId={id} address={address} />}
      </OwnRecord>
    </MemberArea>
  );
}

function Registrants({ courseId, address }: { courseId: string; address: RegistrantsAddress }) {
  useSignals();
  const { filter, store, navigate } = address;
  const counts = store.courseId === courseId ? store.counts : null;
  const label = (words: string, count: number | null) => (count === null ? words : `${words} (${count})`);
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          // A new field after each search: the term became a chip, the box is empty again.
          key={filter.searchTerms.join("\n")}
          landmarkLabel="Search registrants"
          label="Name or e-mail"
          value=""
          buttonLabel="Add"
          placeholder="e.g. Siti, or @gmail"
          description="Each word you add narrows the list: a name or e-mail must match them all."
          onSearch={(text) => navigate(registrantsAddress.withTerms(filter, [...filter.searchTerms, text]))}
        />
        <TagChips
          label="Search words (each one narrows the list)"
          items={filter.searchTerms}
          onRemove={(term) => navigate(registrantsAddress.withTerms(filter, filter.searchTerms.filter((known) => known !== term)))}
        />
      </div>
      <nav aria-label="Registrants by status" className={styles.switcher}>
        <Link href={address.hrefOf(registrantsAddress.withWithdrawn(filter, false))} className={styles.switchLink} aria-current={filter.isWithdrawn ? undefined : "page"}>
          {label("Enrolled", counts === null ? null : enrolledCount(counts))}
        </Link>
        <Link href={address.hrefOf(registrantsAddress.withWithdrawn(filter, true))} className={styles.switchLink} aria-current={filter.isWithdrawn ? "page" : undefined}>
          {label("Withdrawn", counts?.withdrawn ?? null)}
        </Link>
      </nav>
      <RegistrantList courseId={courseId} address={address} />
    </div>
  );
}

function RegistrantList({ courseId, address }: { courseId: string; address: RegistrantsAddress }) {
  const { filter, store, isCurrent, hrefOf, retry } = address;
  const shown = store.courseId === courseId ? store.page : null;
  if (store.status === "failed" && !isCurrent) {
    return <MemberListFailure heading="We could not load the registrants" error={store.error} retry={retry} />;
  }
  // While another filter loads, the page shown stays only if it is this list's (the same switch position).
  if (shown === null || (!isCurrent && store.filter.isWithdrawn !== filter.isWithdrawn)) return <AreaSkeleton label="Loading the registrants" />;
  if (shown.count === 0) return <NoRegistrants address={address} />;
  if (shown.items.length === 0) {
    return (
      <EmptyState
        heading={showingText(shown)}
        action={
          <Link appearance="button-secondary" href={hrefOf(registrantsAddress.withPage(filter, 1))}>
            Go to the first page
          </Link>
        }
      >
        {`These registrants fill ${shown.totalPages} ${shown.totalPages === 1 ? "page" : "pages"}.`}
      </EmptyState>
    );
  }
  return (
    <MemberListPage
      page={shown}
      noun={{ one: "registrant", many: "registrants" }}
      pagerLabel="Registrant pages"
      isBusy={!isCurrent}
      hrefOfPage={(page) => hrefOf(registrantsAddress.withPage(filter, page))}
    >
      {(registrant) => <RegistrantRow key={registrant.key} courseId={courseId} registrant={registrant} />}
    </MemberListPage>
  );
}

function NoRegistrants({ address }: { address: RegistrantsAddress }) {
  const { filter, hrefOf } = address;
  if (filter.searchTerms.length > 0) {
    return (
      <EmptyState
        heading={`No ${filter.isWithdrawn ? "withdrawn " : ""}registrants match ${filter.searchTerms.map((term) => `“${term}”`).join(" and ")}`}
        action={
          <Link appearance="button-secondary" href={hrefOf(registrantsAddress.withTerms(filter, []))}>
            Clear the search
          </Link>
        }
      >
        Every word must match a name or an e-mail. Remove a word, or check its spelling.
      </EmptyState>
    );
  }
  if (filter.isWithdrawn) {
    return <EmptyState heading="No one has withdrawn">When you approve a registrant's request to withdraw, they are listed here.</EmptyState>;
  }
  return (
    <EmptyState
      heading="No one has registered yet"
      action={
        <Link appearance="button-secondary" href={paths.trainingCourses}>
          Back to training courses
        </Link>
      }
    >
      Talents register from the course's page once it is published. Check that it is, and that its description says who it is for.
    </EmptyState>
  );
}
