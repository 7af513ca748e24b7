// The generated population's bulk writer (`npm run seed -- --applications N`, the benchmarks): the facts core's
// deciders made for many applications, appended in a few statements per batch (hash-chained per stream as the
// event store chains them, each stamped when it happened), and the rows the projectors derive from them
// (permit_applications, permit_files, permit_status_steps, permit_step_visits) written at once. Appending fact by
// fact through the event store runs every projector per fact, a query or two each: about 30 applications a
// second on PGlite, where the benchmarks want ten thousand. The rows here follow ../permits/projector.ts,
// ../board/projector.ts and ../statistics/visit-projector.ts event for event, and ./bulk-permits.test.ts checks
// they equal what a rebuild from the log makes. Only for applications new to the database, each written whole in
// one batch.
import { applicationIdOfPermitStream, decodePermitEvent, PERSONNEL_SECTION, permitStream, type PermitEvent, type PermitType } from "@ictm/core/domain";
import { getTableColumns, sql, type Column } from "drizzle-orm";
import { listingPersonsOf, listingPersonsOfSection } from "../archive/listing-persons.ts";
import type { Orm, Tx } from "../db/connect.ts";
import { permitApplications, permitReferenceCounters, workflowSteps, type PermitApplicationRow } from "../db/schema.ts";
import { chainStart, eventHash } from "../events/chain.ts";
import { summaryOfContent, summaryOfSection } from "../permits/present.ts";
import { calendarDayJoin, clockFrom } from "../statistics/sql-time.ts";
import { ARCHIVED_TO } from "../statistics/visit-projector.ts";
import type { FactSink } from "./permits.ts";

interface PendingEvent {
  readonly stream: string;
  readonly version: number;
  readonly type: string;
  readonly payload: Record<string, unknown>;
  readonly actor: string;
  readonly occurredAt: Date;
  readonly previousHash: string;
  readonly hash: string;
}

interface StatusStepRow {
  id: string;
  application_id: string;
  step_key: string;
  workflow_step_id: string | null;
  first_entered_at: Date;
  last_entered_at: Date;
}

interface VisitRow {
  application_id: string;
  workflow_id: string;
  step: string;
  entered_at: Date;
  entered_by: string;
  left_at: Date | null;
  left_by: string | null;
  left_to: string | null;
  /** The version of the fact that opened the visit: the visit's id is that event's id, as the projector writes it. */
  opened_version: number;
  /** The application's first visit (its placement on the board), as the projector marks it. */
  placed: boolean;
}

/** Events per insert statement (one JSON parameter each). */
const EVENTS_PER_STATEMENT = 2000;

export class BulkPermitWriter {
  private readonly pending: PendingEvent[] = [];
  private readonly heads = new Map<string, { version: number; hash: string }>();
  private readonly counters: Map<string, number>;
  private readonly changedCounters = new Set<string>();
  private readonly actor: string;
  /** workflow_steps.id by `${workflowId}:${key}`. */
  private readonly stepIds: ReadonlyMap<string, string>;

  private constructor(actor: string, counters: Map<string, number>, stepIds: ReadonlyMap<string, string>) {
    this.actor = actor;
    this.counters = counters;
    this.stepIds = stepIds;
  }

  /** A writer that allocates reference numbers after those already taken. */
  static async open(orm: Orm, options: { actor: string }): Promise<BulkPermitWriter> {
    const counters = await orm.select().from(permitReferenceCounters);
    const steps = await orm.select({ id: workflowSteps.id, workflowId: workflowSteps.workflowId, key: workflowSteps.key }).from(workflowSteps);
    return new BulkPermitWriter(
      options.actor,
      new Map(counters.map((row) => [`${row.permitType}:${row.year}`, row.last])),
      new Map(steps.map((step) => [`${step.workflowId}:${step.key}`, step.id])),
    );
  }

  /** Where seedPermitApplication puts the facts until `write`. */
  readonly sink: FactSink = {
    append: async (stream, expected, facts, at) => {
      const head = this.heads.get(stream) ?? { version: 0, hash: chainStart };
      if (head.version !== expected) throw new Error(`The bulk writer holds ${stream} at version ${head.version}, not ${expected}`);
      let { version, hash } = head;
      for (const fact of facts) {
        version += 1;
        const content = { stream, version, type: fact.type, payload: fact.payload as Record<string, unknown>, actor: this.actor, occurredAt: at };
        const next = eventHash(hash, content);
        this.pending.push({ ...content, previousHash: hash, hash: next });
        hash = next;
      }
      this.heads.set(stream, { version, hash });
      return version;
    },
    reference: async (type: PermitType, year: number) => {
      const key = `${type}:${year}`;
      const next = (this.counters.get(key) ?? 0) + 1;
      this.counters.set(key, next);
      this.changedCounters.add(key);
      return next;
    },
  };

  /** Writes the facts gathered since the last write, their streams and projections, and the reference counters. */
  async write(tx: Tx): Promise<{ events: number; applications: number }> {
    const written = this.pending.splice(0);
    const streams = new Map<string, PendingEvent[]>();
    for (const event of written) streams.set(event.stream, [...(streams.get(event.stream) ?? []), event]);
    this.heads.clear();

    for (let first = 0; first < written.length; first += EVENTS_PER_STATEMENT) {
      const rows = written.slice(first, first + EVENTS_PER_STATEMENT).map((event) => ({
        stream: event.stream,
        version: event.version,
        type: event.type,
        payload: event.payload,
        actor: event.actor,
        occurred_at: event.occurredAt.toISOString(),
        previous_hash: event.previousHash,
        hash: event.hash,
      }));
      await tx.execute(sql`
        insert into events (stream, version, type, payload, actor, occurred_at, previous_hash, hash)
        select r.stream, r.version, r.type, r.payload, r.actor, r.occurred_at, r.previous_hash, r.hash
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as (stream text, version integer, type text, payload jsonb, actor text, occurred_at timestamptz, previous_hash text, hash text)) with ordinality
          as r(stream, version, type, payload, actor, occurred_at, previous_hash, hash, n)
        order by r.n`);
    }
    const heads = [...streams].map(([stream, events]) => ({ stream, version: events.at(-1)?.version ?? 0 }));
    await tx.execute(sql`
      insert into streams (stream, version) select stream, version from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as r(stream text, version integer)
      on conflict (stream) do update set version = excluded.version`);

    const applications: Record<string, unknown>[] = [];
    const files: Array<{ application_id: string; file_id: string; uploaded_at: Date }> = [];
    const statusSteps: StatusStepRow[] = [];
    const visits: VisitRow[] = [];
    for (const [stream, events] of streams) {
      const id = applicationIdOfPermitStream(stream);
      if (id === undefined) throw new Error(`The bulk writer only writes applications, not ${stream}`);
      const projected = this.project(id, events);
      applications.push(columnsOf(projected.application));
      files.push(...[...projected.files].map(([file_id, uploaded_at]) => ({ application_id: id, file_id, uploaded_at })));
      statusSteps.push(...projected.statusSteps.values());
      visits.push(...projected.visits);
    }
    await populate(tx, "permit_applications", applications);
    await populate(tx, "permit_files", files);
    await populate(tx, "permit_status_steps", statusSteps);
    if (visits.length > 0) {
      await tx.execute(sql`
        insert into permit_step_visits (id, application_id, workflow_id, step, entered_at, entered_by, entered_clock, left_at, left_by, left_to, left_clock, placed)
        select e.id, r.application_id, r.workflow_id, r.step, r.entered_at, r.entered_by, ${clockFrom("entered_day", sql`r.entered_at`)}, r.left_at, r.left_by, r.left_to,
          case when r.left_at is null then null else ${clockFrom("left_day", sql`r.left_at`)} end, r.placed
        from jsonb_to_recordset(${JSON.stringify(visits.map((visit) => ({ ...visit, stream: permitStream(visit.application_id) })))}::jsonb)
          as r(application_id uuid, workflow_id uuid, step text, entered_at timestamptz, entered_by text, left_at timestamptz, left_by text, left_to text, opened_version integer, placed boolean, stream text)
        join events e on e.stream = r.stream and e.version = r.opened_version
        ${calendarDayJoin("entered_day", sql`r.entered_at`)}
        ${calendarDayJoin("left_day", sql`r.left_at`)}`);
    }
    const counters = [...this.changedCounters].map((key) => {
      const [permitType, year] = key.split(":");
      return { permit_type: permitType, year: Number(year), last: this.counters.get(key) ?? 0 };
    });
    this.changedCounters.clear();
    if (counters.length > 0) {
      await tx.execute(sql`
        insert into permit_reference_counters (permit_type, year, last)
        select permit_type, year, last from jsonb_to_recordset(${JSON.stringify(counters)}::jsonb) as r(permit_type text, year integer, last integer)
        on conflict (permit_type, year) do update set last = greatest(permit_reference_counters.last, excluded.last)`);
    }
    return { events: written.length, applications: applications.length };
  }

  /** One application's rows from its facts, as the projectors leave them after applying each in turn. */
  private project(id: string, stored: readonly PendingEvent[]) {
    let row: PermitApplicationRow | undefined;
    const files = new Map<string, Date>();
    const statusSteps = new Map<string, StatusStepRow>();
    const visits: VisitRow[] = [];
    const change = (values: Partial<PermitApplicationRow>) => {
      if (row === undefined) throw new Error(`Application ${id} changed before it was created`);
      row = { ...row, ...values };
    };
    const leave = (at: Date, by: string, to: string) => {
      const open = visits.find((visit) => visit.left_at === null);
      if (open !== undefined) Object.assign(open, { left_at: at, left_by: by, left_to: to });
    };
    const enter = (at: Date, by: string, workflowId: string, step: string, openedVersion: number) => {
      const placed = visits.length === 0;
      visits.push({ application_id: id, workflow_id: workflowId, step, entered_at: at, entered_by: by, left_at: null, left_by: null, left_to: null, opened_version: openedVersion, placed });
    };
    const stepEntered = (statusStepId: string, workflowId: string, step: string, at: Date) => {
      const known = statusSteps.get(statusStepId);
      if (known !== undefined) known.last_entered_at = at;
      else statusSteps.set(statusStepId, { id: statusStepId, application_id: id, step_key: step, workflow_step_id: this.stepIds.get(`${workflowId}:${step}`) ?? null, first_entered_at: at, last_entered_at: at });
    };
    for (const fact of stored) {
      const event: PermitEvent | undefined = decodePermitEvent(fact);
      if (event === undefined) throw new Error(`Event ${fact.stream}@${fact.version} (${fact.type}) is not a permit fact`);
      const at = fact.occurredAt;
      const touched = { version: fact.version, updatedAt: at };
      switch (event.type) {
        case "v1.PermitApplicationCreated": {
          const { businessId, permitType, reference, content } = event.payload;
          const { businessName, personnelCount } = summaryOfContent(permitType, content);
          row = {
            id, businessId, permitType, reference, content, status: "draft", hasUserGivenEditControl: false, editControlComment: null,
            currentStep: null, workflowId: null, statusStepId: null, stepSortKey: null, stepEnteredAt: null, businessName, personnelCount,
            finalApprovalAt: null, finalApprovalRemarks: null, finalApprovalBy: null, archivedAt: null, archivedBy: null,
            listingPersons: listingPersonsOf(permitType, content), createdAt: at, submittedAt: null, ...touched,
          };
          files.clear();
          break;
        }
        case "v1.PermitSectionSaved": {
          if (row === undefined) throw new Error(`Application ${id} changed before it was created`);
          const { section, new: values } = event.payload;
          const summary = summaryOfSection(row.permitType, section, values);
          change({ content: { ...row.content, [section]: values }, ...touched, ...summary });
          if (section === PERSONNEL_SECTION) change({ listingPersons: listingPersonsOfSection(values)[row.permitType] });
          break;
        }
        case "v1.PermitFileUploaded":
          if (!files.has(event.payload.fileId)) files.set(event.payload.fileId, at);
          change(touched);
          break;
        case "v1.PermitFileDeleted":
          files.delete(event.payload.fileId);
          change(touched);
          break;
        case "v1.PermitApplicationSubmitted":
          change({ ...touched, status: "submitted", submittedAt: at, hasUserGivenEditControl: false });
          break;
        case "v1.EditControlGiven":
          change({ ...touched, hasUserGivenEditControl: true, editControlComment: event.payload.comment });
          break;
        case "v1.EditControlTakenBack":
        case "v1.EditControlYielded":
          change({ ...touched, hasUserGivenEditControl: false, editControlComment: event.payload.comment });
          break;
        case "v1.PermitApplicationArchived":
          change({ ...touched, status: "archived", hasUserGivenEditControl: false });
          break;
        case "v1.ApprovedApplicationArchived":
          change({ ...touched, archivedAt: at, archivedBy: event.payload.by });
          leave(at, event.payload.by, ARCHIVED_TO);
          break;
        case "v1.ApprovedApplicationUnarchived": {
          change({ ...touched, archivedAt: null, archivedBy: null });
          const last = visits.findLast((visit) => visit.left_at !== null);
          if (last !== undefined && !visits.some((visit) => visit.left_at === null)) enter(at, event.payload.by, last.workflow_id, last.step, fact.version);
          break;
        }
        case "v1.CardPlaced":
        case "v1.CardMoved": {
          const { workflowId, statusStepId, sortKey, by } = event.payload;
          const step = event.type === "v1.CardPlaced" ? event.payload.step : event.payload.to;
          const moved = event.type === "v1.CardPlaced" || event.payload.from !== event.payload.to;
          change({ version: fact.version, workflowId, currentStep: step, statusStepId, stepSortKey: sortKey, ...(moved ? { stepEnteredAt: at } : {}) });
          if (moved) {
            stepEntered(statusStepId, workflowId, step, at);
            leave(at, by, step);
            enter(at, by, workflowId, step, fact.version);
          }
          break;
        }
        case "v1.FinalApprovalDraftSaved":
          change({ version: fact.version, finalApprovalRemarks: event.payload.remarks === "" ? null : event.payload.remarks });
          break;
        case "v1.FinalApprovalSet": {
          const { approvedAt, remarks, by } = event.payload;
          change({ version: fact.version, finalApprovalAt: new Date(approvedAt), finalApprovalRemarks: remarks === "" ? null : remarks, finalApprovalBy: by });
          break;
        }
        case "v1.FinalApprovalReset":
          change({ version: fact.version, finalApprovalAt: null, finalApprovalBy: null });
          break;
        default:
          change({ version: fact.version });
      }
    }
    if (row === undefined) throw new Error(`Application ${id} has no creation fact`);
    return { application: row, files, statusSteps, visits };
  }
}

const applicationColumns: Record<string, Column> = getTableColumns(permitApplications);

/** The row under its SQL column names (jsonb_populate_recordset reads them so). */
function columnsOf(row: PermitApplicationRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [applicationColumns[key]?.name ?? key, value]));
}

/** Inserts rows given under their column names, as one JSON parameter. */
async function populate(tx: Tx, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`);
}
