// The replay of an application's history, under the info tab's journey: its facts one at a time (core's
// loadApplicationEvents, turned into frames by core's replayFrames: each fact's sentence, when and by whom, and the
// application as it was just after it). "Event N of M" (announced), Previous and Next, and a slider (arrows, Page Up
// and Down, Home and End); the fact; the workflow's steps as a strip with the card's step then marked; the decisions
// then; and the form as it was then, through the application tab's renderer with that moment's content. Opens on
// the latest fact.
import { useSignals } from "@preact/signals-react/runtime";
import {
  formatDateTime,
  loadApplicationEvents,
  loadEvaluationStatuses,
  loadStaffFormRecord,
  replayFrames,
  staffFormRecordOf,
  STATISTICS_TEXTS,
  WORK_PERMIT_STEPS,
  type ApplicationEvent,
  type BoardApplication,
  type ReplayFrame,
} from "@ictm/core";
import { Badge, Button, Loaded, Skeleton, SkeletonGroup, useCore, useLoadedStore } from "@ictm/ui-kit";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Label, Slider, SliderThumb, SliderTrack } from "react-aria-components";
import { ApplicationSections } from "./ApplicationSections.tsx";
import * as styles from "./Journey.css.ts";
import * as panelStyles from "./Panel.css.ts";

export function JourneyReplay({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const state = core.stores.journeyReplay.value;
  const events = state.applicationId === applicationId && state.status !== "loading" ? state.events : null;
  const load = useCallback(() => core.run(loadApplicationEvents({ applicationId })), [core, applicationId]);
  // Fresh each time the replay opens: the history may have grown since.
  useEffect(() => {
    void load();
  }, [load]);
  // The replay takes the focus when it opens, so the keyboard goes on from it.
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);

  return (
    <section id="panel-replay" ref={region} tabIndex={-1} className={styles.replay} aria-labelledby="panel-replay-title">
      <h4 id="panel-replay-title" className={styles.replayTitle}>
        Replay history
      </h4>
      <Loaded value={events} status={state.status === "idle" ? "loading" : state.status} retry={() => void load()} what="the history" skeleton={<ReplaySkeleton />}>
        {(events) => (events.length === 0 ? <p className={panelStyles.muted}>Nothing has happened to this application yet.</p> : <Frames application={application} events={events} />)}
      </Loaded>
    </section>
  );
}

function Frames({ application, events }: { application: BoardApplication; events: readonly ApplicationEvent[] }) {
  const frames = useMemo(() => replayFrames(events, WORK_PERMIT_STEPS), [events]);
  const last = frames.length - 1;
  const [index, setIndex] = useState(last);
  const frame = frames[Math.min(index, last)];
  if (frame === undefined) return null;
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));
  return (
    <>
      <p className={styles.position} aria-live="polite" aria-atomic="true">
        {STATISTICS_TEXTS.replayPosition(frame.index, frames.length)}
        <span className={panelStyles.small}> · {frame.sentence}</span>
      </p>
      <div className={styles.controls}>
        <Button variant="secondary" size="small" className={styles.previous} isDisabled={frame.index === 0} onPress={() => go(frame.index - 1)}>
          Previous
        </Button>
        <Slider className={styles.slider} minValue={1} maxValue={frames.length} step={1} value={frame.index + 1} onChange={(value) => go((Array.isArray(value) ? (value[0] ?? 1) : value) - 1)}>
          <Label className={styles.sliderLabel}>Event</Label>
          <SliderTrack className={styles.sliderTrack}>
            {({ state }) => (
              <>
                <div className={styles.sliderFill} style={{ width: `calc(${state.getThumbPercent(0) * 100}% + 12px)` }} />
                <SliderThumb className={styles.sliderThumb} />
              </>
            )}
          </SliderTrack>
        </Slider>
        <Button variant="secondary" size="small" className={styles.next} isDisabled={frame.index === last} onPress={() => go(frame.index + 1)}>
          Next
        </Button>
      </div>
      <FrameView application={application} frame={frame} />
    </>
  );
}

function FrameView({ application, frame }: { application: BoardApplication; frame: ReplayFrame }) {
  return (
    <>
      <div className={styles.fact}>
        <p className={styles.sentence}>{frame.sentence}</p>
        <p className={styles.factMeta}>
          {formatDateTime(frame.occurredAt)} · {frame.by.name}
        </p>
      </div>
      <BoardPosition frame={frame} />
      <Decisions application={application} frame={frame} />
      <FormThen application={application} frame={frame} />
    </>
  );
}

/** The workflow's steps in order, the card's step then filled, the steps it had been in before lightly marked. */
function BoardPosition({ frame }: { frame: ReplayFrame }) {
  const archived = frame.permit.status === "archived" && frame.permit.staffArchived;
  const visited = frame.permit.status === "none" ? {} : frame.permit.board.statusSteps;
  const where = frame.boardStep === null ? STATISTICS_TEXTS.notOnBoard : archived ? STATISTICS_TEXTS.archivedStep : (WORK_PERMIT_STEPS.find((step) => step.key === frame.boardStep)?.name ?? frame.boardStep);
  return (
    <div className={styles.part}>
      <h5 className={styles.partTitle} id="replay-board">
        Board position
      </h5>
      <p className={styles.where}>
        Then: <strong data-testid="replay-board-position">{where}</strong>
      </p>
      <ol className={styles.strip} aria-labelledby="replay-board">
        {WORK_PERMIT_STEPS.map((step) => {
          const current = !archived && step.key === frame.boardStep;
          const before = !current && step.key in visited;
          return (
            <li key={step.key} className={`${styles.stripStep} ${current ? styles.stripCurrent : before ? styles.stripVisited : ""}`} aria-current={current ? "step" : undefined}>
              {step.name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The decisions as they were: evaluations, chief-evaluator links, each expatriate's decision, final approval, letters. */
function Decisions({ application, frame }: { application: BoardApplication; frame: ReplayFrame }) {
  const statuses = useLoadedStore("evaluationStatuses", () => loadEvaluationStatuses());
  const statusName = (key: string) => (statuses.status === "loaded" ? statuses.items.find((item) => item.key === key)?.name : undefined) ?? key;
  const stepName = (statusStepId: string) => application.statusSteps.find((step) => step.id === statusStepId)?.workflowStepName ?? "A step";
  const { evaluations, chiefLinks, persons, finalApproval, letters } = frame.decisions;
  const evaluationList = Object.entries(evaluations);
  const personList = Object.entries(persons).sort(([a], [b]) => Number(a) - Number(b));
  const links = Object.values(chiefLinks);
  const letterList = Object.values(letters);
  const nothing = evaluationList.length === 0 && personList.length === 0 && links.length === 0 && finalApproval.approvedAt === null && finalApproval.remarks === "" && letterList.length === 0;
  return (
    <div className={styles.part}>
      <h5 className={styles.partTitle}>Decisions then</h5>
      {nothing ? (
        <p className={panelStyles.muted}>No decisions yet.</p>
      ) : (
        <ul className={styles.decisionList}>
          {evaluationList.map(([id, evaluation]) => (
            <li key={id} className={styles.decision}>
              <strong>Evaluation in {stepName(evaluation.statusStepId)}:</strong>
              <Badge tone="neutral">{statusName(evaluation.statusKey)}</Badge>
              {evaluation.linkId === null ? null : <span className={panelStyles.small}>by the chief evaluator</span>}
              {evaluation.comment === "" ? null : <span className={panelStyles.small}>“{evaluation.comment}”</span>}
            </li>
          ))}
          {links.length === 0 ? null : (
            <li className={styles.decision}>
              <strong>Chief evaluator links:</strong> {links.length} issued
              {links.some((link) => link.revoked) ? `, ${links.filter((link) => link.revoked).length} revoked` : ""}
              {links.some((link) => link.used) ? `, ${links.filter((link) => link.used).length} answered` : ""}
            </li>
          )}
          {personList.map(([personIndex, person]) => (
            <li key={personIndex} className={styles.decision}>
              <strong>Expatriate {Number(personIndex) + 1}:</strong>
              {person.isApproved ? (
                <Badge tone="success" icon="check">
                  Approved
                </Badge>
              ) : (
                <Badge tone="danger" icon="cross">
                  Refused
                </Badge>
              )}
              {person.remarks === "" ? null : <span className={panelStyles.small}>“{person.remarks}”</span>}
            </li>
          ))}
          <li className={styles.decision}>
            <strong>Final approval:</strong>
            {finalApproval.approvedAt === null ? (
              <span>{finalApproval.remarks === "" ? "Not given" : "Not given (remarks drafted)"}</span>
            ) : (
              <Badge tone="success" icon="check">
                Given {formatDateTime(finalApproval.approvedAt)}
              </Badge>
            )}
          </li>
          {letterList.length === 0 ? null : (
            <li className={styles.decision}>
              <strong>Signed letters:</strong> {letterList.length}
              {letterList.some((letter) => letter.revoked) ? ` (${letterList.filter((letter) => letter.revoked).length} revoked)` : ""}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The form as it was then: the application tab's sections with that moment's content (no audit trail). */
function FormThen({ application, frame }: { application: BoardApplication; frame: ReplayFrame }) {
  useSignals();
  const core = useCore();
  const { key: type } = application.applicationRecord.permitType;
  const id = application.applicationRecord.application.id;
  const [open, setOpen] = useState(false);
  const state = core.stores.staffFormRecord.value;
  const record = staffFormRecordOf(state, id) ?? null;
  useEffect(() => {
    if (open && record === null) void core.run(loadStaffFormRecord(type, id));
  }, [core, open, type, id, record === null]);
  const vacancyTitle = (vacancyId: string) => (application.vacancy?.id === vacancyId ? application.vacancy.title : vacancyId);
  const content = frame.permit.status === "none" ? {} : frame.permit.content;
  return (
    <details className={styles.formRecord} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.formSummary}>The form then</summary>
      {open ? (
        <Loaded value={record} status={state.status} retry={() => void core.run(loadStaffFormRecord(type, id))} what="the application form">
          {(shown) => <ApplicationSections type={type} record={shown} content={content} vacancyTitle={vacancyTitle} withAudit={false} headingLevel={6} idPrefix="replay-" />}
        </Loaded>
      ) : null}
    </details>
  );
}

function ReplaySkeleton() {
  return (
    <SkeletonGroup label="Loading the history">
      <Skeleton width="30%" height="1.25rem" />
      <Skeleton height="44px" />
      <Skeleton height="72px" />
      <Skeleton height="36px" />
    </SkeletonGroup>
  );
}
