// Hostile input never breaks anything: every operation of both contracts (read from the YAML, so a new one is fuzzed
// as it is written), with requests derived from its schemas and mixed with hostile values, as every kind of caller,
// against the real server on the test database. No answer is a server error, every 4xx is a problem document, every
// answer carries the security headers, every 2xx is one the contract describes.
//
// Seeded: FUZZ_SEED=<seed> replays a reported failure (fast-check prints the seed and the shrunk request);
// FUZZ_RUNS=<n> sends more requests (default 10,000, four at a time); FUZZ_REPORT=1 lists every finding instead of
// stopping at the first.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFuzzCallers, type Callers } from "../support/fuzz/callers.ts";
import { fuzzerFor, type Fuzzer } from "../support/fuzz/run.ts";
import { complaintsOf, securityHeadersOf } from "../support/fuzz/verdict.ts";
import { sendOverWire, wireRequests } from "../support/fuzz/wire.ts";

const seed = Number.parseInt(process.env["FUZZ_SEED"] ?? "17", 10);
const requestCount = Number.parseInt(process.env["FUZZ_RUNS"] ?? "10000", 10);
/** Requests sent at once in each run: a password hash (scrypt, on libuv's threads) or PostgreSQL works while the next request is read. */
const inFlight = 4;
const reportAll = process.env["FUZZ_REPORT"] === "1";

let callers: Callers;
let fuzzer: Fuzzer;
let securityHeaders: Record<string, string>;

beforeAll(async () => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  callers = await startFuzzCallers();
  fuzzer = await fuzzerFor(callers);
  const ordinary = await callers.on.server.portal.app.inject({ method: "GET", url: "/api/v1/portal/countries" });
  securityHeaders = securityHeadersOf({ status: ordinary.statusCode, headers: ordinary.headers, body: ordinary.body });
  console.info(`fuzz: callers and data ready in ${Math.round(performance.now() - started)} ms (${Math.round(cpuMs(cpu))} ms of CPU)`);
}, 300_000);

afterAll(async () => {
  await callers?.close();
});

describe("the fuzz", () => {
  it("reads every operation of both contracts and knows what an ordinary answer's security headers are", () => {
    expect(fuzzer.operationCount).toBeGreaterThan(150);
    expect(Object.keys(securityHeaders)).toEqual(expect.arrayContaining(["content-security-policy", "x-content-type-options", "x-frame-options"]));
  });

  it("no request, from any caller, is a server error or an answer outside the contract's shapes", async () => {
    const findings = new Map<string, { count: number; example: string }>();
    const statuses = new Map<number, number>();
    const started = performance.now();
    const cpu = process.cpuUsage();
    await fc.assert(
      fc.asyncProperty(fc.tuple(...Array.from({ length: inFlight }, () => fuzzer.requests)), async (requests) => {
        const answers = await Promise.all(requests.map((request) => fuzzer.send(request)));
        const complaints: string[] = [];
        for (const [index, request] of requests.entries()) {
          const answer = answers[index];
          if (!answer) continue;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          for (const complaint of await complaintsOf(request, answer, securityHeaders)) {
            complaints.push(`${fc.stringify(request)}\n  ${complaint}`);
            const kind = `${request.contract} ${request.operationId}: ${complaint.slice(0, 80)}`;
            const known = findings.get(kind);
            findings.set(kind, { count: (known?.count ?? 0) + 1, example: known?.example ?? `${fc.stringify(request)}\n    ${complaint.slice(0, 400)}` });
          }
        }
        if (complaints.length > 0 && !reportAll) throw new Error(complaints.join("\n"));
      }),
      { seed, numRuns: Math.ceil(requestCount / inFlight) },
    );
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(`fuzz: ${requestCount} requests in ${seconds(performance.now() - started)} (${seconds(cpuMs(cpu))} of CPU), seed ${seed}; answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    if (reportAll) console.info([...findings].map(([kind, { count, example }]) => `${count}× ${kind}\n  ${example}`).join("\n"));
    expect([...findings.keys()]).toEqual([]);
  }, 900_000);

  it("a huge request line or huge headers, which only a socket can send, are answered as problems too", async () => {
    const findings: string[] = [];
    for (const request of wireRequests()) {
      const complaints = await sendOverWire(callers.on.server.url, request).then(
        (answer) => complaintsOf(request, answer, securityHeaders),
        (error: unknown) => [`no answer: ${String(error)}`],
      );
      findings.push(...complaints.map((complaint) => `${fc.stringify(request)}\n    ${complaint}`));
    }
    expect(findings).toEqual([]);
  });
});

/** CPU time (user and system) since `since`, in milliseconds: on a shared machine, wall time says little. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}
