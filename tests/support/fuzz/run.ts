// Sends the fuzz suite's requests to the real app in-process (Fastify's `inject`: the whole request path, routing,
// parsing, validation, handlers and the database, without sockets, so 10,000 requests fit in CI), and feeds the ids
// the server answers with back into later requests so that valid-shaped ones reach records that exist.
import fc from "fast-check";
import { contractFile, loadContract } from "@ictm/server/contract/load.ts";
import type { Callers } from "./callers.ts";
import { requestOf, type FuzzRequest } from "./requests.ts";
import type { FuzzAnswer } from "./verdict.ts";

export interface Fuzzer {
  /** Every operation of both contracts, read from the YAML now: each request one of them, by one caller. */
  requests: fc.Arbitrary<FuzzRequest>;
  operationCount: number;
  send(request: FuzzRequest): Promise<FuzzAnswer>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fuzzerFor(callers: Callers): Promise<Fuzzer> {
  const pool = new Map<string, string[]>();
  const remember = (name: string, value: string) => {
    if (callers.ownKeys.has(value)) return;
    const values = pool.get(name) ?? [];
    if (values.length < 40 && !values.includes(value)) values.push(value);
    pool.set(name, values);
  };
  remember("uuid", callers.seeds.applicationId);
  remember("id", callers.seeds.applicationId);
  remember("token", callers.seeds.chiefToken);
  const known = (name: string): readonly string[] => pool.get(name) ?? [];

  const arbitraries: fc.Arbitrary<FuzzRequest>[] = [];
  for (const name of ["portal", "backoffice"] as const) {
    const contract = await loadContract(contractFile(name));
    for (const operation of contract.operations) arbitraries.push(requestOf(name, contract.basePath, operation, { owners: callers.ownersOf(name), everyone: callers.names }, known));
  }
  const { app } = callers.on.server.portal;
  return {
    requests: fc.oneof(...arbitraries),
    operationCount: arbitraries.length,
    async send(request) {
      const credentials = callers.credentialsOf(request.caller);
      const url = credentials.query === "" ? request.url : `${request.url}${request.url.includes("?") ? "&" : "?"}${credentials.query}`;
      const headers: Record<string, string> = { ...request.headers, ...credentials.headers };
      if (request.body?.contentType) headers["content-type"] = request.body.contentType;
      const answer = await app.inject({ method: request.method, url, headers, ...(request.body ? { payload: request.body.text } : {}) });
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        if (String(answer.headers["content-type"] ?? "").includes("json")) harvest(parsedOrNull(answer.body), "", remember);
        if (request.method !== "GET") await callers.keepSignedIn(request.caller);
      }
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    },
  };
}

/** Every uuid in an answer (as "uuid"), and every short string under its property's name. */
function harvest(value: unknown, name: string, remember: (name: string, value: string) => void, depth = 0): void {
  if (depth > 12) return;
  if (typeof value === "string") {
    if (uuidPattern.test(value)) remember("uuid", value);
    if (name !== "" && value.length <= 100) remember(name, value);
  } else if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(item, name, remember, depth + 1);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) harvest(inner, key, remember, depth + 1);
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
