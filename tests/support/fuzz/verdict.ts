// What the fuzz suite asks of every answer, whatever was sent: never a server error; the security headers of an
// ordinary API answer, unchanged; every 4xx a problem document (the contract's Problem schema, its status the
// answer's); every 2xx one the contract describes (the same check as every other API test, contract-check.ts).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { contractFile } from "@ictm/server/contract/load.ts";
import { dereference, isRecord } from "@ictm/server/contract/dereference.ts";
import { answerSchemaCompiler } from "@ictm/server/http/validator.ts";
import { checkAnswer } from "../contract-check.ts";
import type { FuzzRequest } from "./requests.ts";

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Headers that describe one answer rather than the server's policy (reference data may be cached; the rest is no-store). */
const perAnswer = new Set(["content-type", "content-length", "date", "connection", "keep-alive", "transfer-encoding", "etag", "vary", "content-disposition", "location", "retry-after", "www-authenticate", "last-modified", "allow", "cache-control"]);

/** The policy headers of an ordinary API answer (a GET of the portal's countries), which every answer must repeat. */
export function securityHeadersOf(answer: FuzzAnswer): Record<string, string> {
  return Object.fromEntries(Object.entries(answer.headers).flatMap(([name, value]) => (perAnswer.has(name) || value === undefined ? [] : [[name, String(value)]])));
}

const problemSchema = (() => {
  const raw: unknown = parse(readFileSync(contractFile("portal"), "utf8"));
  const schemas = isRecord(raw) ? dereference(raw)["components"] : undefined;
  const problem = isRecord(schemas) && isRecord(schemas["schemas"]) ? schemas["schemas"]["Problem"] : undefined;
  if (!isRecord(problem)) throw new Error("The portal contract has no Problem schema");
  return answerSchemaCompiler()(problem);
})();

/** What is wrong with the answer to `request`: empty when nothing is. */
export async function complaintsOf(request: FuzzRequest, answer: FuzzAnswer, securityHeaders: Record<string, string>): Promise<string[]> {
  const complaints: string[] = [];
  if (answer.status >= 500) complaints.push(`server error ${answer.status}: ${answer.body.slice(0, 300)}`);
  for (const [name, value] of Object.entries(securityHeaders)) {
    const sent = String(answer.headers[name] ?? "");
    // A served file may narrow the policy to nothing at all (files/serve.ts: `default-src 'none'; sandbox`).
    const narrowed = name === "content-security-policy" && sent.startsWith("default-src 'none'");
    if (sent !== value && !narrowed) complaints.push(`${answer.status} without the security header ${name}: ${value.slice(0, 60)}`);
  }
  const contentType = String(answer.headers["content-type"] ?? "");
  if (answer.status >= 400 && answer.status < 500) {
    if (!contentType.startsWith("application/problem+json")) complaints.push(`${answer.status} as "${contentType}", not a problem document: ${answer.body.slice(0, 300)}`);
    else {
      const problem = parsed(answer.body);
      if (!problemSchema(problem) || !isRecord(problem) || problem["status"] !== answer.status) complaints.push(`${answer.status} with a body that is not the Problem schema: ${answer.body.slice(0, 300)}`);
    }
  }
  if (answer.status >= 200 && answer.status < 300) {
    const headers = Object.entries(answer.headers).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
    const response = new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
    try {
      await checkAnswer(request.contract, request.method, request.template, response);
    } catch (error) {
      complaints.push(error instanceof Error ? error.message.slice(0, 600) : String(error));
    }
  }
  return complaints;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
