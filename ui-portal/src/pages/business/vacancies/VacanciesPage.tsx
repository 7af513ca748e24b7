// /business/vacancies: the Business's own vacancies in every status, newest first, by status in tabs. Each has
// its status (a Draft or Published badge; a closed one's "Closed on …" line says it) and the actions core's
// transitions allow from its status: Publish (a draft, or a closed one again), Close (a published one, after
// asking), and Edit; beside the status, how many applied (and how many of them are local), a link to the applicants. This file only describes the list; OwnListPage shows it.
import {
  canMoveVacancy,
  closeJobVacancy,
  loadOwnJobVacancies,
  publishJobVacancy,
  vacancyOpenness,
  type JobVacancy,
} from "@ictm/core";
import { Badge, Link, type BadgeTone } from "@ictm/ui-kit";
import { useOwnJobVacancies } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { OPENNESS_LABELS } from "../../jobs/vacancy-text.ts";
import { VacancyCard } from "../../jobs/VacancyCard.tsx";
import type { ItemAction } from "../ItemActions.tsx";
import { OwnListPage, type OwnList } from "../OwnListPage.tsx";

const VACANCIES: OwnList<JobVacancy> = {
  section: paths.vacancies,
  title: "Job vacancies",
  lead: "Your vacancies, drafts included. Published ones are open to Talents until their closing date.",
  create: { href: paths.newVacancy, label: "New vacancy", first: "Create your first vacancy" },
  empty: {
    heading: "You have no job vacancies yet",
    text: "Create a vacancy, save it as a draft while you work on it, and publish it when it is ready.",
  },
  what: "your vacancies",
  useItems: useOwnJobVacancies,
  reload: () => loadOwnJobVacancies(),
  tabs: {
    label: "Vacancies by status",
    tabs: [
      { id: "all", label: "All", empty: "No vacancies.", shows: () => true },
      { id: "draft", label: "Drafts", empty: "No drafts.", shows: (vacancy) => vacancy.status === "draft" },
      { id: "published", label: "Published", empty: "Nothing is published.", shows: (vacancy) => vacancy.status === "published" },
      { id: "closed", label: "Closed", empty: "No closed vacancies.", shows: (vacancy) => vacancy.status === "closed" },
    ],
  },
  card: (vacancy, actions, nowMillis) => {
    const openness = vacancyOpenness(vacancy, nowMillis);
    // A closed or expired vacancy's line already says "Closed on …"; a badge beside it would say it twice.
    const status = (
      <>
        {openness === "draft" || openness === "open" ? (
          <Badge tone={BADGE_TONES[openness]} icon={openness === "open" ? "check" : null}>
            {OPENNESS_LABELS[openness]}
          </Badge>
        ) : null}
        <ApplicantsLink vacancy={vacancy} />
      </>
    );
    return <VacancyCard vacancy={vacancy} nowMillis={nowMillis} hideBusiness status={status} actions={actions} />;
  },
  actionsOf: (vacancy) => [...statusActions(vacancy), { label: "Edit", href: recordPath.editVacancy(vacancy.key) }],
};

export function VacanciesPage() {
  return <OwnListPage list={VACANCIES} />;
}

/** "3 applicants, 1 local": a link to them, once the vacancy was ever published (a draft has none). */
function ApplicantsLink({ vacancy }: { vacancy: JobVacancy }) {
  const applicants = vacancy.applicants;
  if (applicants === null || applicants === undefined || (vacancy.status === "draft" && applicants.total === 0)) return null;
  const words = applicants.total === 1 ? "1 applicant" : `${applicants.total} applicants`;
  return (
    <Link href={recordPath.vacancyApplicants(vacancy.key)} aria-label={`${words}, ${applicants.local} local, for ${vacancy.title}`}>
      {`${words}, ${applicants.local} local`}
    </Link>
  );
}

const BADGE_TONES = { draft: "neutral", open: "success" } as const satisfies Record<string, BadgeTone>;

/** Publish or Close, as core's transitions allow from the vacancy's status (saving it as it is is the form's). */
function statusActions(vacancy: JobVacancy): ItemAction[] {
  const { status, key, title } = vacancy;
  const publish: ItemAction = { label: "Publish", run: () => publishJobVacancy(key) };
  const close: ItemAction = {
    label: "Close",
    run: () => closeJobVacancy(key),
    confirm: {
      title: "Close this vacancy?",
      confirmLabel: "Close vacancy",
      cancelLabel: "Keep it open",
      text: <p>“{title}” will stop taking applications and leave the portal's search. You can publish it again later.</p>,
    },
  };
  return [
    ...(status !== "published" && canMoveVacancy(status, "published") ? [publish] : []),
    ...(status !== "closed" && canMoveVacancy(status, "closed") ? [close] : []),
  ];
}
