// The statistics-board's four sections. Each is a region named by its heading, with "Download CSV" (core's CSV of
// the section's table, saved under core's file name for the range), a Chart/Table switch (the chart loads lazily
// with visx; the table is a real table with a caption, read by screen readers and scrolled sideways on a phone),
// and its own loading skeleton, empty state and "Try again" after a failure. An older answer stays, dimmed, while
// the next range loads.
import { lazy, Suspense, useId, type ReactNode } from "react";
import {
  byPermitTypeCsv,
  distributionCsv,
  formatDateTime,
  journeyCsv,
  PERMIT_TYPE_INFO,
  seriesCsv,
  STATISTICS_OUTCOMES,
  STATISTICS_TEXTS,
  statisticsCsvFileName,
  transitionsCsv,
  turnaroundCsv,
  type ApplicationStatistics,
  type Journey,
  type JourneyStatistics,
  type StatisticsCsvKind,
  type StatisticsPartState,
  type StatisticsRange,
  type StepStock,
  type TurnaroundSpread,
  type TurnaroundStatistics,
  type WorkflowStatistics,
} from "@ictm/core";
import { Badge, Button, EmptyState, Link, saveFile, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";
import { NumberTable, textColumn } from "./StatisticsParts.tsx";
import type { StatisticsSearch } from "./statistics-address.ts";
import { outcomeColor, stepColor } from "./statistics-colors.ts";
import { binLabel, bucketLabel, countOf, formatDays, formatMaybeDays, rangeText } from "./statistics-view.ts";
import * as styles from "./Statistics.css.ts";

// The charts and visx: a chunk of their own, loaded when the first chart shows.
const charts = () => import("./charts.tsx");
const GroupedBarChart = lazy(() => charts().then((module) => ({ default: module.GroupedBarChart })));
const StackedBarChart = lazy(() => charts().then((module) => ({ default: module.StackedBarChart })));
const TurnaroundChart = lazy(() => charts().then((module) => ({ default: module.TurnaroundChart })));
const HistogramChart = lazy(() => charts().then((module) => ({ default: module.HistogramChart })));
const JourneyTimelineChart = lazy(() => charts().then((module) => ({ default: module.JourneyTimelineChart })));

const T = STATISTICS_TEXTS;
const C = STATISTICS_TEXTS.columns;
const permitTypeName = (permitType: keyof typeof PERMIT_TYPE_INFO): string => PERMIT_TYPE_INFO[permitType].name;


function Section({ title, lead, action, children }: { title: string; lead?: ReactNode; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** "Download CSV": saves core's CSV of a table (built when pressed) under core's file name for the range. */
function CsvButton({ what, kind, range, csv }: { what: string; kind: StatisticsCsvKind; range: StatisticsRange; csv: () => string }) {
  const download = () => saveFile(new Blob([csv()], { type: "text/csv;charset=utf-8" }), statisticsCsvFileName(kind, range));
  return (
    <Button variant="secondary" size="small" onPress={download} aria-label={`${T.downloadCsv} of ${what.toLowerCase()}`}>
      {T.downloadCsv}
    </Button>
  );
}

/** A chart and its table, one at a time (the table is the same numbers, for reading and for screen readers). */
function ChartOrTable({ label, chart, table }: { label: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Tabs defaultSelectedKey="chart">
      <TabList aria-label={`${label}: show as`}>
        <Tab id="chart">{T.chart}</Tab>
        <Tab id="table">{T.table}</Tab>
      </TabList>
      <TabPanel id="chart">
        <Suspense fallback={<ChartSkeleton label={`Loading the chart of ${label.toLowerCase()}`} />}>{chart}</Suspense>
      </TabPanel>
      <TabPanel id="table">{table}</TabPanel>
    </Tabs>
  );
}

function ChartSkeleton({ label, height = "220px" }: { label: string; height?: string }) {
  return (
    <SkeletonGroup label={label} className={styles.chartSkeleton}>
      <Skeleton height={height} radius="8px" />
      <Skeleton width="50%" height="0.9rem" />
    </SkeletonGroup>
  );
}

/** What a part shows: its answer, a skeleton before the first, or "Try again" after a failure. */
function PartBody<T>({ part, what, retry, children }: { part: StatisticsPartState<T>; what: string; retry: () => void; children: (data: T) => ReactNode }) {
  if (part.status === "failed") {
    return (
      <EmptyState
        heading={`We could not load ${what}`}
        headingLevel={3}
        action={
          <Button variant="secondary" onPress={retry}>
            Try again
          </Button>
        }
      >
        {part.error ?? "Check your connection and try again."}
      </EmptyState>
    );
  }
  if (part.data === null) return <ChartSkeleton label={`Loading ${what}`} />;
  return <div className={part.status === "loading" ? styles.busy : undefined}>{children(part.data)}</div>;
}

// 1. Applications by permit type ------------------------------------------------------------------------------

export function ApplicationsSection({ part, retry }: { part: StatisticsPartState<ApplicationStatistics>; retry: () => void }) {
  const data = part.data;
  return (
    <Section
      title={T.sections.applications}
      lead="The applications submitted in the range, by permit type and where they stand now."
      action={data !== null && data.total.submitted > 0 ? <CsvButton what={T.sections.applications} kind="by-permit-type" range={data.range} csv={() => byPermitTypeCsv(data)} /> : null}
    >
      <PartBody part={part} what="the applications by permit type" retry={retry}>
        {(statistics) =>
          statistics.total.submitted === 0 ? (
            <EmptyState heading={T.empty.applications} headingLevel={3}>
              Choose a longer range, or one that ends later.
            </EmptyState>
          ) : (
            <ChartOrTable
              label={T.sections.applications}
              chart={
                <GroupedBarChart
                  label={`${T.sections.applications}, ${rangeText(statistics.range)}: bars per permit type for ${STATISTICS_OUTCOMES.map((outcome) => T.outcome(outcome).toLowerCase()).join(", ")}`}
                  categories={statistics.byPermitType.map((row) => ({ key: row.permitType, label: PERMIT_TYPE_INFO[row.permitType].abbreviation }))}
                  series={STATISTICS_OUTCOMES.map((outcome) => ({ key: outcome, label: T.outcome(outcome), color: outcomeColor(outcome) }))}
                  value={(permitType, outcome) => {
                    const row = statistics.byPermitType.find((entry) => entry.permitType === permitType);
                    return row === undefined ? 0 : row[outcome as (typeof STATISTICS_OUTCOMES)[number]];
                  }}
                />
              }
              table={<ByPermitTypeTable statistics={statistics} />}
            />
          )
        }
      </PartBody>
    </Section>
  );
}

function ByPermitTypeTable({ statistics }: { statistics: ApplicationStatistics }) {
  const caption = `Applications submitted ${rangeText(statistics.range)}, by permit type`;
  return (
    <NumberTable caption={caption} columns={[C.permitType, C.submitted, ...STATISTICS_OUTCOMES.map((outcome) => ({ label: <SwatchName name={C[outcome]} color={outcomeColor(outcome)} /> }))]}>
      <tbody>
        {statistics.byPermitType.map((row) => (
          <tr key={row.permitType}>
            <th scope="row">{permitTypeName(row.permitType)}</th>
            <td>{row.submitted}</td>
            <td>{row.inProgress}</td>
            <td>{row.approved}</td>
            <td>{row.archived}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">All permit types</th>
          <td>{statistics.total.submitted}</td>
          <td>{statistics.total.inProgress}</td>
          <td>{statistics.total.approved}</td>
          <td>{statistics.total.archived}</td>
        </tr>
      </tfoot>
    </NumberTable>
  );
}

// 2. The cards in each step over time ----------------------------------------------------------------------------

const ofWorkflow = <T extends { readonly workflowId: string }>(part: StatisticsPartState<T>, workflowId: string): StatisticsPartState<T> =>
  part.data !== null && part.data.workflowId !== workflowId ? { ...part, data: null } : part;

export function WorkflowSection({ part, workflowId, retry }: { part: StatisticsPartState<WorkflowStatistics>; workflowId: string; retry: () => void }) {
  const shown = ofWorkflow(part, workflowId);
  const data = shown.data;
  return (
    <Section
      title={T.sections.workflow}
      lead="The cards in each step of the board at the end of each day, week or month of the range, and each step now."
      action={data !== null ? <CsvButton what={T.sections.workflow} kind="series" range={data.range} csv={() => seriesCsv(data)} /> : null}
    >
      <PartBody part={shown} what="the steps over time" retry={retry}>
        {(statistics) => {
          const steps = [...statistics.steps].sort((a, b) => a.position - b.position);
          const series = steps.map((step, index) => ({ key: step.key, label: step.name, color: stepColor(index) }));
          const empty = statistics.series.every((bucket) => bucket.counts.every((entry) => entry.count === 0));
          const countOfStep = (start: string, step: string) => statistics.series.find((bucket) => bucket.start === start)?.counts.find((entry) => entry.step === step)?.count ?? 0;
          return (
            <>
              {empty ? (
                <EmptyState heading={T.empty.workflow} headingLevel={3}>
                  Choose another range: the series counts the cards on the board at the end of each {statistics.bucket}.
                </EmptyState>
              ) : (
                <ChartOrTable
                  label={T.sections.workflow}
                  chart={
                    <StackedBarChart
                      label={`${T.sections.workflow}, ${rangeText(statistics.range)}: one stacked bar per ${statistics.bucket}, a segment per step`}
                      categories={statistics.series.map((bucket) => ({ key: bucket.start, label: bucketLabel(statistics.bucket, bucket.start) }))}
                      series={series}
                      value={countOfStep}
                    />
                  }
                  table={<SeriesTable statistics={statistics} steps={steps} />}
                />
              )}
              <h3 className={styles.subTitle}>Each step now</h3>
              <StepsNowTable steps={steps} />
            </>
          );
        }}
      </PartBody>
    </Section>
  );
}

/** A series' name after its colour's swatch (the chart's key, in the table). */
function SwatchName({ name, color }: { name: string; color: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
      {name}
    </>
  );
}

const StepName = ({ name, index }: { name: string; index: number }) => <SwatchName name={name} color={stepColor(index)} />;

function SeriesTable({ statistics, steps }: { statistics: WorkflowStatistics; steps: readonly StepStock[] }) {
  const caption = `Cards in each step at the end of each ${statistics.bucket}, ${rangeText(statistics.range)}`;
  return (
    <NumberTable caption={caption} columns={[T.bucket(statistics.bucket), ...steps.map((step, index) => ({ label: <StepName name={step.name} index={index} /> }))]}>
      <tbody>
        {statistics.series.map((bucket) => (
          <tr key={bucket.start}>
            <th scope="row">{bucket.start === bucket.end ? bucketLabel("day", bucket.start) : `${bucketLabel("day", bucket.start)} – ${bucketLabel("day", bucket.end)}`}</th>
            {steps.map((step) => (
              <td key={step.key}>{bucket.counts.find((entry) => entry.step === step.key)?.count ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}

function StepsNowTable({ steps }: { steps: readonly StepStock[] }) {
  const caption = "Each step now, and the cards that entered and left it in the range";
  return (
    <NumberTable caption={caption} columns={[C.step, C.target, C.now, C.overdueNow, C.entered, C.left]}>
      <tbody>
        {steps.map((step, index) => (
          <tr key={step.key}>
            <th scope="row">
              <StepName name={step.name} index={index} />
            </th>
            <td>{formatMaybeDays(step.targetWorkingDays)}</td>
            <td>{step.now}</td>
            <td className={step.overdueNow > 0 ? styles.over : undefined}>{step.overdueNow}</td>
            <td>{step.entered}</td>
            <td>{step.left}</td>
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}

// 3. Turnaround time ------------------------------------------------------------------------------------------------

export function TurnaroundSection({ part, workflowId, retry }: { part: StatisticsPartState<TurnaroundStatistics>; workflowId: string; retry: () => void }) {
  const shown = ofWorkflow(part, workflowId);
  const data = shown.data;
  return (
    <Section
      title={T.sections.turnaround}
      lead="Working days each step took (the visits that left it in the range) against its target, and end to end from submission to final approval (the applications approved in the range)."
      action={data !== null ? <CsvButton what={T.sections.turnaround} kind="turnaround" range={data.range} csv={() => turnaroundCsv(data)} /> : null}
    >
      <PartBody part={shown} what="the turnaround" retry={retry}>
        {(statistics) => {
          const steps = statistics.steps;
          const anyVisits = steps.some((step) => step.count > 0);
          return (
            <>
              <SpreadFigures label={T.endToEnd} spread={statistics.endToEnd} />
              {anyVisits ? (
                <ChartOrTable
                  label={`${T.sections.turnaround} per step`}
                  chart={
                    <TurnaroundChart
                      label={`${T.sections.turnaround} per step, ${rangeText(statistics.range)}: the median as a bar, the 90th percentile as a tick, the target as a dashed mark`}
                      bars={steps.map((step, index) => ({ key: step.key, label: step.name, color: stepColor(index), median: step.median, p90: step.p90, target: step.targetWorkingDays }))}
                    />
                  }
                  table={<TurnaroundTable statistics={statistics} />}
                />
              ) : (
                <EmptyState heading={T.empty.steps} headingLevel={3}>
                  Choose a longer range: a step is measured when a card leaves it.
                </EmptyState>
              )}
              <div className={styles.sectionHead}>
                <h3 className={styles.subTitle}>{T.sections.distribution}</h3>
                {statistics.endToEnd.count > 0 ? <CsvButton what={T.sections.distribution} kind="distribution" range={statistics.range} csv={() => distributionCsv(statistics)} /> : null}
              </div>
              {statistics.endToEnd.count === 0 ? (
                <EmptyState heading={T.empty.turnaround} headingLevel={3}>
                  The end-to-end turnaround counts the applications given final approval in the range.
                </EmptyState>
              ) : (
                <ChartOrTable
                  label={T.sections.distribution}
                  chart={
                    <HistogramChart
                      label={`${T.sections.distribution}, ${rangeText(statistics.range)}: applications per band of working days`}
                      bins={statistics.distribution.map((bin) => ({ key: String(bin.from), label: binLabel(bin), count: bin.count }))}
                      color={stepColor(0)}
                    />
                  }
                  table={<DistributionTable statistics={statistics} />}
                />
              )}
            </>
          );
        }}
      </PartBody>
    </Section>
  );
}

/** Count, median, 90th percentile and longest of a set of durations, as a line of figures. */
function SpreadFigures({ label, spread }: { label: string; spread: TurnaroundSpread }) {
  const figures = [
    { key: "count", label: `${label}: applications`, value: String(spread.count) },
    { key: "median", label: `${label}: median`, value: formatMaybeDays(spread.median) },
    { key: "p90", label: `${label}: 90th percentile`, value: formatMaybeDays(spread.p90) },
    { key: "max", label: `${label}: longest`, value: formatMaybeDays(spread.max) },
  ];
  return (
    <dl className={styles.spreadTiles}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.spreadTile}>
          <dt className={styles.tileLabel}>{figure.label}</dt>
          <dd className={styles.tileValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TurnaroundTable({ statistics }: { statistics: TurnaroundStatistics }) {
  const caption = `${T.sections.turnaround} in working days, ${rangeText(statistics.range)}`;
  const spread = (value: TurnaroundSpread) => (
    <>
      <td>{value.count}</td>
      <td>{formatMaybeDays(value.median)}</td>
      <td>{formatMaybeDays(value.p90)}</td>
      <td>{formatMaybeDays(value.max)}</td>
    </>
  );
  const endToEnd = [
    { key: "all", name: T.endToEnd, spread: statistics.endToEnd },
    ...statistics.byPermitType.map((row) => ({ key: row.permitType, name: `${T.endToEnd}: ${permitTypeName(row.permitType)}`, spread: row })),
  ];
  return (
    <NumberTable caption={caption} columns={[C.step, C.target, C.count, C.median, C.p90, C.max, C.overTarget]}>
      <tbody>
        {statistics.steps.map((step, index) => (
          <tr key={step.key}>
            <th scope="row">
              <StepName name={step.name} index={index} />
            </th>
            <td>{formatMaybeDays(step.targetWorkingDays)}</td>
            {spread(step)}
            <td className={step.overTarget > 0 ? styles.over : undefined}>{step.overTarget}</td>
          </tr>
        ))}
      </tbody>
      <tbody>
        {endToEnd.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>–</td>
            {spread(row.spread)}
            <td>–</td>
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}

function DistributionTable({ statistics }: { statistics: TurnaroundStatistics }) {
  const caption = `Applications by end-to-end turnaround, ${rangeText(statistics.range)}`;
  return (
    <NumberTable caption={caption} columns={[C.workingDays, C.applications]}>
      <tbody>
        {statistics.distribution.map((bin) => (
          <tr key={bin.from}>
            <th scope="row">{binLabel(bin)}</th>
            <td>{bin.count}</td>
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}

// 4. Timeline and journey --------------------------------------------------------------------------------------------

export function JourneySection({
  part,
  workflowId,
  search,
  steps,
  retry,
  journeyHref,
}: {
  part: StatisticsPartState<JourneyStatistics>;
  workflowId: string;
  search: StatisticsSearch;
  steps: readonly StepStock[];
  retry: () => void;
  journeyHref: (applicationId: string | null) => string;
}) {
  const shown = ofWorkflow(part, workflowId);
  const data = shown.data;
  const stepNames = steps.map((step) => ({ key: step.key, name: step.name }));
  const nameOf = (key: string | null) => (key === null ? T.placedOnBoard : key === "archived" ? T.archivedStep : (steps.find((step) => step.key === key)?.name ?? key));
  return (
    <Section
      title={T.sections.journey}
      lead="The moves between steps in the range, the applications moved last, and the whole journey of the one you pick."
      action={data !== null && data.transitions.length > 0 ? <CsvButton what={T.sections.transitions} kind="transitions" range={data.range} csv={() => transitionsCsv(data, stepNames)} /> : null}
    >
      {search.applicationId !== null && shown.status === "failed" ? (
        <EmptyState
          heading="We could not show that application's journey"
          headingLevel={3}
          action={
            <Link appearance="button-secondary" href={journeyHref(null)}>
              Show the moves without it
            </Link>
          }
        >
          {shown.error ?? "It may have no journey on this workflow's board."}
        </EmptyState>
      ) : (
        <PartBody part={shown} what="the journeys" retry={retry}>
          {(statistics) => (
            <>
              <h3 className={styles.subTitle}>{T.sections.transitions}</h3>
              {statistics.transitions.length === 0 ? <p className={styles.sectionLead}>{T.empty.transitions}</p> : <TransitionsTable statistics={statistics} nameOf={nameOf} />}
              <div className={styles.twoColumns}>
                <div>
                  <h3 className={styles.subTitle}>Moved last</h3>
                  {statistics.recent.length === 0 ? (
                    <p className={styles.sectionLead}>{T.empty.recent}</p>
                  ) : (
                    <>
                      <p className={styles.sectionLead}>Pick an application to see its journey.</p>
                      <ul className={styles.recentList} aria-label="Applications moved last">
                        {statistics.recent.map((application) => (
                          <li key={application.applicationId}>
                            <Link
                              appearance="standalone"
                              href={journeyHref(application.applicationId)}
                              className={styles.recentLink}
                              aria-current={application.applicationId === search.applicationId ? "true" : undefined}
                            >
                              <span className={styles.recentReference}>{application.reference}</span>
                              <span className={styles.recentMeta}>{`${application.businessName} · moved ${formatDateTime(application.lastMovedAt)}`}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
                <div>
                  {statistics.journey === null ? (
                    search.applicationId === null ? null : <ChartSkeleton label="Loading the journey" />
                  ) : (
                    <JourneyView journey={statistics.journey} range={statistics.range} workflowId={workflowId} closeHref={journeyHref(null)} />
                  )}
                </div>
              </div>
            </>
          )}
        </PartBody>
      )}
    </Section>
  );
}

function TransitionsTable({ statistics, nameOf }: { statistics: JourneyStatistics; nameOf: (key: string | null) => string }) {
  const caption = `Moves between steps, ${rangeText(statistics.range)}, the most frequent first`;
  return (
    <NumberTable caption={caption} columns={[C.fromStep, textColumn(C.toStep), C.moves]}>
      <tbody>
        {statistics.transitions.map((move) => (
          <tr key={`${move.from ?? ""}>${move.to}`}>
            <th scope="row">{nameOf(move.from)}</th>
            <td className={styles.textCell}>
              <span className={styles.holidayName}>
                {nameOf(move.to)}
                {move.backward ? <Badge tone="warning">{C.backward}</Badge> : null}
              </span>
            </td>
            <td>{move.count}</td>
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}

function JourneyView({ journey, range, workflowId, closeHref }: { journey: Journey; range: StatisticsRange; workflowId: string; closeHref: string }) {
  const stepOrder = new Map<string, number>();
  for (const visit of journey.visits) if (!stepOrder.has(visit.step)) stepOrder.set(visit.step, stepOrder.size);
  const overCount = journey.visits.filter((visit) => visit.overTarget).length;
  return (
    <div className={styles.page} style={{ gap: "12px" }}>
      <div className={styles.journeyHead}>
        <h3 className={styles.subTitle}>{`Journey of ${journey.reference}`}</h3>
        <span className={styles.rowActions}>
          <CsvButton what={`the journey of ${journey.reference}`} kind="journey" range={range} csv={() => journeyCsv(journey)} />
          <Link appearance="button-quiet" size="small" href={closeHref}>
            Close
          </Link>
        </span>
      </div>
      <p className={styles.sectionLead}>
        {`${journey.businessName} · ${PERMIT_TYPE_INFO[journey.permitType].abbreviation} · submitted ${formatDateTime(journey.submittedAt)} · `}
        {journey.finalApprovalAt === null ? `${formatDays(journey.workingDays)} working days so far` : `approved after ${formatDays(journey.workingDays)} working days`}
        {overCount > 0 ? ` · ${countOf(overCount, "visit", "visits")} over target` : ""}
        {" · "}
        <Link href={paths.application(workflowId, journey.applicationId)}>Open on the board</Link>
      </p>
      {journey.visits.length === 0 ? (
        <p className={styles.sectionLead}>{T.empty.journey}</p>
      ) : (
        <ChartOrTable
          label={`Journey of ${journey.reference}`}
          chart={
            <JourneyTimelineChart
              label={`Journey of ${journey.reference}: one bar per visit to a step over time${overCount > 0 ? ", the visits over target outlined" : ""}`}
              now={new Date()}
              visits={journey.visits.map((visit, index) => ({
                key: String(index),
                label: visit.stepName,
                color: stepColor(stepOrder.get(visit.step) ?? 0),
                start: new Date(visit.enteredAt),
                end: visit.leftAt === null ? null : new Date(visit.leftAt),
                over: visit.overTarget,
              }))}
            />
          }
          table={<JourneyTable journey={journey} />}
        />
      )}
    </div>
  );
}

function JourneyTable({ journey }: { journey: Journey }) {
  const caption = `Visits of ${journey.reference} to each step, in order`;
  return (
    <NumberTable caption={caption} columns={[C.step, textColumn(C.enteredAt), textColumn(C.leftAt), textColumn(C.enteredBy), textColumn(C.leftBy), C.workingDays, C.target, textColumn(C.overTarget)]}>
      <tbody>
        {journey.visits.map((visit, index) => (
          <tr key={index}>
            <th scope="row">{visit.stepName}</th>
            <td className={styles.textCell}>{formatDateTime(visit.enteredAt)}</td>
            <td className={styles.textCell}>{visit.leftAt === null ? "In this step now" : formatDateTime(visit.leftAt)}</td>
            <td className={styles.textCell}>{visit.enteredBy.name}</td>
            <td className={styles.textCell}>{visit.leftBy?.name ?? "–"}</td>
            <td>{formatDays(visit.workingDays)}</td>
            <td>{formatMaybeDays(visit.targetWorkingDays)}</td>
            <td className={styles.textCell}>{visit.overTarget ? <span className={styles.over}>Yes</span> : "No"}</td>
          </tr>
        ))}
      </tbody>
    </NumberTable>
  );
}
