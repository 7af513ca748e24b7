// Runs one scenario: each actor gets a core of its own (in-memory session) on the server, signed in when a step
// says so; each step runs one core command as its actor and is judged against its expectations — the outcome
// (`ok`, or a refusal's tag and message) and the client events that follow, decoded with core's event Schema.
// A failed step ends its scenario: the steps after it depend on it and are reported as skipped.
import { openAsBlob } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { Effect, Schema } from "effect";
import {
  BOARD_MAX_CARDS_PER_COLUMN,
  ClientEventSchema,
  activateAccount,
  loadChiefEvaluators,
  recordChiefEvaluation,
  recordEvaluation,
  registerBusiness,
  generateChiefLink,
  DEFAULT_WORKFLOW_ID,
  SessionStorage,
  addBoardComment,
  ALL_STORES,
  createCore,
  createExpatPermit,
  createJobVacancy,
  decideExpatPerson,
  loadPermitFormRecord,
  setFinalApproval,
  makeMemoryKeyValueStore,
  giveEditControl,
  loadBoardApplication,
  loadKanbanBoard,
  moveCard,
  savePermitSection,
  setArchived,
  signIn,
  signInStaff,
  submitExpatPermit,
  uploadPermitFile,
  yieldPermitEditControl,
  type Core,
  type CoreServices,
  type PermitType,
} from "@ictm/core";
import { chiefNamed } from "../commands/chief-rows.ts";
import { activationLinkIn } from "./mail-folder.ts";
import type { Actor, Scenario, Step } from "./scenario-schema.ts";
import { expand, type Bindings } from "./templates.ts";

export interface StepReport {
  readonly name: string;
  readonly actor: string;
  readonly status: "passed" | "failed" | "skipped";
  readonly milliseconds: number;
  /** For a failed step: what was expected and what happened. */
  readonly failure?: { readonly expected: string; readonly happened: string };
}

export interface ScenarioReport {
  readonly name: string;
  readonly file: string;
  readonly steps: ReadonlyArray<StepReport>;
}

interface Cast {
  readonly actor: Actor;
  readonly core: Core;
  readonly events: Array<string>;
  /** The application this actor works on last (created, or named by `application:`). */
  application?: { readonly id: string; readonly permitType: PermitType };
}

const isClientEvent = Schema.is(ClientEventSchema);

/** What a step leaves behind: an id to keep with `save:`. */
type Outcome = { readonly saved?: string };

const text = (inputs: Record<string, unknown>, key: string, fallback?: string): string => {
  const value = inputs[key] ?? fallback;
  if (typeof value !== "string") throw new ScenarioError(`"with.${key}" is required (text).`);
  return value;
};

class ScenarioError extends Error {}

/** The permit type of every application a step of this run created, by id: staff steps name only the id. */
type PermitTypes = Map<string, PermitType>;

const applicationOf = (cast: Cast, inputs: Record<string, unknown>, permitTypes: PermitTypes) => {
  const named = inputs["application"];
  if (typeof named === "string") {
    const given = inputs["permitType"];
    return { id: named, permitType: typeof given === "string" ? (given as PermitType) : permitTypes.get(named) ?? "pvv" };
  }
  if (cast.application === undefined) throw new ScenarioError(`The actor has no application yet: create one first or give "with.application".`);
  return cast.application;
};

/** The current status step of an application, as staff see it in the board's side panel. */
const currentStatusStep = (applicationId: string) =>
  loadBoardApplication(DEFAULT_WORKFLOW_ID, applicationId).pipe(Effect.map((panel) => panel.statusStep.id));

/** What every step may need besides its inputs: the run's id, the scenario's folder, where mail arrives. */
interface StepContext {
  readonly runId: string;
  readonly folder: string;
  readonly mailFolder: string | undefined;
  readonly permitTypes: PermitTypes;
}

/** The actor's e-mail and password; a chief evaluator has none (it acts only by link). */
const account = (cast: Cast, action: string) => {
  if (cast.actor.kind === "chief") throw new ScenarioError(`A chief evaluator has no account, so it cannot ${action}: it acts only by link.`);
  return cast.actor;
};

type Registration = Extract<Parameters<typeof registerBusiness>[0], { method: "email" }>["registrationData"];

/** A plausible Business registration, unique to the run, with the step's `with.registration` over it (core judges it). */
const registrationOf = (inputs: Record<string, unknown>, runId: string): Registration => {
  const given = inputs["registration"];
  return {
    businessName: `Scenario Business ${runId} Sdn Bhd`,
    businessType: "private-limited",
    registrationNumber: `RC/${runId.slice(-8)}`,
    contactPerson: "Awang Scenario",
    phone: "+673 222 3344",
    address: "No. 1, Simpang 10, Jalan Gadong, Bandar Seri Begawan BE1318",
    ...(typeof given === "object" && given !== null ? (given as Partial<Registration>) : {}),
  };
};

/** The application and token of a chief evaluator's link (`…/applications/<id>/chief-evaluation-form?token=…`). */
const chiefLinkOf = (link: string) => {
  const url = URL.parse(link);
  const applicationId = url?.pathname.match(/\/applications\/([^/]+)\/(?:internal-)?chief-evaluation-form$/)?.[1];
  const token = url?.searchParams.get("token");
  if (applicationId === undefined || !token) throw new ScenarioError(`"with.link" is no chief evaluator's link: ${link}`);
  return { applicationId: decodeURIComponent(applicationId), token };
};

/** A step as a core program, given its inputs (templates expanded) and its actor's cast. */
const program = (step: Step, cast: Cast, inputs: Record<string, unknown>, context: StepContext): Effect.Effect<Outcome, unknown, CoreServices> => {
  const { permitTypes, folder } = context;
  // Inputs are read here, before anything runs: a missing one fails the step as a wrong input (ScenarioError).
  switch (step.do) {
    case "signUp": {
      const { email, password } = account(cast, "sign up");
      if (cast.actor.kind !== "business") throw new ScenarioError("Only a Business signs up in a scenario; staff accounts are made by administrators.");
      return registerBusiness({ method: "email", email, password, registrationData: registrationOf(inputs, context.runId) }).pipe(Effect.as({}));
    }
    case "activate": {
      const { email } = account(cast, "activate an account");
      const mailFolder = context.mailFolder;
      if (mailFolder === undefined) throw new ScenarioError("Activation reads the server's mail: give --mail-folder (the server's outbox folder) or ICTM_SCENARIO_MAIL_FOLDER.");
      return Effect.tryPromise({ try: () => activationLinkIn(mailFolder, email), catch: (error) => new ScenarioError(error instanceof Error ? error.message : String(error)) }).pipe(
        Effect.flatMap((link) => activateAccount(link)),
        Effect.as({}),
      );
    }
    case "signIn": {
      const { email, password } = account(cast, "sign in");
      return cast.actor.kind === "staff"
        ? signInStaff({ email, password }).pipe(Effect.as({}))
        : signIn({ accountType: "Business", method: "email", email, password }).pipe(Effect.as({}));
    }
    case "createVacancy": {
      // A published vacancy of the Business, open for 30 days (an lpa application names one of its own).
      const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const given = inputs["vacancy"];
      return createJobVacancy({
        title: `Scenario Software Engineer ${context.runId}`,
        description: "Builds and maintains the company's web services with the local team; scenario data.",
        district: "brunei-muara",
        location: "Gadong",
        employmentType: "full-time",
        salaryMin: 2500,
        salaryMax: 3500,
        salaryInterval: "monthly",
        skills: ["TypeScript", "PostgreSQL"],
        closingDate: closing,
        status: "published",
        ...(typeof given === "object" && given !== null ? (given as object) : {}),
      }).pipe(Effect.map((vacancy) => ({ saved: vacancy.key })));
    }
    case "createApplication": {
      const permitType = text(inputs, "permitType", "pvv") as PermitType;
      return createExpatPermit(permitType).pipe(
        Effect.map((record) => {
          cast.application = { id: record.application.id, permitType };
          permitTypes.set(record.application.id, permitType);
          return { saved: record.application.id };
        }),
      );
    }
    case "uploadFile": {
      const application = applicationOf(cast, inputs, permitTypes);
      const path = resolve(folder, text(inputs, "file"));
      return Effect.promise(() => openAsBlob(path)).pipe(
        Effect.flatMap((bytes) => uploadPermitFile(application.id, { name: basename(path), bytes }, { pdf: inputs["pdf"] === true })),
        Effect.map((answer) => ({ saved: answer.fileUpload.id })),
      );
    }
    case "saveSection": {
      const application = applicationOf(cast, inputs, permitTypes);
      return savePermitSection(application.permitType, application.id, text(inputs, "section"), inputs["values"] ?? {}).pipe(Effect.as({}));
    }
    case "submit": {
      const application = applicationOf(cast, inputs, permitTypes);
      return submitExpatPermit(application.permitType, application.id).pipe(Effect.as({}));
    }
    case "moveCard": {
      const application = applicationOf(cast, inputs, permitTypes);
      // The card must be on the board the actor's stores hold, however deep in its column.
      return loadKanbanBoard(DEFAULT_WORKFLOW_ID, { cardsPerColumn: BOARD_MAX_CARDS_PER_COLUMN }).pipe(
        Effect.flatMap(() => moveCard({ workflowId: DEFAULT_WORKFLOW_ID, applicationId: application.id, toStep: text(inputs, "to"), beforeId: null })),
        Effect.as({}),
      );
    }
    case "comment": {
      const application = applicationOf(cast, inputs, permitTypes);
      return currentStatusStep(application.id).pipe(
        Effect.flatMap((statusStepId) => addBoardComment({ statusStepId, commentContent: text(inputs, "text") })),
        Effect.as({}),
      );
    }
    case "giveEditControl": {
      const application = applicationOf(cast, inputs, permitTypes);
      return currentStatusStep(application.id).pipe(
        Effect.flatMap((statusStepId) => giveEditControl({ applicationId: application.id, statusStepId, comment: text(inputs, "comment") })),
        Effect.as({}),
      );
    }
    case "yieldEditControl": {
      const application = applicationOf(cast, inputs, permitTypes);
      return yieldPermitEditControl(application.permitType, application.id, text(inputs, "comment")).pipe(Effect.as({}));
    }
    case "openApplication": {
      const application = applicationOf(cast, inputs, permitTypes);
      return loadPermitFormRecord(application.permitType, application.id).pipe(Effect.as({}));
    }
    case "evaluate": {
      const application = applicationOf(cast, inputs, permitTypes);
      const evaluation = { evaluationStatusKey: text(inputs, "status"), comment: text(inputs, "comment") };
      return currentStatusStep(application.id).pipe(
        Effect.flatMap((statusStepId) => recordEvaluation({ applicationId: application.id, statusStepId, ...evaluation })),
        Effect.as({}),
      );
    }
    case "sendChiefLink": {
      const application = applicationOf(cast, inputs, permitTypes);
      const chief = text(inputs, "chief");
      return loadBoardApplication(DEFAULT_WORKFLOW_ID, application.id).pipe(
        Effect.flatMap((panel) =>
          loadChiefEvaluators(panel.workflowStep.id).pipe(
            Effect.flatMap((chiefs) => {
              const named = chiefNamed(chiefs, chief);
              if (named === undefined) return Effect.fail(new ScenarioError(`${chief} is not a chief evaluator (they are: ${chiefs.map((known) => known.email).join(", ") || "none"}).`));
              return generateChiefLink({ applicationId: application.id, workflowStepId: panel.workflowStep.id, userId: named.key, isSendEmail: inputs["mail"] === true });
            }),
          ),
        ),
        Effect.map((link) => ({ saved: link.url })),
      );
    }
    case "answerChiefLink": {
      const link = chiefLinkOf(text(inputs, "link"));
      return recordChiefEvaluation({ ...link, evaluationStatusKey: text(inputs, "status"), comment: text(inputs, "comment") }).pipe(Effect.as({}));
    }
    case "decidePerson": {
      const application = applicationOf(cast, inputs, permitTypes);
      const remarks = inputs["remarks"];
      return decideExpatPerson({
        permitType: application.permitType,
        applicationId: application.id,
        personIndex: Number(inputs["personIndex"] ?? 0),
        isApproved: inputs["approved"] !== false,
        ...(typeof remarks === "string" ? { remarks } : {}),
      }).pipe(Effect.as({}));
    }
    case "finalApproval": {
      const application = applicationOf(cast, inputs, permitTypes);
      const remarks = inputs["remarks"];
      return currentStatusStep(application.id).pipe(
        Effect.flatMap((statusStepId) =>
          setFinalApproval({ applicationId: application.id, statusStepId, ...(typeof remarks === "string" ? { finalApprovalRemarks: remarks } : {}) }),
        ),
        Effect.as({}),
      );
    }
    case "archive": {
      const application = applicationOf(cast, inputs, permitTypes);
      return setArchived({ applicationId: application.id, archived: inputs["archived"] !== false }).pipe(Effect.as({}));
    }
  }
};

const describeEvents = (events: ReadonlyArray<string>) => (events.length === 0 ? "no events" : events.join(", "));

/** The listed types follow in this order among what happened (others may come between). */
const inOrder = (wanted: ReadonlyArray<string>, happened: ReadonlyArray<string>): boolean => {
  let at = 0;
  for (const type of happened) if (type === wanted[at]) at += 1;
  return at === wanted.length;
};

const stepName = (step: Step, index: number) => step.name ?? `${index + 1}. ${step.actor} ${step.do}`;

export interface RunOptions {
  readonly baseUrl: string;
  readonly runId: string;
  readonly file: string;
  /** The server's outbox folder, where a scenario reads an activation mail (`activate`). */
  readonly mailFolder?: string | undefined;
  /** Called as each step ends, to print progress. */
  readonly onStep: (report: StepReport) => void;
}

export async function runScenario(scenario: Scenario, options: RunOptions): Promise<ScenarioReport> {
  const bindings: Bindings = { run: options.runId, env: process.env, saved: {} };
  const casts = new Map<string, Cast>();
  const permitTypes: PermitTypes = new Map();
  const unsubscribe: Array<() => void> = [];
  const reports: StepReport[] = [];
  try {
    for (const [name, declared] of Object.entries(scenario.actors)) {
      const core = createCore({
        stores: ALL_STORES,
        portalBaseUrl: `${options.baseUrl}/api/v1`,
        backofficeBaseUrl: `${options.baseUrl}/backoffice/api/v1`,
        sessionStorage: SessionStorage.layerKeyValue(makeMemoryKeyValueStore()),
      });
      const actor: Actor = declared.kind === "chief" ? declared : { kind: declared.kind, email: expand(declared.email, bindings), password: expand(declared.password, bindings) };
      const cast: Cast = { actor, core, events: [] };
      const subscription = core.eventLog.events$.subscribe((event) => cast.events.push(isClientEvent(event) ? event.type : `undecodable ${String(Reflect.get(Object(event), "type"))}`));
      unsubscribe.push(() => {
        subscription.unsubscribe();
        core.dispose();
      });
      casts.set(name, cast);
    }
    const context: StepContext = { runId: options.runId, folder: dirname(options.file), mailFolder: options.mailFolder, permitTypes };
    let failed = false;
    for (const [index, step] of scenario.steps.entries()) {
      const name = stepName(step, index);
      if (failed) {
        const report: StepReport = { name, actor: step.actor, status: "skipped", milliseconds: 0 };
        reports.push(report);
        options.onStep(report);
        continue;
      }
      const report = await runStep(step, name, casts, bindings, context);
      if (report.status === "failed") failed = true;
      reports.push(report);
      options.onStep(report);
    }
  } finally {
    for (const end of unsubscribe) end();
  }
  return { name: scenario.name, file: options.file, steps: reports };
}

async function runStep(step: Step, name: string, casts: Map<string, Cast>, bindings: Bindings, context: StepContext): Promise<StepReport> {
  const started = performance.now();
  const done = (failure?: StepReport["failure"]): StepReport => ({
    name,
    actor: step.actor,
    status: failure === undefined ? "passed" : "failed",
    milliseconds: Math.round(performance.now() - started),
    ...(failure === undefined ? {} : { failure }),
  });
  const cast = casts.get(step.actor);
  if (cast === undefined) return done({ expected: `an actor "${step.actor}"`, happened: `the scenario names no such actor (it has ${[...casts.keys()].join(", ")})` });
  const expectation = step.expect ?? "ok";
  const expected = expectation === "ok" ? "ok" : `refused ${expectation.refused.tag}${expectation.refused.message === undefined ? "" : `: "${expectation.refused.message}"`}`;
  let inputs: Record<string, unknown>;
  let run: Effect.Effect<Outcome, unknown, CoreServices>;
  try {
    inputs = expand(step.with ?? {}, bindings);
    run = program(step, cast, inputs, context);
  } catch (error) {
    return done({ expected, happened: `the step's inputs are wrong: ${error instanceof Error ? error.message : String(error)}` });
  }
  const before = cast.events.length;
  // A scenario's own problem found while running (no such chief evaluator, no activation mail) is reported as it is.
  let problem: string | undefined;
  const result = await cast.core.run(run.pipe(Effect.tapError((error) => Effect.sync(() => void (problem = error instanceof ScenarioError ? error.message : undefined)))));
  if (!result.ok && problem !== undefined) return done({ expected, happened: problem });
  const events = cast.events.slice(before);
  if (result.ok) {
    if (step.save !== undefined && result.value.saved !== undefined) bindings.saved[step.save] = result.value.saved;
    if (expectation !== "ok") return done({ expected, happened: `ok (events: ${describeEvents(events)})` });
  } else {
    const happened = `refused ${result.error._tag}: "${result.error.message}"`;
    if (expectation === "ok") return done({ expected, happened });
    const refusal = expectation.refused;
    if (result.error._tag !== refusal.tag || (refusal.message !== undefined && result.error.message !== refusal.message)) return done({ expected, happened });
  }
  if (step.events !== undefined && !inOrder(step.events, events)) {
    return done({ expected: `events ${step.events.join(", ")} (in this order)`, happened: describeEvents(events) });
  }
  return done();
}
