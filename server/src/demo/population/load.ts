// Loads a generated population (businesses with their members and verification requests, Talents with
// profiles, contact details and blocked businesses, vacancies, ICT projects) in batches. The demo seed loads
// a few hundred inside its transaction; scripts/seed.ts loads hundreds of thousands. Same seed, same rows.
import { verificationStream, type VerificationEvent } from "@ictm/core/domain";
import type { Queryable } from "../../db/connect.ts";
import { chainStart, eventHash } from "../../events/chain.ts";
import { businessFor, type GeneratedBusiness } from "./companies.ts";
import { insertMany } from "./insert.ts";
import { projectFor, vacancyFor, type GeneratedProject, type GeneratedVacancy } from "./listings.ts";
import { talentFor, type GeneratedTalent } from "./people.ts";

export interface PopulationSize {
  talents: number;
  businesses: number;
  vacancies: number;
  projects: number;
}

export type PopulationKind = keyof PopulationSize;

export interface PopulationOptions {
  seed: number;
  size: PopulationSize;
  now: Date;
  /** Rows per statement (default 1000). */
  batchSize?: number;
  /** Called after each batch with the kind and how many of it are written. */
  onProgress?: (kind: PopulationKind, written: number) => void;
  /** Write only these kinds (default all); vacancies and projects name businesses by index, written or not. */
  kinds?: readonly PopulationKind[];
}

export async function loadPopulation(db: Queryable, options: PopulationOptions): Promise<void> {
  const { seed, size, now, batchSize = 1000, onProgress = () => undefined, kinds = ["businesses", "talents", "vacancies", "projects"] } = options;
  const batches = async <R>(kind: PopulationKind, make: (index: number) => R, write: (rows: R[]) => Promise<void>) => {
    if (!kinds.includes(kind)) return;
    for (let start = 0; start < size[kind]; start += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, size[kind] - start) }, (_, i) => make(start + i));
      await write(rows);
      onProgress(kind, start + rows.length);
    }
  };
  if (size.businesses === 0 && (size.vacancies > 0 || size.projects > 0)) throw new Error("Vacancies and projects need businesses");
  await batches("businesses", (i) => businessFor(seed, i, now), (rows) => writeBusinesses(db, rows));
  await batches("talents", (i) => talentFor(seed, i, size.businesses, now), (rows) => writeTalents(db, rows));
  await batches("vacancies", (i) => vacancyFor(seed, i, size.businesses, now), (rows) => writeVacancies(db, rows));
  await batches("projects", (i) => projectFor(seed, i, size.businesses, now), (rows) => writeProjects(db, rows));
}

type Member = { id: string; email: string; name: string; createdAt: Date; activatedAt: Date | null };

async function writeMembers(db: Queryable, accountType: "Talent" | "Business", rows: readonly Member[]): Promise<void> {
  await insertMany(db, "members", {
    id: ["uuid", (r) => r.id], account_type: ["text", () => accountType], email: ["text", (r) => r.email], name: ["text", (r) => r.name],
    activated_at: ["timestamptz", (r) => r.activatedAt], created_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
}

async function writeBusinesses(db: Queryable, rows: readonly GeneratedBusiness[]): Promise<void> {
  await writeMembers(db, "Business", rows.map((b) => ({ id: b.memberId, email: b.email, name: b.businessName, createdAt: b.createdAt, activatedAt: b.activatedAt })));
  await insertMany(db, "businesses", {
    id: ["uuid", (r) => r.id], member_id: ["uuid", (r) => r.memberId], business_name: ["text", (r) => r.businessName], business_type: ["text", (r) => r.businessType],
    registration_number: ["text", (r) => r.registrationNumber], contact_person: ["text", (r) => r.contactPerson], phone: ["text", (r) => r.phone], address: ["text", (r) => r.address],
    description: ["text", (r) => r.description], industry: ["text", (r) => r.industry], employee_count: ["text", (r) => r.employeeCount], created_at: ["timestamptz", (r) => r.createdAt], updated_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
  const requests = rows.flatMap((b) => (b.verification ? [{ businessId: b.id, memberId: b.memberId, applicant: b.contactPerson, ...b.verification }] : []));
  // Each request is its stream's facts (hash-chained as the event store would) plus their projection.
  const facts = requests.flatMap(verificationFacts);
  await insertMany(db, "events", {
    stream: ["text", (e) => e.stream], version: ["integer", (e) => e.version], type: ["text", (e) => e.type], payload: ["jsonb", (e) => e.payload],
    actor: ["text", (e) => e.actor], occurred_at: ["timestamptz", (e) => e.occurredAt], previous_hash: ["text", (e) => e.previousHash], hash: ["text", (e) => e.hash],
  }, facts);
  await insertMany(db, "streams", { stream: ["text", (r) => verificationStream(r.businessId)], version: ["integer", (r) => (r.status === "pending" ? 1 : 2)] }, requests);
  await insertMany(db, "verification_requests", {
    business_id: ["uuid", (r) => r.businessId], status: ["text", (r) => r.status], applicant_name: ["text", (r) => r.applicant], applicant_position: ["text", () => "Director"],
    submitted_at: ["timestamptz", (r) => r.submittedAt], decided_at: ["timestamptz", (r) => r.decidedAt], reason: ["text", (r) => r.reason], version: ["integer", (r) => (r.status === "pending" ? 1 : 2)],
  }, requests);
}

type GeneratedRequest = NonNullable<GeneratedBusiness["verification"]> & { businessId: string; memberId: string; applicant: string };

/** A generated request as its stream's facts: asked (version 1) and, when decided, the decision (version 2). */
function verificationFacts(request: GeneratedRequest) {
  const stream = verificationStream(request.businessId);
  const by = "system:seed";
  const asked = { applicantName: request.applicant, applicantPosition: "Director", notes: "", documents: [], by: `member:${request.memberId}` };
  const events: VerificationEvent[] = [{ type: "v1.VerificationRequested", payload: asked }];
  if (request.status === "approved") events.push({ type: "v1.VerificationApproved", payload: { by } });
  if (request.status === "rejected") events.push({ type: "v1.VerificationRejected", payload: { by, reason: request.reason ?? "" } });
  let previousHash = chainStart;
  return events.map((event, index) => {
    const content = { stream, version: index + 1, type: event.type, payload: event.payload, actor: by, occurredAt: index === 0 ? request.submittedAt : (request.decidedAt ?? request.submittedAt) };
    const hash = eventHash(previousHash, content);
    const row = { ...content, previousHash, hash };
    previousHash = hash;
    return row;
  });
}

async function writeTalents(db: Queryable, rows: readonly GeneratedTalent[]): Promise<void> {
  await writeMembers(db, "Talent", rows);
  await insertMany(db, "talent_profiles", {
    member_id: ["uuid", (r) => r.id], headline: ["text", (r) => r.headline], summary: ["text", (r) => r.summary], district: ["text", (r) => r.district], nationality: ["text", (r) => r.nationality],
    availability: ["text", (r) => r.availability], years_of_experience: ["integer", (r) => r.yearsOfExperience], resume: ["jsonb", (r) => r.resume], skills: ["list", (r) => r.skills],
    profile_visibility: ["text", (r) => r.profileVisibility], show_contact_details: ["boolean", (r) => r.showContactDetails], show_resume: ["boolean", (r) => r.showResume], updated_at: ["timestamptz", (r) => r.activatedAt ?? r.createdAt],
  }, rows);
  await insertMany(db, "contact_details", {
    member_id: ["uuid", (r) => r.id], phone: ["text", (r) => r.contact.phone], address: ["text", (r) => r.contact.address], linkedin_url: ["text", (r) => r.contact.linkedinUrl],
    github_url: ["text", (r) => r.contact.githubUrl], updated_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
  const blocks = rows.flatMap((t) => t.blockedBusinessIds.map((businessId) => ({ talentId: t.id, businessId })));
  await insertMany(db, "talent_blocked_businesses", { talent_id: ["uuid", (r) => r.talentId], business_id: ["uuid", (r) => r.businessId] }, blocks);
}

async function writeVacancies(db: Queryable, rows: readonly GeneratedVacancy[]): Promise<void> {
  await insertMany(db, "job_vacancies", {
    id: ["uuid", (r) => r.id], business_id: ["uuid", (r) => r.businessId], title: ["text", (r) => r.title], description: ["text", (r) => r.description], district: ["text", (r) => r.district],
    location: ["text", (r) => r.location], employment_type: ["text", (r) => r.employmentType], salary_min: ["numeric", (r) => r.salaryMin], salary_max: ["numeric", (r) => r.salaryMax],
    salary_interval: ["text", (r) => r.salaryInterval], skills: ["list", (r) => r.skills], closing_date: ["date", (r) => r.closingDate], status: ["text", (r) => r.status],
    published_at: ["timestamptz", (r) => (r.status === "draft" ? null : r.createdAt)], created_at: ["timestamptz", (r) => r.createdAt], updated_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
}

async function writeProjects(db: Queryable, rows: readonly GeneratedProject[]): Promise<void> {
  await insertMany(db, "ict_projects", {
    id: ["uuid", (r) => r.id], business_id: ["uuid", (r) => r.businessId], title: ["text", (r) => r.title], description: ["text", (r) => r.description], budget: ["numeric", (r) => r.budget],
    skills: ["list", (r) => r.skills], stage: ["text", (r) => r.stage], is_published: ["boolean", (r) => r.isPublished], published_at: ["timestamptz", (r) => (r.isPublished ? r.createdAt : null)],
    created_at: ["timestamptz", (r) => r.createdAt], updated_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
}
