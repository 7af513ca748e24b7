// The load benchmark's mix: what a virtual user does next and how each call is made and judged (which statuses
// the contract makes expected). Pure HTTP against the portal and back-office contracts; of the server it imports only
// the demo's seeded random source (a module with no imports), so the runner that uses it stays a small process.
//
// The weights, as a national portal sees its traffic: people browse far more than they write.
// - 90 % of the users are portal visitors, each a Talent with a session (made before the clock starts). Of every
//   100 of their calls: 62 searches (jobs 22, talents 14, businesses 10, courses 9, projects 7; a third of them
//   signed in, the rest anonymous; a quarter with no terms, the others a word, a prefix or two words of the
//   seeded vocabulary; page 1 for 60 %, pages 2–5 for the rest; a fifth of the talent, job and business searches
//   with a filter), 22 record reads opened from earlier results (a vacancy 12, a business's page 6, a course 4),
//   10 reads of the Talent's own profile, 4 saves of it (its details, with a new headline: a Talent edits far less
//   often than it looks) and 0.5 fresh sign-ins (scrypt costs ~100 ms of CPU: sign-ins are rare next to reads, and
//   a fresh one signs in as the next account of a pool, so no account passes the per-e-mail limit).
// - 10 % are officers on the back-office board: 80 reads of the board to 20 card moves between Submitted and
//   Screening (the triage an officer does; last in the target column). A move names the card's version; a 409
//   (someone moved it first) is the contract's answer to a race: the officer re-reads the board (and opens the card
//   when it is past the loaded ones) and tries once more, unless it was moved where they meant to; both the 409 and
//   a second one count as expected, not as errors.
// Every call from a user carries its own X-Forwarded-For (the server trusts the proxy, as behind a load balancer),
// so the per-client sign-in limit counts each person, not the load generator's one address.
import type { components as backoffice } from "@ictm/openapi/backoffice.ts";
import type { components as portal } from "@ictm/openapi/portal.ts";
import { weighted, type Random } from "@ictm/server/demo/population/random.ts";

type KanbanBoard = backoffice["schemas"]["KanbanBoard"];
type TalentProfileDetails = portal["schemas"]["TalentProfileDetails"];

export type SearchKind = "talents" | "jobs" | "businesses" | "projects" | "courses";

/** What the parent hands the runner, as JSON. */
export interface LoadPlan {
  baseUrl: string;
  users: number;
  durationSeconds: number;
  warmupSeconds: number;
  timeoutMs: number;
  seed: number;
  /** Open every user's connection before the clock starts (as a load balancer keeps its pool), or under load. */
  coldConnections: boolean;
  workflowId: string;
  password: string;
  /** The first `users` are the visitors' own accounts; fresh sign-ins rotate through all of them. */
  talents: Array<{ email: string; token: string }>;
  officers: Array<{ email: string; token: string }>;
  /** Search words of the seeded vocabulary, per search. */
  terms: Record<SearchKind, string[]>;
}

export type OperationName =
  | `search ${SearchKind}`
  | "read vacancy"
  | "read business"
  | "read course"
  | "read own profile"
  | "save own profile"
  | "sign in"
  | "board read"
  | "card read"
  | "card move";

export interface Call {
  method: "GET" | "POST" | "PUT";
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Makes the call, times it and counts it: answers the body text, or null when it failed (already counted). */
export type Send = (operation: OperationName, call: Call, expected: readonly number[]) => Promise<{ status: number; text: string } | null>;

export interface Shared {
  plan: LoadPlan;
  send: Send;
  /** Record keys seen in search answers, which later reads open (as a person clicks a result). */
  seen: { vacancies: string[]; businesses: string[]; courses: string[] };
  signIns: number;
  moves: { conflicts: number; retried: number; gaveUp: number };
}

export interface User {
  index: number;
  /** The user's own seeded stream (the demo population's generator), so a run's actions repeat for the same seed. */
  rng: Random;
  /** `rng.next`: a float in [0, 1). */
  random: () => number;
  address: string;
  kind: "visitor" | "officer";
  token: string;
  details: TalentProfileDetails | null;
  board: KanbanBoard | null;
}

/** Does the user's next action (one or, for a refused move, a few calls). */
export async function act(user: User, shared: Shared): Promise<void> {
  const action = weighted(user.rng, user.kind === "officer" ? officerActions : visitorActions);
  await action(user, shared);
}

const portalApi = "/api/v1";
const backofficeApi = "/backoffice/api/v1";
const seenLimit = 500;

type Action = (user: User, shared: Shared) => Promise<void>;

const visitorActions: Array<[Action, number]> = [
  [(user, shared) => search(user, shared, "jobs"), 22],
  [(user, shared) => search(user, shared, "talents"), 14],
  [(user, shared) => search(user, shared, "businesses"), 10],
  [(user, shared) => search(user, shared, "courses"), 9],
  [(user, shared) => search(user, shared, "projects"), 7],
  [(user, shared) => readRecord(user, shared, "vacancies"), 12],
  [(user, shared) => readRecord(user, shared, "businesses"), 6],
  [(user, shared) => readRecord(user, shared, "courses"), 4],
  [readOwnProfile, 10],
  [saveOwnProfile, 4],
  [signInFresh, 0.5],
];

const officerActions: Array<[Action, number]> = [
  [readBoard, 80],
  [moveCard, 20],
];

const searchPaths: Record<SearchKind, string> = { talents: "talents", jobs: "job-vacancies", businesses: "businesses", projects: "ict-projects", courses: "training-courses" };

/** A filter a person would narrow this search with (values of the seeded data), or none. */
const filters: Partial<Record<SearchKind, Array<Array<[string, string]>>>> = {
  talents: [[["skill", "Python"]], [["experience", "2-4"]], [["skill", "SQL"], ["experience", "5-9"]]],
  jobs: [[["district", "brunei-muara"]], [["salaryFrom", "2000"], ["salaryTo", "5000"]], [["district", "belait"]]],
  businesses: [[["verified", "true"]], [["businessType", "private-limited"]]],
};

async function search(user: User, shared: Shared, kind: SearchKind): Promise<void> {
  const r = user.random;
  const words = shared.plan.terms[kind];
  const terms = r() < 0.25 || words.length === 0 ? "" : (words[Math.floor(r() * words.length)] ?? "");
  const page = r() < 0.6 ? 1 : 2 + Math.floor(r() * 4);
  const choices = filters[kind];
  const filter = choices && r() < 0.2 ? (choices[Math.floor(r() * choices.length)] ?? []) : [];
  const query = new URLSearchParams([["searchTerms", terms], ["pageNumber", String(page)], ...filter]);
  const signedIn = r() < 1 / 3;
  const answer = await shared.send(`search ${kind}`, { method: "GET", path: `${portalApi}/${searchPaths[kind]}/searches?${query}`, headers: visitorHeaders(user, signedIn) }, [200]);
  if (!answer) return;
  const pool = kind === "jobs" ? shared.seen.vacancies : kind === "businesses" ? shared.seen.businesses : kind === "courses" ? shared.seen.courses : null;
  if (pool && pool.length < seenLimit) {
    const body: { data: { items: Array<{ key: string }> } } = JSON.parse(answer.text);
    for (const item of body.data.items) if (pool.length < seenLimit && !pool.includes(item.key)) pool.push(item.key);
  }
}

async function readRecord(user: User, shared: Shared, kind: keyof Shared["seen"]): Promise<void> {
  const pool = shared.seen[kind];
  const key = pool[Math.floor(user.random() * pool.length)];
  // Nothing opened yet: the person searches first.
  if (key === undefined) return search(user, shared, kind === "vacancies" ? "jobs" : kind);
  const call = {
    vacancies: { operation: "read vacancy", path: `${portalApi}/job-vacancies/${key}` },
    businesses: { operation: "read business", path: `${portalApi}/businesses/${key}/job-vacancies` },
    courses: { operation: "read course", path: `${portalApi}/training-courses/${key}` },
  } as const;
  await shared.send(call[kind].operation, { method: "GET", path: call[kind].path, headers: visitorHeaders(user, user.random() < 1 / 3) }, [200]);
}

async function readOwnProfile(user: User, shared: Shared): Promise<void> {
  const answer = await shared.send("read own profile", { method: "GET", path: `${portalApi}/talents/profiles`, headers: visitorHeaders(user, true) }, [200]);
  if (!answer) return;
  const body: { data: portal["schemas"]["TalentProfile"] } = JSON.parse(answer.text);
  user.details = body.data.details;
}

async function saveOwnProfile(user: User, shared: Shared): Promise<void> {
  if (!user.details) return readOwnProfile(user, shared);
  const details = { ...user.details, headline: `Load test headline ${Math.floor(user.random() * 1_000_000)}` };
  const answer = await shared.send("save own profile", { method: "PUT", path: `${portalApi}/talents/profile-details`, headers: visitorHeaders(user, true), body: details }, [200]);
  if (answer) user.details = details;
}

async function signInFresh(user: User, shared: Shared): Promise<void> {
  const account = shared.plan.talents[shared.signIns++ % shared.plan.talents.length];
  if (!account) return;
  const body = { email: account.email, password: shared.plan.password };
  await shared.send("sign in", { method: "POST", path: `${portalApi}/talents/sign-ins/username-pwd`, headers: visitorHeaders(user, false), body }, [200]);
}

const boardPath = (shared: Shared) => `${backofficeApi}/expat-permits/applications/workflows/${shared.plan.workflowId}/kanban-board`;

async function readBoard(user: User, shared: Shared): Promise<void> {
  const answer = await shared.send("board read", { method: "GET", path: boardPath(shared), headers: officerHeaders(user) }, [200]);
  if (!answer) return;
  const body: { data: KanbanBoard } = JSON.parse(answer.text);
  user.board = body.data;
}

const triage: readonly string[] = ["submitted", "screening"];

/** The triage cards of the user's last board the applicant does not hold: each with the step it is in. */
function movableCards(board: KanbanBoard): Array<{ id: string; version: number; step: string }> {
  return board.columns
    .filter((column) => triage.includes(column.workflowStep.key) && column.userPermission.canAct)
    .flatMap((column) => column.cards.map((card) => ({ ...card.applicationRecord.application, step: column.workflowStep.key })))
    .filter((card) => !card.hasUserGivenEditControl);
}

async function moveCard(user: User, shared: Shared): Promise<void> {
  if (!user.board) return readBoard(user, shared);
  const cards = movableCards(user.board);
  const card = cards[Math.floor(user.random() * cards.length)];
  if (!card) return readBoard(user, shared);
  const target = card.step === "submitted" ? "screening" : "submitted";
  let version = card.version;
  for (let attempt = 0; attempt < 2; attempt++) {
    const path = `${backofficeApi}/expat-permits/applications/${card.id}/workflows/steps/${target}`;
    const answer = await shared.send("card move", { method: "POST", path, headers: { ...officerHeaders(user), "if-match": `"${version}"` } }, [200, 409]);
    if (!answer) return;
    if (answer.status === 200) {
      const body: { data: KanbanBoard } = JSON.parse(answer.text);
      user.board = body.data;
      if (attempt > 0) shared.moves.retried++;
      return;
    }
    if (attempt > 0) break;
    shared.moves.conflicts++;
    // As the contract says on a 409: reload the board, then find the card again (opening it, as the side panel
    // does, when a move put it past the column's loaded cards).
    await readBoard(user, shared);
    const current = await currentCard(user, shared, card.id);
    if (!current) return;
    // Someone else moved it where this officer meant to, or out of triage: nothing left to do.
    if (current.step === target || !triage.includes(current.step)) {
      shared.moves.gaveUp++;
      return;
    }
    version = current.version;
  }
  shared.moves.gaveUp++;
}

/** The card's version and step, from the user's board when it is loaded there, else read on its own. */
async function currentCard(user: User, shared: Shared, id: string): Promise<{ version: number; step: string } | null> {
  const loaded = user.board ? movableCards(user.board).find((candidate) => candidate.id === id) : undefined;
  if (loaded) return loaded;
  const answer = await shared.send("card read", { method: "GET", path: `${boardPath(shared)}/applications/${id}`, headers: officerHeaders(user) }, [200]);
  if (!answer) return null;
  const body: { data: backoffice["schemas"]["BoardApplication"] } = JSON.parse(answer.text);
  return { version: body.data.applicationRecord.application.version, step: body.data.workflowStep.key };
}

function visitorHeaders(user: User, signedIn: boolean): Record<string, string> {
  return signedIn ? { "x-forwarded-for": user.address, "x-member-authorization": user.token } : { "x-forwarded-for": user.address };
}

function officerHeaders(user: User): Record<string, string> {
  return { "x-forwarded-for": user.address, authorization: `Bearer ${user.token}` };
}
