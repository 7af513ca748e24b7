// Expat permit applications for the demo and for `npm run seed -- --applications N`: realistic content of each
// type that core's submit rules accept, real files (small PDFs and a PNG), and every change written as the
// application's facts through core's deciders onto its stream (final approval with its signed letters, when the
// caller signs), so the projection, the audit trail and a rebuild all read them as they read a Business's own work.
// Each fact is stamped when it happened on the application's journey (./journeys.ts): submitted in working hours,
// moved on by staff over working days, approved, archived or still in progress.
import {
  ARCHIVE_ROLES,
  BUSINESS_TYPES,
  createPermit,
  decidePerson,
  DEFAULT_WORKFLOW_ID,
  emptyPermitContent,
  evolvePermit,
  giveEditControl,
  giveEditControlOnBoard,
  hasAnyRole,
  initialPermitState,
  moveCard,
  normalizePermitSection,
  PERMIT_SECTIONS,
  PERMIT_TYPES,
  permitReference,
  personsOf,
  permitStream,
  permitSubmitVerdict,
  savePermitSection,
  setFinalApproval,
  sortKeyAtEnd,
  stepAllows,
  submitPermit,
  toggleArchive,
  uploadPermitFile,
  WORK_PERMITS_WORKFLOW,
  type PermitContent,
  type PermitEvent,
  type PermitState,
  type PermitType,
  type StaffRole,
} from "@ictm/core/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { findWorkflow, insertWorkflowSteps, lastOfColumn, stepRolesOf, type WorkflowWithSteps } from "../board/store.ts";
import type { Database, Queryable, Tx } from "../db/connect.ts";
import { businesses, jobVacancies, members, publicHolidays, staff, type BusinessRow } from "../db/schema.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor, staffActor } from "../events/vocabulary.ts";
import { createBlobStore, type BlobStore } from "../files/blobs.ts";
import { insertFile, newFileId } from "../files/store.ts";
import { businessPrefill } from "../permits/commands.ts";
import { takeReferenceNumber } from "../permits/store.ts";
import { readCommonData, type CommonData } from "../reference/store.ts";
import { ensureWorkingCalendar } from "../statistics/calendar.ts";
import { insertWorkflow } from "../workflows/store.ts";
import { BulkPermitWriter } from "./bulk-permits.ts";
import { APPROVED_MIX, evenJourney, JOURNEY_MIX, planJourney, workingHours, type Journey, type JourneySteps, type WorkingHours } from "./journeys.ts";
import { personName } from "./population/names.ts";
import { createRandom, randomFor, weighted, type Random } from "./population/random.ts";
import { pdfDocument, pngImage } from "./sample-files.ts";

/** How far an application got: a draft half filled in, submitted, or submitted and handed back by staff with a comment. */
export type PermitStage = "draft" | "submitted" | "returned";

/** Staff who may move the cards (the demo's, one per role), and the workflow whose board the card lands on. */
export interface BoardSeed {
  readonly workflow: WorkflowWithSteps;
  readonly staff: ReadonlyArray<{ readonly id: string; readonly roles: readonly StaffRole[] }>;
  /** Each column's last sort key as the seed left it (read from the table the first time). */
  readonly lastKeys: Map<string, string>;
}

/** Where an application's facts go: appended at once, projectors and all (the demo), or gathered for a bulk write. */
export interface FactSink {
  /** Appends facts at `expected` (the stream's version so far), stamped `at`; answers the stream's new version. */
  append(stream: string, expected: number, facts: readonly PermitEvent[], at: Date): Promise<number>;
  /** The next reference number of a type in a year. */
  reference(type: PermitType, year: number): Promise<number>;
}

/** The event store's own path: each group of facts appended and projected in the transaction. */
export const appendingSink = (tx: Tx, actor: string): FactSink => ({
  append: (stream, expected, facts, at) => appendToStream(tx, stream, expected, facts, { actor, at }),
  reference: (type, year) => takeReferenceNumber(tx, type, year),
});

export interface PermitSeed {
  readonly business: BusinessRow;
  /** The Business's sign-in e-mail, its business e-mail on the form. */
  readonly email: string;
  readonly type: PermitType;
  readonly stage: PermitStage;
  /** When each of its facts happens (./journeys.ts): drafted, submitted, moved on, approved, archived, handed back. */
  readonly journey: Journey;
  readonly random: Random;
  readonly reference: CommonData;
  /** The Business's vacancy an lpa application names (null: the first found is not required). */
  readonly vacancyId: string | null;
  /** The board (null: no workflow, the card is not placed). */
  readonly board: BoardSeed | null;
  /** Where the documents' bytes go. */
  readonly blobs: BlobStore;
  /** The Business's documents to use (a generated population shares them between its applications); else stored anew. */
  readonly files?: ReadonlyArray<StoredDemoFile>;
  /** Who wrote the facts (e.g. `system:demo-seed`); the facts themselves say the Business or staff did. */
  readonly actor: string;
  /** Where the facts go. */
  readonly sink: FactSink;
  /** Signs the final letters when the application is given final approval (none: its letters stay unsigned). */
  readonly signLetters?: LetterSigning;
}

/** The v1.LettersSigned fact of an application just given final approval with `remarks` by `by`. */
export type LetterSigning = (state: Exclude<PermitState, { status: "none" }>, remarks: string, by: string) => Promise<PermitEvent>;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
type Verdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: string };

/** A key after the last card of the column, remembered as its new last. */
async function nextKeyIn(tx: Tx, board: BoardSeed, step: string): Promise<string> {
  const last = board.lastKeys.get(step);
  const key = sortKeyAtEnd(last === undefined ? await lastOfColumn(tx, board.workflow.id, step) : [{ id: "", sortKey: last }]);
  board.lastKeys.set(step, key);
  return key;
}

/** The staff actor who acts in a step (the first demo staff member whose roles may), else the seeding actor. */
const actorIn = (board: BoardSeed, step: string, fallback: string): string => {
  const roles = board.workflow.steps.find((candidate) => candidate.key === step)?.actRoles ?? [];
  const member = board.staff.find((person) => hasAnyRole(person.roles, roles));
  return member === undefined ? fallback : staffActor(member.id);
};

/** The steps a journey follows on the board: its keys, where persons are approved and where final approval is given. */
export const journeyStepsOf = (board: BoardSeed | null): JourneySteps => {
  const steps = board?.workflow.steps ?? [];
  const roles = stepRolesOf(steps);
  const finalIndex = roles.findIndex((step) => stepAllows(step, "final-approval"));
  const persons = roles.slice(0, finalIndex < 0 ? roles.length : finalIndex).findLast((step) => stepAllows(step, "approve-persons"));
  return { keys: steps.map((step) => step.key), personsStep: persons?.key ?? null, finalStep: roles[finalIndex]?.key ?? null };
};

/** Creates one application as its Business would have, its card moved on by staff along its journey; answers its id. */
export async function seedPermitApplication(tx: Tx, seed: PermitSeed): Promise<string> {
  const { business, type, random, journey, sink } = seed;
  const id = seed.random.uuid();
  const stream = permitStream(id);
  const by = memberActor(business.memberId);
  let state = initialPermitState;
  let version = 0;
  const pending: PermitEvent[] = [];
  /** Decides on the state with the facts not yet appended; they are appended together by `flush`. */
  const apply = (verdict: Verdict) => {
    if (!verdict.ok) throw new Error(`The demo ${type} application ${id} was refused: ${verdict.refusal}`);
    for (const event of verdict.events) state = evolvePermit(state, event);
    pending.push(...verdict.events);
  };
  const flush = async (when: Date) => {
    if (pending.length === 0) return;
    version = await sink.append(stream, version, pending.splice(0), when);
  };

  const startedAt = journey.startedAt;
  const year = startedAt.getUTCFullYear();
  const reference = permitReference(type, year, await sink.reference(type, year));
  const content0 = emptyPermitContent(type, businessPrefill(type, business, seed.email));
  apply(createPermit(state, { businessId: business.id, permitType: type, reference, content: content0, by }));
  const files = (seed.files ?? (await storeFiles(tx, { ...seed, startedAt }))).slice(0, type === "pvv" ? 3 : 4);
  for (const file of files) apply(uploadPermitFile(state, { fileId: file.id, name: file.name, mediaType: file.mediaType, by }));
  await flush(startedAt);

  const content = permitContentFor(type, { business, email: seed.email, random, reference: seed.reference, fileIds: files.map((file) => file.id), vacancyId: seed.vacancyId, today: startedAt });
  const sections = PERMIT_SECTIONS[type].map((section) => section.key);
  // A draft has its first sections filled in; the others wait.
  const filled = seed.stage === "draft" ? sections.slice(0, Math.max(1, sections.length - 2)) : sections;
  for (const section of filled) apply(savePermitSection(state, { section, values: normalizePermitSection(type, section, content[section]), by }));
  const submittedAt = journey.submittedAt;
  const filledAt = submittedAt === null ? HOUR : Math.min(HOUR, (submittedAt.getTime() - startedAt.getTime()) / 2);
  await flush(new Date(startedAt.getTime() + filledAt));
  if (seed.stage === "draft" || submittedAt === null || state.status === "none") return id;

  const verdict = permitSubmitVerdict(type, state.content, { fileIds: new Set(state.fileIds), vacancyIds: seed.vacancyId === null ? undefined : new Set([seed.vacancyId]) });
  if (Object.keys(verdict).length > 0) throw new Error(`The demo ${type} application is incomplete: ${JSON.stringify(verdict)}`);
  const board = seed.board;
  apply(submitPermit(state, { by }));
  const entry = board?.workflow.steps[0];
  if (board !== null && entry !== undefined) {
    const placed = { workflowId: board.workflow.id, step: entry.key, statusStepId: random.uuid(), sortKey: await nextKeyIn(tx, board, entry.key), by };
    apply({ ok: true, events: [{ type: "v1.CardPlaced", payload: placed }] });
  }
  await flush(submittedAt);
  if (board === null) return id;

  const steps = stepRolesOf(board.workflow.steps);
  const keys = board.workflow.steps.map((step) => step.key);
  const contextIn = (step: string) => ({ roles: ["administrator" as const], steps, by: actorIn(board, step, seed.actor) });
  let personsDecided = false;
  /** Every expatriate approved, by whoever acts in the card's step. */
  const decidePersons = async (at: Date) => {
    if (personsDecided || state.status === "none" || state.board.card === null) return;
    const card = state.board.card;
    const context = contextIn(card.step);
    for (const person of personsOf(state.permitType, state.content)) apply(decidePerson(state, context, { personIndex: person.index, isApproved: true, remarks: "" }));
    personsDecided = true;
    await flush(at);
  };
  for (const move of journey.moves) {
    const from = state.board.card?.step ?? "";
    if (journey.personsDecidedAt !== null && journey.personsDecidedAt.getTime() <= move.at.getTime()) await decidePersons(journey.personsDecidedAt);
    const context = contextIn(from);
    // An application goes on from Final approval only with it given: every expatriate approved, then the approval.
    const forward = keys.indexOf(move.to) > keys.indexOf(from);
    if (forward && stepAllows(steps[keys.indexOf(from)], "final-approval") && state.board.card !== null) {
      const approvedAt = journey.finalApprovalAt ?? move.at;
      const remarks = "Approved for two years.";
      apply(setFinalApproval(state, context, { statusStepId: state.board.card.statusStepId, remarks, approvedAt: approvedAt.toISOString() }));
      if (seed.signLetters !== undefined) apply({ ok: true, events: [await seed.signLetters(state, remarks, context.by)] });
      await flush(approvedAt);
    }
    const sortKey = await nextKeyIn(tx, board, move.to);
    apply(moveCard(state, context, { to: move.to, before: null, sortKey, newStatusStepId: random.uuid() }));
    await flush(move.at);
  }
  // A card awaiting final approval has every expatriate approved, so the demo shows the letters.
  if (journey.personsDecidedAt !== null) await decidePersons(journey.personsDecidedAt);
  if (journey.archivedAt !== null) {
    const archivist = board.staff.find((person) => hasAnyRole(person.roles, ARCHIVE_ROLES));
    apply(toggleArchive(state, { roles: ["officer"], steps, by: archivist === undefined ? seed.actor : staffActor(archivist.id) }));
    await flush(journey.archivedAt);
  }
  if (seed.stage === "returned" && journey.editControlGivenAt !== null) {
    const card = state.board.card;
    const staffBy = card === null ? seed.actor : actorIn(board, card.step, seed.actor);
    const comment = "Please attach a clearer copy of the passport of the first person; the photo page is cut off.";
    const give = card === null ? giveEditControl(state, { comment, by: staffBy }) : giveEditControlOnBoard(state, { roles: ["administrator"], steps, by: staffBy }, { statusStepId: card.statusStepId, comment });
    apply(give);
    await flush(journey.editControlGivenAt);
  }
  return id;
}

export interface StoredDemoFile {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
}

/** Passport copies, a contract and supporting documents: PDFs, and one scanned page as a PNG. */
async function storeFiles(tx: Tx, seed: { readonly business: BusinessRow; readonly blobs: BlobStore; readonly startedAt: Date }, count = 4): Promise<StoredDemoFile[]> {
  const names = ["passport-copy.pdf", "supporting-letter.pdf", "contract.pdf", "recruitment-advert.png"];
  const stored: StoredDemoFile[] = [];
  for (const name of names.slice(0, count)) {
    const isImage = name.endsWith(".png");
    const bytes = isImage ? pngImage(48, 64, [120, 120, 120]) : pdfDocument(`${seed.business.businessName}: ${name.replace(/[-.]/g, " ")}`);
    const mediaType = isImage ? "image/png" : "application/pdf";
    const sha256 = await seed.blobs.put(bytes);
    const id = newFileId();
    await insertFile(tx, { id, sha256, mediaType, size: bytes.length, name, ownerMemberId: seed.business.memberId, purpose: "permit-document", createdAt: seed.startedAt });
    stored.push({ id, name, mediaType });
  }
  return stored;
}

interface ContentInput {
  readonly business: BusinessRow;
  readonly email: string;
  readonly random: Random;
  readonly reference: CommonData;
  readonly fileIds: ReadonlyArray<string>;
  readonly vacancyId: string | null;
  readonly today: Date;
}

/** A complete application of `type`, every section filled in as a careful Business would. */
export function permitContentFor(type: PermitType, input: ContentInput): PermitContent {
  const { business, random, reference } = input;
  const key = (list: keyof CommonData, fallback: string) => random.pick(reference[list].map((item) => item.key).concat(reference[list].length === 0 ? [fallback] : []));
  const file = (index: number) => input.fileIds[index % input.fileIds.length] ?? null;
  const passport = () => `${random.pick(["P", "K", "E", "A"])}${random.int(1_000_000, 9_999_999)}`;
  const phone = () => `+673 ${random.int(2_000_000, 8_999_999)}`;
  const ic = () => `${random.pick(["00", "01", "30", "31", "50"])}-${random.int(100_000, 999_999)}`;
  const daysFrom = (days: number) => isoDate(new Date(input.today.getTime() + days * DAY));
  const birth = () => isoDate(new Date(Date.UTC(random.int(1965, 1998), random.int(0, 11), random.int(1, 28))));
  const nationality = () => key("countries", "PH");
  const foreigner = () => personName(random).name;
  const local = () => personName(random).name;
  const trainee = (nameKey: "fullName" | "name") => ({
    [nameKey]: local(),
    phoneNumber: phone(),
    icNumber: ic(),
    icColourId: key("bruneiIcColours", "yellow"),
    trainingPeriodStartDate: daysFrom(30),
    trainingPeriodEndDate: daysFrom(120),
    ...(nameKey === "fullName" ? { trainingScope: "Configuring, operating and maintaining the system alongside the visiting engineer." } : {}),
  });
  const business_ = {
    ...businessPrefill(type, business, input.email)["business"],
    businessTypeId: BUSINESS_TYPES.some((known) => known.value === business.businessType) ? business.businessType : key("businessTypes", "private-limited"),
    businessNature: "Systems integration, software development and managed ICT services for government and private clients.",
    applicationJustification: "We have won a contract that needs specialist skills not yet available locally; local staff will be trained alongside.",
    nonLocalEmploymentJustification: "The specialist skills are needed for the first phase only; local trainees take over afterwards.",
    localWorkforceCount: random.int(20, 120),
    nonLocalWorkforceCount: random.int(1, 12),
    localWorkforcePercentage: random.int(75, 95),
    businessSecondaryEmailAddresses: [{ emailOwner: "Human resources", emailAddress: `hr@${input.email.split("@")[1] ?? "example.bn"}` }],
    businessSecondaryContactChannels: [{ contactChannelKey: key("contactChannelTypes", "whatsapp"), contactChannelDetails: phone() }],
    businessBranches: [],
  };
  const declaration = { overallSupportingDocumentFileIds: [file(1)], isDeclarationAgreed: true };
  const nonLocalPerson = () => ({
    fullName: foreigner(),
    nationalityCountryId: nationality(),
    passportNumber: passport(),
    dateOfBirth: birth(),
    passportCopyFileId: file(0),
    salaryPerMonthInBnd: random.int(25, 90) * 100,
    salaryIntervalId: key("salaryIntervals", "monthly"),
    jobDescription: "Leads the design and delivery of the system, and mentors the local engineers on the team.",
    qualificationsDescription: "Degree in computer science; ten years' experience delivering systems of this kind.",
    existingWorkPermitExpirationDate: "",
  });
  switch (type) {
    case "pvv":
      return {
        business: business_,
        personnel: {
          expatPersonnel: [0, 1].slice(0, random.int(1, 2)).map(() => ({
            fullName: foreigner(),
            nationalityCountryId: nationality(),
            passportNumber: passport(),
            dateOfBirth: birth(),
            jobRolePosition: random.pick(["Network engineer", "Solutions architect", "Security consultant"]),
            knowledgeTransferScheduleDetails: "Week 1: installation with the local team; weeks 2 to 3: hands-on training; week 4: handover.",
            passportCopyFileId: file(0),
            travelInformation: { visitPurpose: "Install and commission the new data centre network.", visitStartDate: daysFrom(30), visitEndDate: daysFrom(60) },
            isVisitExtension: false,
            visitExtensionStartDate: "",
            supportingDocumentFileIds: [file(1)],
            localTrainees: [trainee("fullName")],
          })),
        },
        declaration,
      };
    case "sawp":
      return {
        business: business_,
        // Two skilled workers, so the person approval shows a decision per person.
        personnel: { nonLocalPersonnel: [nonLocalPerson(), nonLocalPerson()] },
        support: {
          contractStartDate: daysFrom(30),
          contractEndDate: daysFrom(395),
          contractOrPoNumber: `PO-${random.int(10_000, 99_999)}`,
          employmentAgency: "Borneo Talent Services Sdn Bhd",
          organisationName: "Ministry of Transport and Infocommunications",
          fileId: file(2),
          isCertified: true,
        },
        declaration,
      };
    case "lpa": {
      const people = [nonLocalPerson()];
      return {
        application: {
          applicationTypeId: key("lpaApplicationTypes", "new"),
          isTransfer: false,
          businessTypeId: business_.businessTypeId,
          businessName: business.businessName,
          businessEmail: input.email,
          businessPhoneNumber: business.phone,
          jobVacancyId: input.vacancyId,
          applicationReason: "A senior cloud architect is needed to lead the migration of a government agency's systems.",
          justificationForNonLocalEmployment: "No local applicant had led a migration of this size; the position was advertised on the portal.",
          effortsInHiringLocalsForAppliedPosition: "Advertised on the portal and in the newspaper; interviewed four local applicants.",
        },
        personnel: { nonLocalPersonnel: people },
        contracts: {
          contracts: [
            {
              contractReference: `C-${random.int(1000, 9999)}`,
              startDate: daysFrom(30),
              endDate: daysFrom(760),
              contractOwnerName: local(),
              contractOwnerEmail: "procurement@agency.gov.bn",
              contractOwnerPhoneNumber: phone(),
              nonLocalPassportNumbers: people.map((person) => person.passportNumber),
            },
          ],
        },
        lbdPlan: {
          currentStatusDate: isoDate(input.today),
          overallTotalLocalWorkforce: 48,
          overallTotalNonLocalWorkforce: 6,
          overallWorkforcePercentage: 88.9,
          totalLocalTechnicalSkilledWorkforce: 30,
          totalNonLocalTechnicalSkilledWorkforce: 5,
          technicalSkilledWorkforcePercentage: 85.7,
          localTrainees: [trainee("name")],
          successionPlans: [
            {
              nonLocalToBeReplacedPassortNumber: people[0]?.passportNumber ?? passport(),
              positionQuota: "Cloud architect (1)",
              identifiedLocalIcNumber: ic(),
              effectiveDateOfSuccession: daysFrom(730),
              localQualificationsAndWorkExperiences: "Degree in computer science; four years as a systems engineer with us.",
            },
          ],
          employmentPlans: [
            {
              position: "Cloud architect",
              annualPlans: [
                { year: String(input.today.getUTCFullYear() + 1), localPercentage: 50, nonLocalPercentage: 50 },
                { year: String(input.today.getUTCFullYear() + 2), localPercentage: 100, nonLocalPercentage: 0 },
              ],
            },
          ],
          recruitmentEfforts: [
            {
              position: "Cloud architect",
              localsRequiredPercentage: 100,
              nonLocalsRequiredPercentage: 0,
              localApplicantsInterviewPercentage: 80,
              nonLocalApplicantsInterviewPercentage: 20,
              localApplicantsSelectedPercentage: 0,
              nonLocalApplicantsSelectedPercentage: 100,
              proofFileId: file(3),
            },
          ],
        },
        declaration: { otherSupportingDocumentFileIds: [file(1)], isDeclarationAgreed: true },
      };
    }
  }
}

/** The demo workflow's board as the seed moves cards on: the default workflow, and staff who act in each step. */
async function demoBoard(db: Queryable): Promise<BoardSeed | null> {
  const workflow = await findWorkflow(db, DEFAULT_WORKFLOW_ID);
  if (workflow === undefined || workflow.steps.length === 0) return null;
  const people = await db.select({ id: staff.id, roles: staff.roles }).from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
  return { workflow, staff: people, lastKeys: new Map() };
}

/** Working hours over the public holidays the database holds (reference data, migration 0015). */
async function workingHoursOf(db: Queryable): Promise<WorkingHours> {
  const rows = await db.select({ day: publicHolidays.day }).from(publicHolidays);
  return workingHours(new Set(rows.map((row) => String(row.day))));
}

/**
 * The demo Business's applications, so the board looks like real work for every role: cards in each step, a few
 * new ones in "submitted", an lpa and a sawp in screening with edit control given, and an lpa draft. Each was
 * submitted on a working day and moved on in working hours, so the statistics have journeys to show.
 */
export async function seedDemoPermits(
  tx: Tx,
  options: { business: BusinessRow; email: string; vacancyIds: ReadonlyArray<string>; blobs: BlobStore; now: Date; actor: string; signLetters?: LetterSigning },
): Promise<void> {
  const reference = await readCommonData(tx);
  const random = createRandom(2026);
  const board = await demoBoard(tx);
  const hours = await workingHoursOf(tx);
  const steps = journeyStepsOf(board);
  const plan: ReadonlyArray<{ type: PermitType; stage: PermitStage; daysAgo: number; step: string }> = [
    { type: "pvv", stage: "submitted", daysAgo: 40, step: "approved" },
    { type: "lpa", stage: "submitted", daysAgo: 32, step: "final-approval" },
    { type: "sawp", stage: "submitted", daysAgo: 27, step: "person-approval" },
    { type: "pvv", stage: "submitted", daysAgo: 22, step: "chief-evaluation" },
    { type: "lpa", stage: "submitted", daysAgo: 18, step: "evaluation" },
    { type: "sawp", stage: "submitted", daysAgo: 15, step: "evaluation" },
    { type: "pvv", stage: "submitted", daysAgo: 12, step: "screening" },
    { type: "sawp", stage: "returned", daysAgo: 9, step: "screening" },
    { type: "lpa", stage: "returned", daysAgo: 7, step: "screening" },
    { type: "lpa", stage: "submitted", daysAgo: 6, step: "submitted" },
    { type: "pvv", stage: "submitted", daysAgo: 4, step: "submitted" },
    { type: "sawp", stage: "submitted", daysAgo: 3, step: "submitted" },
    { type: "lpa", stage: "draft", daysAgo: 2, step: "submitted" },
  ];
  for (const { type, stage, daysAgo, step } of plan) {
    await seedPermitApplication(tx, {
      business: options.business,
      email: options.email,
      type,
      stage,
      journey: evenJourney(random, hours, steps, { stage, daysAgo, target: step, now: options.now }),
      random,
      reference,
      vacancyId: options.vacancyIds[0] ?? null,
      board,
      blobs: options.blobs,
      actor: options.actor,
      sink: appendingSink(tx, options.actor),
      ...(options.signLetters === undefined ? {} : { signLetters: options.signLetters }),
    });
  }
}

/**
 * `npm run seed -- --applications N`: N applications spread over the population's businesses (the first
 * businesses by id, up to 20 each), of every type and stage, submitted ones on realistic journeys across the
 * default workflow's steps over the past year (./journeys.ts), written in batches of 200 by the bulk writer
 * (./bulk-permits.ts: the facts as the deciders made them, their projections as the projectors would make them);
 * for the board's and the statistics' benchmarks.
 */
export async function seedPermitPopulation(
  db: Database,
  options: { count: number; seed: number; dataDir: string; now: Date; log: (line: string) => void; approvedOnly?: boolean },
): Promise<void> {
  if (options.count <= 0) return;
  const owners = await db.orm
    .select({ business: businesses, email: members.email })
    .from(businesses)
    .innerJoin(members, eq(members.id, businesses.memberId))
    .orderBy(asc(businesses.id))
    .limit(Math.max(1, Math.ceil(options.count / 20)));
  if (owners.length === 0) throw new Error("--applications needs businesses: seed some with --businesses");
  const reference = await readCommonData(db.orm);
  // A database seeded without the demo gets the default workflow, so the generated cards have a board; the
  // working calendar is filled (as the server does at start) so the step visits read the working clock.
  await db.orm.transaction(async (tx) => {
    await ensureWorkingCalendar(tx);
    if ((await findWorkflow(tx, DEFAULT_WORKFLOW_ID)) !== undefined) return;
    await insertWorkflow(tx, { id: WORK_PERMITS_WORKFLOW.id, name: WORK_PERMITS_WORKFLOW.name, permitTypes: [...WORK_PERMITS_WORKFLOW.permitTypes], position: 1 });
    await insertWorkflowSteps(tx, WORK_PERMITS_WORKFLOW.id, WORK_PERMITS_WORKFLOW.steps);
  });
  const board = await demoBoard(db.orm);
  const hours = await workingHoursOf(db.orm);
  const steps = journeyStepsOf(board);
  const vacancies = await db.orm.select({ id: jobVacancies.id, businessId: jobVacancies.businessId }).from(jobVacancies).where(inArray(jobVacancies.businessId, owners.map((owner) => owner.business.id)));
  const writer = await BulkPermitWriter.open(db.orm, { actor: "system:seed" });
  // A script on a data folder, not a running server: the folder's own store, as the server would choose it.
  const blobs = createBlobStore({ dataDir: options.dataDir });
  const started = performance.now();
  const filesOf = new Map<string, StoredDemoFile[]>();
  // Approved only (the cli-archive benchmark): every application submitted and on a journey that ends approved.
  const stages: ReadonlyArray<readonly [PermitStage, number]> = options.approvedOnly === true ? [["submitted", 1]] : [["draft", 2], ["submitted", 7], ["returned", 1]];
  const mix = options.approvedOnly === true ? APPROVED_MIX : JOURNEY_MIX;
  const batch = 200;
  for (let first = 0; first < options.count; first += batch) {
    await db.orm.transaction(async (tx) => {
      for (let index = first; index < Math.min(options.count, first + batch); index += 1) {
        const random = randomFor(options.seed, "permit", index);
        const owner = owners[index % owners.length];
        if (owner === undefined) continue;
        const stage = weighted(random, stages);
        // An lpa names one of its Business's vacancies: a Business without one applies for the other types.
        const vacancyId = vacancies.find((vacancy) => vacancy.businessId === owner.business.id)?.id ?? null;
        const type = random.pick(vacancyId === null ? PERMIT_TYPES.filter((candidate) => candidate !== "lpa") : PERMIT_TYPES);
        const journey = planJourney(random, hours, steps, stage, options.now, mix);
        const files = filesOf.get(owner.business.id) ?? (await storeFiles(tx, { business: owner.business, blobs, startedAt: journey.startedAt }));
        filesOf.set(owner.business.id, files);
        await seedPermitApplication(tx, {
          business: owner.business,
          email: owner.email,
          type,
          stage,
          journey,
          random,
          reference,
          files,
          vacancyId,
          board,
          blobs,
          actor: "system:seed",
          sink: writer.sink,
        });
      }
      await writer.write(tx);
    });
    const written = Math.min(options.count, first + batch);
    if (written === options.count || written % 1000 === 0) {
      options.log(`applications: ${written.toLocaleString("en")} / ${options.count.toLocaleString("en")} (${Math.round(written / ((performance.now() - started) / 1000)).toLocaleString("en")} /s)`);
    }
  }
  // A bulk load: compact and analyse the tables it filled, as a database's upkeep would, so the board reads a
  // column of cards from a few pages and the statistics' plans know the rows.
  await db.orm.execute(sql`vacuum full analyze permit_applications`);
  for (const table of ["events", "permit_status_steps", "permit_step_visits", "permit_files"]) await db.orm.execute(sql`analyze ${sql.identifier(table)}`);
}
