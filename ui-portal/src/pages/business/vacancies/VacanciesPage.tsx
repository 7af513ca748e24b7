// /business/vacancies: the Business's own vacancies in every status, newest first, by status in tabs. Each
// has its status badge and the actions its status allows: Publish (a draft, or a closed one again), Close (a
// published one, after asking), Edit.
import { useState } from "react";
import { closeJobVacancy, loadOwnJobVacancies, publishJobVacancy, vacancyOpenness, type JobVacancy } from "@ictm/core";
import { Badge, Button, ConfirmDialog, EmptyState, Link, Tab, TabList, TabPanel, Tabs, type BadgeTone } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { Loaded, MemberArea } from "../../../app/MemberArea.tsx";
import { useOwnJobVacancies } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { OPENNESS_LABELS } from "../../jobs/vacancy-text.ts";
import { VacancyCard } from "../../jobs/VacancyCard.tsx";
import * as styles from "../../jobs/VacancyCard.css.ts";

const TABS = [
  { id: "all", label: "All", empty: "No vacancies." },
  { id: "draft", label: "Drafts", empty: "No drafts." },
  { id: "published", label: "Published", empty: "Nothing is published." },
  { id: "closed", label: "Closed", empty: "No closed vacancies." },
] as const;

export function VacanciesPage() {
  return (
    <MemberArea
      kind="Business"
      section={paths.vacancies}
      title="Job vacancies"
      lead="Your vacancies, drafts included. Published ones are open to Talents until their closing date."
      action={
        <Link appearance="button-primary" href={paths.newVacancy}>
          New vacancy
        </Link>
      }
    >
      <Vacancies />
    </MemberArea>
  );
}

function Vacancies() {
  const core = useCore();
  const { status, items } = useOwnJobVacancies();
  const [now] = useState(() => Date.now());
  return (
    <Loaded value={status === "loaded" ? items : null} status={status} retry={() => void core.run(loadOwnJobVacancies())} what="your vacancies">
      {(vacancies) => (vacancies.length === 0 ? <NoVacancies /> : <VacancyTabs vacancies={vacancies} nowMillis={now} />)}
    </Loaded>
  );
}

function NoVacancies() {
  return (
    <EmptyState
      heading="You have no job vacancies yet"
      action={
        <Link appearance="button-primary" href={paths.newVacancy}>
          Create your first vacancy
        </Link>
      }
    >
      Create a vacancy, save it as a draft while you work on it, and publish it when it is ready.
    </EmptyState>
  );
}

function VacancyTabs({ vacancies, nowMillis }: { vacancies: readonly JobVacancy[]; nowMillis: number }) {
  return (
    <Tabs>
      <TabList aria-label="Vacancies by status">
        {TABS.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label} ({countOf(vacancies, tab.id)})
          </Tab>
        ))}
      </TabList>
      {TABS.map((tab) => {
        const shown = tab.id === "all" ? vacancies : vacancies.filter((vacancy) => vacancy.status === tab.id);
        return (
          <TabPanel key={tab.id} id={tab.id}>
            {shown.length === 0 ? (
              <p className={styles.closing}>{tab.empty}</p>
            ) : (
              <ul className={styles.list}>
                {shown.map((vacancy) => (
                  <OwnVacancy key={vacancy.key} vacancy={vacancy} nowMillis={nowMillis} />
                ))}
              </ul>
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}

const countOf = (items: readonly JobVacancy[], tab: (typeof TABS)[number]["id"]): number =>
  tab === "all" ? items.length : items.filter((item) => item.status === tab).length;

const BADGE_TONES = { draft: "neutral", open: "success", closed: "neutral", expired: "warning" } as const satisfies Record<string, BadgeTone>;

function OwnVacancy({ vacancy, nowMillis }: { vacancy: JobVacancy; nowMillis: number }) {
  const core = useCore();
  const [busy, setBusy] = useState<"publish" | "close" | null>(null);
  const [isAsking, setAsking] = useState(false);
  const openness = vacancyOpenness(vacancy, nowMillis);
  const run = async (action: "publish" | "close") => {
    setBusy(action);
    await core.run(action === "publish" ? publishJobVacancy(vacancy.key) : closeJobVacancy(vacancy.key));
    setBusy(null);
    setAsking(false);
  };
  return (
    <VacancyCard
      vacancy={vacancy}
      nowMillis={nowMillis}
      hideBusiness
      status={
        <Badge tone={BADGE_TONES[openness]} icon={openness === "open" ? "check" : null}>
          {OPENNESS_LABELS[openness]}
        </Badge>
      }
      actions={
        <>
          {vacancy.status === "published" ? (
            <Button variant="secondary" size="small" aria-label={`Close ${vacancy.title}`} onPress={() => setAsking(true)}>
              Close
            </Button>
          ) : (
            <Button variant="secondary" size="small" aria-label={`Publish ${vacancy.title}`} isPending={busy === "publish"} onPress={() => void run("publish")}>
              Publish
            </Button>
          )}
          <Link appearance="button-quiet" size="small" href={recordPath.editVacancy(vacancy.key)} aria-label={`Edit ${vacancy.title}`}>
            Edit
          </Link>
          <ConfirmDialog
            isOpen={isAsking}
            title="Close this vacancy?"
            confirmLabel="Close vacancy"
            cancelLabel="Keep it open"
            isPending={busy === "close"}
            onConfirm={() => void run("close")}
            onCancel={() => setAsking(false)}
          >
            <p>“{vacancy.title}” will stop taking applications and leave the portal's search. You can publish it again later.</p>
          </ConfirmDialog>
        </>
      }
    />
  );
}
