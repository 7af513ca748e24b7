// The info tab's journey: every visit of the application's card to a step, oldest first (core's
// loadJourneyStatistics with the application: when it entered and left, its working days there, who moved it in and
// out, and whether it took longer than the step's target), the working days from submission to final approval (or
// so far), and "Replay history", which opens the replay of its facts under the table (./JourneyReplay.tsx, whose
// code, with its slider, loads when the replay is first opened).
import { DATE_FORMATS, formatDate, loadJourneyStatistics, STATISTICS_TEXTS, type BoardApplication, type Journey } from "@ictm/core";
import { AreaSkeleton, Badge, Button, lazyPart, Loaded, QuietLoading, Skeleton, SkeletonGroup, useCore } from "@ictm/ui-kit";
import { useCallback, useEffect, useState } from "react";
import * as journeyStyles from "./Journey.css.ts";
import * as styles from "./Panel.css.ts";

const JourneyReplay = lazyPart(
  () => import("./JourneyReplay.tsx").then((module) => module.JourneyReplay),
  <div id="panel-replay">
    <QuietLoading>
      <AreaSkeleton label="Loading the replay" />
    </QuietLoading>
  </div>,
  "the replay",
);

type Loading = { readonly status: "loading" | "failed"; readonly journey: null } | { readonly status: "loaded"; readonly journey: Journey | null };

const T = STATISTICS_TEXTS.columns;

export function JourneySection({ application, workflowId }: { application: BoardApplication; workflowId: string }) {
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const [state, setState] = useState<Loading>({ status: "loading", journey: null });
  const [replaying, setReplaying] = useState(false);
  const load = useCallback(async () => {
    setState({ status: "loading", journey: null });
    const result = await core.run(loadJourneyStatistics({ applicationId, workflowId }));
    setState(result.ok ? { status: "loaded", journey: result.value.journey } : { status: "failed", journey: null });
  }, [core, applicationId, workflowId]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className={styles.section} aria-labelledby="panel-journey">
      <h3 id="panel-journey" className={styles.sectionTitle}>
        Journey
      </h3>
      <Loaded
        value={state.status === "loaded" ? { journey: state.journey } : null}
        status={state.status}
        retry={() => void load()}
        what="the journey"
        skeleton={<JourneySkeleton />}
      >
        {({ journey }) =>
          journey === null || journey.visits.length === 0 ? (
            <p className={styles.muted}>{STATISTICS_TEXTS.empty.journey}</p>
          ) : (
            <>
              <p className={journeyStyles.summary}>
                {journey.finalApprovalAt === null
                  ? `${STATISTICS_TEXTS.workingDays(journey.workingDays)} since submission, no final approval yet.`
                  : `${STATISTICS_TEXTS.workingDays(journey.workingDays)} from submission to final approval.`}
              </p>
              <VisitsTable journey={journey} />
            </>
          )
        }
      </Loaded>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={replaying} aria-controls={replaying ? "panel-replay" : undefined} onPress={() => setReplaying((open) => !open)}>
          {replaying ? "Close the replay" : "Replay history"}
        </Button>
      </div>
      {replaying ? <JourneyReplay application={application} /> : null}
    </section>
  );
}

function VisitsTable({ journey }: { journey: Journey }) {
  return (
    <div className={journeyStyles.tableBox}>
      <table className={journeyStyles.table}>
        <caption className={journeyStyles.caption}>
          Every step {journey.reference} went through, oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.step}</th>
            <th scope="col">{T.enteredAt}</th>
            <th scope="col">{T.leftAt}</th>
            <th scope="col">{T.workingDays}</th>
            <th scope="col">Moved by</th>
            <th scope="col">{T.overTarget}</th>
          </tr>
        </thead>
        <tbody>
          {journey.visits.map((visit, index) => (
            <tr key={`${visit.step}-${visit.enteredAt}-${index}`}>
              <th scope="row" data-label={T.step}>
                {visit.stepName}
              </th>
              <td data-label={T.enteredAt}>
                <When at={visit.enteredAt} />
              </td>
              <td data-label={T.leftAt}>{visit.leftAt === null ? "Still there" : <When at={visit.leftAt} />}</td>
              <td data-label={T.workingDays} className={journeyStyles.numeric}>
                <div>
                  {visit.workingDays}
                  <span className={journeyStyles.cellNote}>{visit.targetWorkingDays === null ? "No target" : `Target ${visit.targetWorkingDays}`}</span>
                </div>
              </td>
              <td data-label="Moved by">
                <div>
                  <span className={journeyStyles.cellNote}>In</span>
                  {visit.enteredBy.name}
                  {visit.leftBy === null ? null : (
                    <>
                      <span className={journeyStyles.cellNote}>Out</span>
                      {visit.leftBy.name}
                    </>
                  )}
                </div>
              </td>
              <td data-label={T.overTarget}>
                {visit.overTarget ? (
                  <Badge tone="danger" icon="clock">
                    Over
                  </Badge>
                ) : (
                  <span className={styles.small}>{visit.targetWorkingDays === null ? "No target" : "No"}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A visit's date and time ("5 Jan 2025, 3:04 PM"), the time kept whole on the line after the date in a narrow cell. */
function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className={journeyStyles.when}>
      <span>{`${formatDate(at, DATE_FORMATS.day)},`}</span> <span>{formatDate(at, DATE_FORMATS.time)}</span>
    </time>
  );
}

function JourneySkeleton() {
  return (
    <SkeletonGroup label="Loading the journey">
      <Skeleton width="50%" height="1rem" />
      <Skeleton height="36px" />
      <Skeleton height="36px" />
      <Skeleton height="36px" />
    </SkeletonGroup>
  );
}
