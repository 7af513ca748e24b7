// Reads an application for its expatriates' approval, letters, final approval and notifications: the stream's
// facts with their times, folded, with the caller's access (not found unless they may view its current step; a
// `{type}` other than the application's permit type is not found too). Then the expatriates as the panel lists
// them (core's personsOf and decisions, with the country's name and who decided when, from the facts) and every
// approval record, oldest first. Queries only.
import { personsOf, PERSONNEL_SECTION, type NamedPerson, type PermitState } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { inArray } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { countries } from "../db/schema.ts";
import { notFound } from "../http/problem.ts";
import { summaryOfContent } from "../permits/present.ts";
import type { StaffSession } from "../staff/store.ts";
import { accessTo, type BoardAccess } from "../board/access.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import { foldFacts, timedFacts, type TimedFact } from "./evaluation-present.ts";

export type ExpatPersonView = components["schemas"]["ExpatPerson"];
export type ApprovalRecordView = components["schemas"]["ApprovalRecord"];
export type LiveState = Exclude<PermitState, { status: "none" }>;

export interface DecisionRead extends BoardAccess {
  readonly facts: readonly TimedFact[];
  readonly state: LiveState;
  readonly businessName: string;
}

/** The application as the caller may see it (404 otherwise, or when `type` is not its permit type). */
export async function readForDecisions(db: Queryable, session: StaffSession, applicationId: string, type?: string): Promise<DecisionRead> {
  const facts = await timedFacts(db, applicationId);
  const state = foldFacts(facts);
  const access = await accessTo(db, session, state);
  if (state.status === "none" || (type !== undefined && state.permitType !== type)) throw notFound();
  return { ...access, facts, state, businessName: summaryOfContent(state.permitType, state.content).businessName };
}

/** Country names by key. */
export async function countryNames(db: Queryable, keys: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((key) => key !== ""))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ key: countries.key, name: countries.name }).from(countries).where(inArray(countries.key, wanted));
  return new Map(rows.map((row) => [row.key, row.name]));
}

interface DecisionFact {
  readonly personIndex: number;
  readonly passportNumber: string;
  readonly isApproved: boolean;
  readonly remarks: string;
  readonly by: string;
  readonly at: Date;
}

/** Every person decision, oldest first, and the live ones' (since the people were last saved) by index. */
function decisionFacts(facts: readonly TimedFact[]): { all: DecisionFact[]; live: Map<number, DecisionFact> } {
  const all: DecisionFact[] = [];
  const live = new Map<number, DecisionFact>();
  for (const { event, at } of facts) {
    if (event.type === "v1.PermitSectionSaved" && event.payload.section === PERSONNEL_SECTION) live.clear();
    if (event.type !== "v1.PersonDecided") continue;
    const decision = { ...event.payload, at };
    all.push(decision);
    live.set(decision.personIndex, decision);
  }
  return { all, live };
}

export const peopleOf = (state: LiveState): ReadonlyArray<NamedPerson> => personsOf(state.permitType, state.content);

/** The application's expatriates with their decisions (isApproved false until approved). */
export async function personViews(db: Queryable, read: Pick<DecisionRead, "facts" | "state">): Promise<ExpatPersonView[]> {
  const people = peopleOf(read.state);
  const { live } = decisionFacts(read.facts);
  const names = { staff: await staffNames(db, [...live.values()].map((fact) => fact.by)), businessName: "" };
  const nationalities = await countryNames(db, people.map((person) => person.nationalityCountryId));
  return people.map((person) => {
    const decision = read.state.decisions.persons[String(person.index)];
    const fact = live.get(person.index);
    return {
      ...person,
      nationality: nationalities.get(person.nationalityCountryId) ?? person.nationalityCountryId,
      isApproved: decision?.isApproved ?? false,
      decided: decision !== undefined,
      remarks: decision?.remarks ?? "",
      decidedAt: decision === undefined ? null : (fact?.at.toISOString() ?? null),
      decidedBy: decision === undefined ? null : presentActor(decision.by, names),
    };
  });
}

/** Every approval or refusal made on the application, oldest first. */
export async function approvalRecords(db: Queryable, read: Pick<DecisionRead, "facts" | "state">): Promise<ApprovalRecordView[]> {
  const people = peopleOf(read.state);
  const { all } = decisionFacts(read.facts);
  const names = { staff: await staffNames(db, all.map((fact) => fact.by)), businessName: "" };
  return all.map((fact) => ({
    expatPerson: { index: fact.personIndex, fullName: people[fact.personIndex]?.fullName ?? "", passportNumber: fact.passportNumber },
    approvalDateTime: fact.at.toISOString(),
    approverUser: presentActor(fact.by, names),
    isApproved: fact.isApproved,
    remarks: fact.remarks,
  }));
}
