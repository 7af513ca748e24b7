// Expat permit applications for the demo and for `npm run seed -- --applications N`: realistic content of each
// type that core's submit rules accept, real files (small PDFs and a PNG), and every change written as the
// application's facts through core's deciders onto its stream, so the projection, the audit trail and a rebuild
// all read them as they read a Business's own work.
import {
  BUSINESS_TYPES,
  createPermit,
  emptyPermitContent,
  foldPermit,
  giveEditControl,
  normalizePermitSection,
  PERMIT_SECTIONS,
  PERMIT_TYPES,
  permitReference,
  permitStream,
  permitSubmitVerdict,
  savePermitSection,
  submitPermit,
  uploadPermitFile,
  type PermitContent,
  type PermitEvent,
  type PermitType,
  type PermitVerdict,
} from "@ictm/core/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../db/connect.ts";
import { businesses, jobVacancies, members, type BusinessRow } from "../db/schema.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor, staffActor } from "../events/vocabulary.ts";
import { putBlob } from "../files/blobs.ts";
import { insertFile, newFileId } from "../files/store.ts";
import { businessPrefill } from "../permits/commands.ts";
import { takeReferenceNumber } from "../permits/store.ts";
import { readCommonData, type CommonData } from "../reference/store.ts";
import { personName } from "./population/names.ts";
import { createRandom, randomFor, weighted, type Random } from "./population/random.ts";
import { pdfDocument, pngImage } from "./sample-files.ts";

/** How far an application got: a draft half filled in, submitted, or submitted and handed back by staff with a comment. */
export type PermitStage = "draft" | "submitted" | "returned";

export interface PermitSeed {
  readonly business: BusinessRow;
  /** The Business's sign-in e-mail, its business e-mail on the form. */
  readonly email: string;
  readonly type: PermitType;
  readonly stage: PermitStage;
  /** When the Business started it; its later facts follow a day apart. */
  readonly startedAt: Date;
  readonly random: Random;
  readonly reference: CommonData;
  /** The Business's vacancy an lpa application names (null: the first found is not required). */
  readonly vacancyId: string | null;
  /** The staff member who returns a "returned" application; the seeding actor otherwise. */
  readonly officerId: string | undefined;
  readonly dataDir: string;
  /** Who wrote the facts (e.g. `system:demo-seed`); the facts themselves say the Business did. */
  readonly actor: string;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** Creates one application as its Business would have, and answers its id. */
export async function seedPermitApplication(tx: Tx, seed: PermitSeed): Promise<string> {
  const { business, type, random, startedAt } = seed;
  const id = seed.random.uuid();
  const stream = permitStream(id);
  const by = memberActor(business.memberId);
  const events: PermitEvent[] = [];
  let at = startedAt;
  let version = 0;
  const apply = async (verdict: PermitVerdict, when: Date) => {
    if (!verdict.ok) throw new Error(`The demo ${type} application ${id} was refused: ${verdict.refusal}`);
    if (verdict.events.length === 0) return;
    version = await appendToStream(tx, stream, version, verdict.events, { actor: seed.actor, at: when });
    events.push(...verdict.events);
  };

  const year = startedAt.getUTCFullYear();
  const reference = permitReference(type, year, await takeReferenceNumber(tx, type, year));
  const content0 = emptyPermitContent(type, businessPrefill(type, business, seed.email));
  await apply(createPermit(foldPermit(events), { businessId: business.id, permitType: type, reference, content: content0, by }), at);

  const files = await storeFiles(tx, seed, type === "pvv" ? 3 : 4);
  for (const file of files) await apply(uploadPermitFile(foldPermit(events), { fileId: file.id, name: file.name, mediaType: file.mediaType, by }), at);

  const content = permitContentFor(type, { business, email: seed.email, random, reference: seed.reference, fileIds: files.map((file) => file.id), vacancyId: seed.vacancyId, today: startedAt });
  const sections = PERMIT_SECTIONS[type].map((section) => section.key);
  // A draft has its first sections filled in; the others wait.
  const filled = seed.stage === "draft" ? sections.slice(0, Math.max(1, sections.length - 2)) : sections;
  for (const section of filled) {
    at = new Date(at.getTime() + 60 * 60 * 1000);
    await apply(savePermitSection(foldPermit(events), { section, values: normalizePermitSection(type, section, content[section]), by }), at);
  }
  if (seed.stage === "draft") return id;

  const state = foldPermit(events);
  if (state.status === "none") throw new Error("unreachable: the application was just created");
  const verdict = permitSubmitVerdict(type, state.content, { fileIds: new Set(state.fileIds), vacancyIds: seed.vacancyId === null ? undefined : new Set([seed.vacancyId]) });
  if (Object.keys(verdict).length > 0) throw new Error(`The demo ${type} application is incomplete: ${JSON.stringify(verdict)}`);
  at = new Date(at.getTime() + DAY);
  await apply(submitPermit(state, { by }), at);
  if (seed.stage === "returned") {
    const staff = seed.officerId === undefined ? seed.actor : staffActor(seed.officerId);
    const comment = "Please attach a clearer copy of the passport of the first person; the photo page is cut off.";
    await apply(giveEditControl(foldPermit(events), { comment, by: staff }), new Date(at.getTime() + DAY));
  }
  return id;
}

interface StoredDemoFile {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
}

/** Passport copies, a contract and supporting documents: PDFs, and one scanned page as a PNG. */
async function storeFiles(tx: Tx, seed: PermitSeed, count: number): Promise<StoredDemoFile[]> {
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
        personnel: { nonLocalPersonnel: [nonLocalPerson()] },
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

/** The demo Business's applications: one of each type in a different state, and an lpa draft. */
export async function seedDemoPermits(
  tx: Tx,
  options: { business: BusinessRow; email: string; vacancyIds: ReadonlyArray<string>; officerId: string | undefined; dataDir: string; now: Date; actor: string },
): Promise<void> {
  const reference = await readCommonData(tx);
  const random = createRandom(2026);
  const plan: ReadonlyArray<{ type: PermitType; stage: PermitStage; daysAgo: number }> = [
    { type: "pvv", stage: "submitted", daysAgo: 12 },
    { type: "sawp", stage: "returned", daysAgo: 9 },
    { type: "lpa", stage: "submitted", daysAgo: 6 },
    { type: "lpa", stage: "draft", daysAgo: 2 },
  ];
  for (const { type, stage, daysAgo } of plan) {
    await seedPermitApplication(tx, {
      business: options.business,
      email: options.email,
      type,
      stage,
      startedAt: new Date(options.now.getTime() - daysAgo * DAY),
      random,
      reference,
      vacancyId: options.vacancyIds[0] ?? null,
      officerId: options.officerId,
      dataDir: options.dataDir,
      actor: options.actor,
    });
  }
}

/**
 * `npm run seed -- --applications N`: N applications spread over the population's businesses (the first
 * businesses by id, up to 20 each), of every type and stage, in transactions of 100; for the board's benchmark.
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
  const vacancies = await db.orm.select({ id: jobVacancies.id, businessId: jobVacancies.businessId }).from(jobVacancies).where(inArray(jobVacancies.businessId, owners.map((owner) => owner.business.id)));
  const started = performance.now();
  const stages: ReadonlyArray<readonly [PermitStage, number]> = [["draft", 3], ["submitted", 6], ["returned", 1]];
  for (let first = 0; first < options.count; first += 100) {
    await db.orm.transaction(async (tx) => {
      for (let index = first; index < Math.min(options.count, first + 100); index += 1) {
        const random = randomFor(options.seed, "permit", index);
        const owner = owners[index % owners.length];
        if (owner === undefined) continue;
        await seedPermitApplication(tx, {
          business: owner.business,
          email: owner.email,
          type: random.pick(PERMIT_TYPES),
          stage: weighted(random, stages),
          startedAt: new Date(options.now.getTime() - random.int(1, 180) * DAY),
          random,
          reference,
          vacancyId: vacancies.find((vacancy) => vacancy.businessId === owner.business.id)?.id ?? null,
          officerId: undefined,
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
}
