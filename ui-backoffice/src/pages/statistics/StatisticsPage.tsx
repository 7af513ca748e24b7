// /statistics/details/{workflowId}: the statistics-board (spec §2) of a workflow over a date range kept in the
// address (`startDate`, `endDate`; without them the 30 days ending today), as the listings keep their search: a new
// range is a new history entry, a correction of the address replaces it, and Back or Forward reads the address
// again. Summary tiles, then four sections, each with its chart (loaded lazily, with visx), the same numbers as a
// table and a CSV download: applications by permit type, the cards in each step over time, the turnaround in
// working days (per step against its target, and end to end), and the journey (the moves between steps, the
// applications moved last, and one application's timeline, `applicationId` in the address). Administrators edit
// the steps' targets here; the public holidays the working days leave out are a page of their own.
import { useEffect, useMemo, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  bruneiDateOf,
  loadApplicationStatistics,
  loadJourneyStatistics,
  loadTurnaroundStatistics,
  loadWorkflowStatistics,
  mayManageTargets,
  STATISTICS_INPUT_MESSAGES,
  STATISTICS_TEXTS,
  type StatisticsRange,
} from "@ictm/core";
import { Button, DateRangeField, Link, useCore, useHistoryTraversals, type DateRange } from "@ictm/ui-kit";
import { useLocation, useParams, useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { StatisticsFrame } from "./StatisticsParts.tsx";
import { ApplicationsSection, JourneySection, TurnaroundSection, WorkflowSection } from "./StatisticsSections.tsx";
import { SummaryTiles } from "./SummaryTiles.tsx";
import { StepTargetsDialog } from "./StepTargetsDialog.tsx";
import {
  canonicalStatisticsQuery,
  isAnswerableRange,
  readStatisticsSearch,
  sameRange,
  statisticsAddress,
  statisticsQuery,
  withRange,
  type StatisticsSearch,
} from "./statistics-address.ts";
import { rangePresets, rangeText } from "./statistics-view.ts";
import * as styles from "./Statistics.css.ts";

export function StatisticsPage() {
  useSignals();
  const core = useCore();
  const { workflowId = "" } = useParams<{ workflowId: string }>();
  const [location, navigate] = useLocation();
  const query = useSearch();
  const search = useMemo(() => readStatisticsSearch(query), [query]);
  usePageTitle(STATISTICS_TEXTS.title);
  const staff = core.stores.staffSession.value.staff;
  const state = core.stores.statistics.value;
  const [today] = useState(() => bruneiDateOf(Date.now()));

  // The address reads as what it asks for: a malformed range or id is replaced by the short form.
  const canonical = canonicalStatisticsQuery(query);
  useEffect(() => {
    if (canonical !== null) navigate(canonical === "" ? location : `${location}?${canonical}`, { replace: true });
  }, [canonical]);

  // Read on arriving, for each range (and workflow), and again after every Back or Forward; the journey part again
  // when only the application whose journey is shown changes.
  const traversals = useHistoryTraversals();
  const rangeInput = search.range === null ? {} : { startDate: search.range.startDate, endDate: search.range.endDate };
  const rangeKey = `${workflowId}|${statisticsQuery({ range: search.range, applicationId: null })}|${traversals}`;
  const journeyKey = `${rangeKey}|${search.applicationId ?? ""}`;
  const load = {
    applications: () => core.run(loadApplicationStatistics({ ...rangeInput, workflowId })),
    workflow: () => core.run(loadWorkflowStatistics({ ...rangeInput, workflowId })),
    turnaround: () => core.run(loadTurnaroundStatistics({ ...rangeInput, workflowId })),
    journey: () => core.run(loadJourneyStatistics({ ...rangeInput, workflowId, ...(search.applicationId === null ? {} : { applicationId: search.applicationId }) })),
  };
  useEffect(() => {
    if (canonical !== null) return;
    void load.applications();
    void load.workflow();
    void load.turnaround();
  }, [core, canonical, rangeKey]);
  useEffect(() => {
    if (canonical !== null) return;
    void load.journey();
  }, [core, canonical, journeyKey]);

  // The range shown: the one answered (defaults filled in), else the one asked for.
  const shownRange = state.range !== null && (search.range === null || sameRange(state.range, search.range)) ? state.range : search.range;
  const go = (next: StatisticsSearch) => navigate(statisticsAddress(workflowId, next));
  const applyRange = (range: StatisticsRange) => {
    if (shownRange !== null && sameRange(range, shownRange) && search.range !== null) {
      // The same range again is no new entry: it reads the figures again.
      void load.applications();
      void load.workflow();
      void load.turnaround();
      void load.journey();
      return;
    }
    go(withRange(search, range));
  };

  const [editingTargets, setEditingTargets] = useState(false);
  const steps = state.workflow.data?.workflowId === workflowId ? state.workflow.data.steps : [];
  const mayEditTargets = staff !== null && mayManageTargets(staff.roles);

  return (
    <StatisticsFrame
      current="statistics"
      workflowId={workflowId}
      title={STATISTICS_TEXTS.title}
      back={{ href: paths.board(workflowId), label: "Board" }}
      lead={
        <>
          How applications move through the work permits workflow. Times are in working days: Fridays, Sundays and{" "}
          <Link href={paths.publicHolidays}>public holidays</Link> are left out.
        </>
      }
      action={
        mayEditTargets ? (
          <Button variant="secondary" onPress={() => setEditingTargets(true)} isDisabled={steps.length === 0}>
            Edit targets
          </Button>
        ) : null
      }
      dialogs={mayEditTargets ? <StepTargetsDialog isOpen={editingTargets} workflowId={workflowId} steps={steps} onClose={() => setEditingTargets(false)} /> : null}
    >
      <RangeBar shown={shownRange} today={today} onApply={applyRange} />
      <SummaryTiles part={state.applications} retry={() => void load.applications()} />
      <ApplicationsSection part={state.applications} retry={() => void load.applications()} />
      <WorkflowSection part={state.workflow} workflowId={workflowId} retry={() => void load.workflow()} />
      <TurnaroundSection part={state.turnaround} workflowId={workflowId} retry={() => void load.turnaround()} />
      <JourneySection
        part={state.journey}
        workflowId={workflowId}
        search={search}
        steps={steps}
        retry={() => void load.journey()}
        journeyHref={(applicationId) => statisticsAddress(workflowId, { ...search, applicationId })}
      />
    </StatisticsFrame>
  );
}

/**
 * The range: typed or picked in the field and applied with "Apply" (or Enter), or one of the quick ranges at once.
 * What is shown is said under it ("1 Jun 2026 – 30 Jun 2026"), announced as it changes.
 */
function RangeBar({ shown, today, onApply }: { shown: StatisticsRange | null; today: string; onApply: (range: StatisticsRange) => void }) {
  const [draft, setDraft] = useState<DateRange | null>(shown === null ? null : { start: shown.startDate, end: shown.endDate });
  const [message, setMessage] = useState<string | undefined>(undefined);
  const shownKey = shown === null ? "" : `${shown.startDate}|${shown.endDate}`;
  // The field follows the range shown (an answer, Back or Forward, a quick range).
  useEffect(() => {
    if (shown !== null) setDraft({ start: shown.startDate, end: shown.endDate });
    setMessage(undefined);
  }, [shownKey]);
  const presets = rangePresets(today);

  const apply = () => {
    if (draft === null) return setMessage(STATISTICS_INPUT_MESSAGES.dateRange);
    const range = { startDate: draft.start, endDate: draft.end };
    if (!isAnswerableRange(range)) return setMessage(STATISTICS_INPUT_MESSAGES.dateRange);
    setMessage(undefined);
    onApply(range);
  };

  return (
    <div className={styles.rangeBar}>
      <form
        className={styles.rangeForm}
        aria-label="Date range"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DateRangeField
          label="Date range"
          description="Brunei calendar days, both included."
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setMessage(undefined);
          }}
          errorMessage={message}
          className={styles.rangeField}
        />
        <Button type="submit" variant="secondary" className={styles.rangeApply}>
          Apply
        </Button>
      </form>
      <div className={styles.presets} role="group" aria-label="Quick ranges">
        <span className={styles.presetsLabel} aria-hidden="true">
          Quick ranges:
        </span>
        {presets.map((preset) => {
          const isCurrent = shown !== null && sameRange(preset.range, shown);
          return (
            <Button key={preset.key} variant={isCurrent ? "primary" : "quiet"} size="small" aria-pressed={isCurrent} onPress={() => onApply(preset.range)}>
              {preset.label}
            </Button>
          );
        })}
      </div>
      <p className={styles.rangeNote} role="status">
        {shown === null ? "Loading…" : `Showing ${rangeText(shown)}`}
      </p>
    </div>
  );
}
