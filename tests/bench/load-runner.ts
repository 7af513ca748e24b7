// The load benchmark's generator, a child process of its own (`node tests/bench/load-runner.ts`, the plan as JSON
// on stdin) so it never shares the server's event loop: it runs the virtual users (load-mix.ts) over undici with
// keep-alive connections, one per user, and prints its figures as JSON on stdout. Each user is a closed loop
// with no think time (its next call leaves when the last one answered): 200 users keep 200 calls in flight.
// Calls that start in the warm-up are made but not counted; none start after the end. Unless the plan says cold
// connections, every user's keep-alive connection is opened first, while the server is idle, as a load balancer
// keeps its pool of connections to the server. (Cold, on PGlite, 139 of 200 users connecting at once timed out after
// 30 s until the server's PGlite took turns with the event loop: server/src/db/connect.ts; now none.)
import { Agent, request } from "undici";
import { createRandom } from "@ictm/server/demo/population/random.ts";
import { summarise, type Timing } from "./measure.ts";
import { act, type Call, type LoadPlan, type OperationName, type Shared, type User } from "./load-mix.ts";

export interface OperationFigures extends Timing {
  /** Calls that answered an expected status. */
  ok: number;
  errors: number;
  /** Expected answers other than 2xx (a move's 409), by status. */
  refusals: Record<string, number>;
}

export interface RunnerFigures {
  /** Seconds counted (the warm-up left out) and the calls that started in them. */
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  operations: Record<string, OperationFigures>;
  /** Errors by kind: `status 500`, `timeout`, `socket ECONNRESET`, ... */
  errors: Record<string, number>;
  /** Errors of calls that started in the warm-up: not in the figures, but errors all the same. */
  warmupErrors: Record<string, number>;
  /** Up to 20 errors, with the operation, the call and the answer's first 300 characters. */
  errorSamples: Array<{ operation: string; method: string; path: string; kind: string; body: string }>;
  moves: Shared["moves"];
  signIns: number;
  /** Answers (and failures) per second of the counted window, by when they came: a stall shows as a dip. */
  perSecond: number[];
  /** The generator's own CPU per call, µs (it shares the machine with the server). */
  cpuMicrosPerRequest: number;
}

const plan: LoadPlan = JSON.parse(await readStdin());
const agent = new Agent({ connections: plan.users + 8, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: plan.timeoutMs, bodyTimeout: plan.timeoutMs });
// One cheap read per user, all at once, so the agent opens one connection each.
if (!plan.coldConnections) await Promise.all(Array.from({ length: plan.users }, () => fetchText({ method: "GET", path: "/api/v1/portal/countries" })));
const started = performance.now();
const countFrom = started + plan.warmupSeconds * 1000;
const stopAt = countFrom + plan.durationSeconds * 1000;
const times = new Map<OperationName, number[]>();
const tallies = new Map<OperationName, { errors: number; refusals: Record<string, number> }>();
const errors: Record<string, number> = {};
const warmupErrors: Record<string, number> = {};
const errorSamples: RunnerFigures["errorSamples"] = [];
const perSecond: number[] = Array.from({ length: plan.durationSeconds }, () => 0);
let counted = 0;

const send: Shared["send"] = async (operation, call, expected) => {
  const at = performance.now();
  const counts = at >= countFrom && at < stopAt;
  let failure: { kind: string; body: string } | null = null;
  let answer: { status: number; text: string } | null = null;
  try {
    answer = await fetchText(call);
    if (!expected.includes(answer.status)) failure = { kind: `status ${answer.status}`, body: answer.text.slice(0, 300) };
  } catch (error) {
    failure = { kind: errorKind(error), body: error instanceof Error ? error.message : String(error) };
  }
  const second = Math.floor((performance.now() - countFrom) / 1000);
  if (second >= 0 && second < perSecond.length) perSecond[second] = (perSecond[second] ?? 0) + 1;
  if (failure && at < countFrom) warmupErrors[failure.kind] = (warmupErrors[failure.kind] ?? 0) + 1;
  if (counts) {
    counted++;
    const tally = tallies.get(operation) ?? { errors: 0, refusals: {} };
    tallies.set(operation, tally);
    if (failure) {
      tally.errors++;
      errors[failure.kind] = (errors[failure.kind] ?? 0) + 1;
      if (errorSamples.length < 20) errorSamples.push({ operation, method: call.method, path: call.path, kind: failure.kind, body: failure.body });
    } else {
      const list = times.get(operation) ?? [];
      times.set(operation, list);
      list.push(performance.now() - at);
      if (answer && answer.status >= 300) tally.refusals[String(answer.status)] = (tally.refusals[String(answer.status)] ?? 0) + 1;
    }
  }
  return failure ? null : answer;
};

const shared: Shared = { plan, send, seen: { vacancies: [], businesses: [], courses: [] }, signIns: 0, moves: { conflicts: 0, retried: 0, gaveUp: 0 } };
const cpu = process.cpuUsage();
await Promise.all(users().map(runUser));
const used = process.cpuUsage(cpu);
await agent.close();

const operations: Record<string, OperationFigures> = {};
for (const [operation, tally] of tallies) {
  const list = times.get(operation) ?? [];
  operations[operation] = { ...summarise(list), ok: list.length, ...tally };
}
const figures: RunnerFigures = {
  seconds: plan.durationSeconds,
  requests: counted,
  requestsPerSecond: counted / plan.durationSeconds,
  operations,
  errors,
  warmupErrors,
  errorSamples,
  moves: shared.moves,
  signIns: shared.signIns,
  perSecond,
  cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, counted),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);

/** The visitors first, then the officers (a tenth of the users, at least one). */
function users(): User[] {
  const officers = Math.max(1, Math.round(plan.users / 10));
  return Array.from({ length: plan.users }, (_, index): User => {
    const officer = index >= plan.users - officers ? plan.officers[(index - (plan.users - officers)) % plan.officers.length] : undefined;
    const visitor = plan.talents[index];
    const token = officer?.token ?? visitor?.token;
    if (token === undefined) throw new Error(`No account for user ${index}`);
    // A private address per user, as distinct people behind the load balancer (10.0.0.0/8).
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const rng = createRandom(plan.seed * 100_003 + index);
    return { index, rng, random: rng.next, address, kind: officer ? "officer" : "visitor", token, details: null, board: null };
  });
}

async function runUser(user: User): Promise<void> {
  // Spread the first calls over the first second, so 200 users do not knock at once.
  await new Promise((resolve) => setTimeout(resolve, user.random() * 1000));
  while (performance.now() < stopAt) await act(user, shared);
}

async function fetchText(call: Call): Promise<{ status: number; text: string }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers = body === undefined ? call.headers : { ...call.headers, "content-type": "application/json" };
  const answer = await request(`${plan.baseUrl}${call.path}`, { method: call.method, headers, body, dispatcher: agent });
  return { status: answer.statusCode, text: await answer.body.text() };
}

function errorKind(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") return "timeout";
  return code ? `socket ${code}` : `client ${error instanceof Error ? error.name : "error"}`;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
