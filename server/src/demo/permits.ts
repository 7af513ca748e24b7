// Expat permit applications for the demo and for `npm run seed -- --applications N`: realistic content of each
// type that core's submit rules accept, real files (small PDFs and a PNG), and every change written as the
// application's facts through core's deciders onto its stream (final approval with its signed letters, when the
// caller signs), so the projection, the audit trail and a rebuild all read them as they read a Business's own work.
import {
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
import { businesses, jobVacancies, members, staff, type BusinessRow } from "../db/schema.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor, staffActor } from "../events/vocabulary.ts";
import { putBlob } from "../files/blobs.ts";
import { insertFile, newFileId } from "../files/store.ts";
import { businessPrefill } from "../permits/commands.ts";
import { takeReferenceNumber } from "../permits/store.ts";
import { readCommonData, type CommonData } from "../reference/store.ts";
import { insertWorkflow } from "../workflows/store.ts";
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

export interface PermitSeed {
  readonly business: BusinessRow;
  /** The Business's sign-in e-mail, its business e-mail on the form. */
  readonly email: string;
  readonly type: PermitType;
  readonly stage: PermitStage;
  /** The board step a submitted application's card is moved on to (step by step, by staff acting there). */
  readonly step: string;
  /** When the Business started it; its later facts follow, spread up to `now`. */
  readonly startedAt: Date;
  readonly now: Date;
  readonly random: Random;
  readonly reference: CommonData;
  /** The Business's vacancy an lpa application names (null: the first found is not required). */
  readonly vacancyId: string | null;
  /** The board (null: no workflow, the card is not placed). */
  readonly board: BoardSeed | null;
  readonly dataDir: string;
  /** The Business's documents to use (a generated population shares them between its applications); else stored anew. */
  readonly files?: ReadonlyArray<StoredDemoFile>;
  /** Who wrote the facts (e.g. `system:demo-seed`); the facts themselves say the Business or staff did. */
  readonly actor: string;
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

/** Creates one application as its Business would have, its card moved on by staff; answers its id. */
export async function seedPermitApplication(tx: Tx, seed: PermitSeed): Promise<string> {
  const { business, type, random, startedAt } = seed;
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
    version = await appendToStream(tx, stream, version, pending.splice(0), { actor: seed.actor, at: when });
  };

  const year = startedAt.getUTCFullYear();
  const reference = permitReference(type, year, await takeReferenceNumber(tx, type, year));
  const content0 = emptyPermitContent(type, businessPrefill(type, business, seed.email));
  apply(createPermit(state, { businessId: business.id, permitType: type, reference, content: content0, by }));
  const files = (seed.files ?? (await storeFiles(tx, seed))).slice(0, type === "pvv" ? 3 : 4);
  for (const file of files) apply(uploadPermitFile(state, { fileId: file.id, name: file.name, mediaType: file.mediaType, by }));
  await flush(startedAt);

  const content = permitContentFor(type, { business, email: seed.email, random, reference: seed.reference, fileIds: files.map((file) => file.id), vacancyId: seed.vacancyId, today: startedAt });
  const sections = PERMIT_SECTIONS[type].map((section) => section.key);
  // A draft has its first sections filled in; the others wait.
  const filled = seed.stage === "draft" ? sections.slice(0, Math.max(1, sections.length - 2)) : sections;
  for (const section of filled) apply(savePermitSection(state, { section, values: normalizePermitSection(type, section, content[section]), by }));
  await flush(new Date(startedAt.getTime() + HOUR));
  if (seed.stage === "draft" || state.status === "none") return id;

  const verdict = permitSubmitVerdict(type, state.content, { fileIds: new Set(state.fileIds), vacancyIds: seed.vacancyId === null ? undefined : new Set([seed.vacancyId]) });
  if (Object.keys(verdict).length > 0) throw new Error(`The demo ${type} application is incomplete: ${JSON.stringify(verdict)}`);
  // Later facts are spread evenly between the day after it was started and now.
  const board = seed.board;
  const target = board === null ? 0 : Math.max(0, board.workflow.steps.findIndex((step) => step.key === seed.step));
  const first = Math.min(startedAt.getTime() + DAY, seed.now.getTime() - HOUR);
  const gap = Math.max(60_000, (seed.now.getTime() - first) / (target + 2));
  let at = new Date(first);
  apply(submitPermit(state, { by }));
  const entry = board?.workflow.steps[0];
  if (board !== null && entry !== undefined) {
    const placed = { workflowId: board.workflow.id, step: entry.key, statusStepId: random.uuid(), sortKey: await nextKeyIn(tx, board, entry.key), by };
    apply({ ok: true, events: [{ type: "v1.CardPlaced", payload: placed }] });
  }
  await flush(at);
  if (board !== null) {
    const steps = stepRolesOf(board.workflow.steps);
    for (const [index, to] of board.workflow.steps.slice(1, target + 1).entries()) {
      const from = board.workflow.steps[index]?.key ?? "";
      const sortKey = await nextKeyIn(tx, board, to.key);
      const context = { roles: ["administrator" as const], steps, by: actorIn(board, from, seed.actor) };
      // An application goes on from Final approval only with it given: every expatriate approved, then the approval.
      if (stepAllows(steps[index], "final-approval") && state.board.card !== null) {
        for (const person of personsOf(state.permitType, state.content)) apply(decidePerson(state, context, { personIndex: person.index, isApproved: true, remarks: "" }));
        const remarks = "Approved for two years.";
        apply(setFinalApproval(state, context, { statusStepId: state.board.card.statusStepId, remarks, approvedAt: at.toISOString() }));
        if (seed.signLetters !== undefined) apply({ ok: true, events: [await seed.signLetters(state, remarks, context.by)] });
      }
      apply(moveCard(state, context, { to: to.key, before: null, sortKey, newStatusStepId: random.uuid() }));
      at = new Date(at.getTime() + gap);
      await flush(at);
    }
  }
  // A card awaiting final approval has every expatriate approved, so the demo shows the letters.
  if (board !== null && state.board.card?.step === "final-approval") {
    const context = { roles: ["final-approver" as const], steps: stepRolesOf(board.workflow.steps), by: actorIn(board, "final-approval", seed.actor) };
    for (const person of personsOf(state.permitType, state.content)) apply(decidePerson(state, context, { personIndex: person.index, isApproved: true, remarks: "" }));
    await flush(new Date(at.getTime() + gap / 2));
  }
  if (seed.stage === "returned") {
    const card = state.board.card;
    const staff = board === null || card === null ? seed.actor : actorIn(board, card.step, seed.actor);
    const comment = "Please attach a clearer copy of the passport of the first person; the photo page is cut off.";
    const give = card === null ? giveEditControl(state, { comment, by: staff }) : giveEditControlOnBoard(state, { roles: ["administrator"], steps: stepRolesOf(board?.workflow.steps ?? []), by: staff }, { statusStepId: card.statusStepId, comment });
    apply(give);
    await flush(new Date(at.getTime() + gap / 2));
  }
  return id;
}

export interface StoredDemoFile {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
}

/** Passport copies, a contract and supporting documents: PDFs, and one scanned page as a PNG. */
async function storeFiles(tx: Tx, seed: Pick<PermitSeed, "business" | "dataDir" | "startedAt">, count = 4): Promise<StoredDemoFile[]> {
  const names = ["passport-copy.pdf", "supporting-letter.pdf", "contract.pdf", "recruitment-advert.png"];
  const stored: StoredDemoFile[] = [];
  for (const name of names.slice(0, count)) {
    const isImage = name.endsWith(".png");
    const bytes = isImage ? pngImage(48, 64, [120, 120, 120]) : pdfDocument(`${seed.business.businessName}: ${name.replace(/[-.]/g, " ")}`);
    const mediaType = isImage ? "image/png" : "application/pdf";
    const sha256 = await putBlob(seed.dataDir, bytes);
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

/**
 * The demo Business's applications, so the board looks like real work for every role: cards in each step, a few
 * new ones in "submitted", an lpa and a sawp in screening with edit control given, and an lpa draft.
 */
export async function seedDemoPermits(
  tx: Tx,
  options: { business: BusinessRow; email: string; vacancyIds: ReadonlyArray<string>; dataDir: string; now: Date; actor: string; signLetters?: LetterSigning },
): Promise<void> {
  const reference = await readCommonData(tx);
  const random = createRandom(2026);
  const board = await demoBoard(tx);
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
      step,
      startedAt: new Date(options.now.getTime() - daysAgo * DAY),
      now: options.now,
      random,
      reference,
      vacancyId: options.vacancyIds[0] ?? null,
      board,
      dataDir: options.dataDir,
      actor: options.actor,
      ...(options.signLetters === undefined ? {} : { signLetters: options.signLetters }),
    });
  }
}

/** Where generated submitted applications' cards lie: many early, fewer later. */
const populationSteps: ReadonlyArray<readonly [string, number]> = [
  ["submitted", 3],
  ["screening", 3],
  ["evaluation", 2],
  ["chief-evaluation", 1],
  ["person-approval", 1],
  ["final-approval", 1],
  ["approved", 1],
];

/**
 * `npm run seed -- --applications N`: N applications spread over the population's businesses (the first
 * businesses by id, up to 20 each), of every type and stage, submitted ones moved across the default workflow's
 * steps, in transactions of 100; for the board's benchmark.
 */
export async function seedPermitPopulation(
  db: Database,
  options: { count: number; seed: number; dataDir: string; now: Date; log: (line: string) => void },
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
  // A database seeded without the demo gets the default workflow, so the generated cards have a board.
  await db.orm.transaction(async (tx) => {
    if ((await findWorkflow(tx, DEFAULT_WORKFLOW_ID)) !== undefined) return;
    await insertWorkflow(tx, { id: WORK_PERMITS_WORKFLOW.id, name: WORK_PERMITS_WORKFLOW.name, permitTypes: [...WORK_PERMITS_WORKFLOW.permitTypes], position: 1 });
    await insertWorkflowSteps(tx, WORK_PERMITS_WORKFLOW.id, WORK_PERMITS_WORKFLOW.steps);
  });
  const board = await demoBoard(db.orm);
  const vacancies = await db.orm.select({ id: jobVacancies.id, businessId: jobVacancies.businessId }).from(jobVacancies).where(inArray(jobVacancies.businessId, owners.map((owner) => owner.business.id)));
  const started = performance.now();
  const filesOf = new Map<string, StoredDemoFile[]>();
  const stages: ReadonlyArray<readonly [PermitStage, number]> = [["draft", 2], ["submitted", 7], ["returned", 1]];
  for (let first = 0; first < options.count; first += 100) {
    await db.orm.transaction(async (tx) => {
      for (let index = first; index < Math.min(options.count, first + 100); index += 1) {
        const random = randomFor(options.seed, "permit", index);
        const owner = owners[index % owners.length];
        if (owner === undefined) continue;
        const stage = weighted(random, stages);
        // An lpa names one of its Business's vacancies: a Business without one applies for the other types.
        const vacancyId = vacancies.find((vacancy) => vacancy.businessId === owner.business.id)?.id ?? null;
        const type = random.pick(vacancyId === null ? PERMIT_TYPES.filter((candidate) => candidate !== "lpa") : PERMIT_TYPES);
        const startedAt = new Date(options.now.getTime() - random.int(1, 180) * DAY);
        const files = filesOf.get(owner.business.id) ?? (await storeFiles(tx, { business: owner.business, dataDir: options.dataDir, startedAt }));
        filesOf.set(owner.business.id, files);
        await seedPermitApplication(tx, {
          business: owner.business,
          email: owner.email,
          type,
          stage,
          // Edit control is given early on (screening or before), where an officer asks for changes.
          step: stage === "returned" ? random.pick(["submitted", "screening"]) : weighted(random, populationSteps),
          startedAt,
          now: options.now,
          random,
          reference,
          files,
          vacancyId,
          board,
          dataDir: options.dataDir,
          actor: "system:seed",
        });
      }
    });
    const written = Math.min(options.count, first + 100);
    if (written === options.count || written % 1000 === 0) {
      options.log(`applications: ${written.toLocaleString("en")} / ${options.count.toLocaleString("en")} (${Math.round(written / ((performance.now() - started) / 1000)).toLocaleString("en")} /s)`);
    }
  }
  // Every fact rewrote its application's row: compact the table after the bulk load, as a database's upkeep would,
  // so the board reads a column of cards from a few pages.
  await db.orm.execute(sql`vacuum full analyze permit_applications`);
}
