// The contract hook of the API tests' clients: every answer must be one the contract describes (a documented
// status, the documented content type, a body valid against the documented schema), or the call throws, so the
// test that made it fails. Schemas are compiled by the server's own compiler and options (answerSchemaCompiler).
import { readFileSync } from "node:fs";
import type { Middleware } from "openapi-fetch";
import { parse } from "yaml";
import { dereference, isRecord, type JsonObject } from "@ictm/server/contract/dereference.ts";
import { contractFile } from "@ictm/server/contract/load.ts";
import { answerSchemaCompiler, type SchemaCheck } from "@ictm/server/http/validator.ts";

/** The platform's fetch as it was when this module loaded (tests/support/contract-fetch.ts wraps the global one). */
const plainFetch: typeof fetch = globalThis.fetch.bind(globalThis);

export type ContractName = "portal" | "backoffice";

/** The openapi-fetch middleware that checks each answer against the named contract. */
export function contractCheck(name: ContractName): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      await checkAnswer(name, request.method, schemaPath, response.clone());
    },
  };
}

/**
 * `fetch` for the calls the typed clients cannot make (multipart uploads, deliberately malformed requests, files): a
 * call under `/api/v1` or `/backoffice/api/v1` is matched to its contract operation by its path and checked the same
 * way, and a path that is no operation may only answer the not-found problem; any other address (the UIs, the docs,
 * the contract's own `openapi.yaml`) is fetched unchecked.
 */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await plainFetch(url, init);
  const { pathname } = new URL(url);
  const method = init.method ?? "GET";
  for (const [name, base] of [["backoffice", "/backoffice/api/v1"], ["portal", "/api/v1"]] as const) {
    if (!pathname.startsWith(`${base}/`)) continue;
    const path = pathname.slice(base.length);
    // The contract itself is served beside its operations (server/src/http/docs.ts).
    if (path === "/openapi.yaml") break;
    const schemaPath = templateOf(name, method, path);
    if (schemaPath !== undefined) await checkAnswer(name, method, schemaPath, response.clone());
    // No such operation: the only answer is the not-found problem.
    else if (response.status !== 404 || !response.headers.get("content-type")?.startsWith("application/problem+json")) {
      throw new ContractDrift(`${name} ${method} ${path} matches no operation of the ${name} contract, yet answered ${response.status}`);
    }
    break;
  }
  return response;
}

/** Throws, naming the operation, the status and why, when the answer is not one the contract describes. */
export async function checkAnswer(name: ContractName, method: string, schemaPath: string, response: Response): Promise<void> {
  const contract = loaded(name);
  const operation = contract.operations.get(`${method.toUpperCase()} ${schemaPath}`);
  const call = `${name} ${method.toUpperCase()} ${schemaPath}`;
  if (!operation) throw new ContractDrift(`${call} is not an operation of the ${name} contract`);
  const named = `${call} (${operation.operationId}) answered ${response.status}`;
  const documented = responseFor(operation.responses, response.status);
  if (!documented) throw new ContractDrift(`${named}, a status the contract does not document`);
  const content = isRecord(documented["content"]) ? documented["content"] : {};
  const mediaType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const text = await response.text();
  if (Object.keys(content).length === 0) {
    if (text !== "") throw new ContractDrift(`${named} with a body (${mediaType}), where the contract documents none`);
    return;
  }
  const media = content[mediaType];
  if (!isRecord(media)) {
    throw new ContractDrift(`${named} as "${mediaType}", where the contract documents ${Object.keys(content).join(", ")}`);
  }
  // Binary answers (PDF, CSV, images, files): the status and content type are all the contract says of them.
  if (!isJson(mediaType) || !isRecord(media["schema"])) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ContractDrift(`${named} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  const check = contract.compiled(`${operation.operationId} ${response.status} ${mediaType}`, media["schema"]);
  if (!check(body)) throw new ContractDrift(`${named} with a body the contract refuses:\n${describe(check.errors)}\n${JSON.stringify(body).slice(0, 2000)}`);
}

export class ContractDrift extends Error {
  override name = "ContractDrift";
}

interface Operation {
  operationId: string;
  responses: JsonObject;
}

interface LoadedContract {
  operations: Map<string, Operation>;
  compiled: (key: string, schema: JsonObject) => SchemaCheck;
}

const contracts = new Map<ContractName, LoadedContract>();

/** Each contract is read and dereferenced once per test file; each answer schema compiled once, when first needed. */
function loaded(name: ContractName): LoadedContract {
  const known = contracts.get(name);
  if (known) return known;
  const raw: unknown = parse(readFileSync(contractFile(name), "utf8"));
  if (!isRecord(raw)) throw new Error(`The ${name} contract is not an OpenAPI document`);
  const document = dereference(raw);
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(objectAt(document, "paths"))) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isRecord(operation) || typeof operation["operationId"] !== "string") continue;
      operations.set(`${method.toUpperCase()} ${path}`, { operationId: operation["operationId"], responses: objectAt(operation, "responses") });
    }
  }
  const compile = answerSchemaCompiler();
  const checks = new Map<string, SchemaCheck>();
  const compiled = (key: string, schema: JsonObject): SchemaCheck => {
    const check = checks.get(key) ?? compile(schema);
    checks.set(key, check);
    return check;
  };
  const contract = { operations, compiled };
  contracts.set(name, contract);
  return contract;
}

/** The contract path a concrete path calls (`/courses/42` → `/courses/{id}`), literal segments preferred. */
function templateOf(name: ContractName, method: string, path: string): string | undefined {
  const segments = path.split("/");
  let best: { template: string; literals: number } | undefined;
  for (const key of loaded(name).operations.keys()) {
    const [keyMethod, template = ""] = key.split(" ");
    if (keyMethod !== method.toUpperCase()) continue;
    const parts = template.split("/");
    if (parts.length !== segments.length) continue;
    const fits = parts.every((part, index) => (/^\{\w+\}$/.test(part) ? segments[index] !== "" : part === segments[index]));
    const literals = parts.filter((part) => !part.startsWith("{")).length;
    if (fits && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template;
}

/** The documented answer for a status: its own entry, else its class (`4XX`), else `default`. */
function responseFor(responses: JsonObject, status: number): JsonObject | undefined {
  const found = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses["default"];
  return isRecord(found) ? found : undefined;
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** The validator's errors, one a line; an ajv-errors message also lists the failures it stands for. */
function describe(errors: SchemaCheck["errors"]): string {
  return (errors ?? [])
    .map((error) => {
      const replaced: unknown = error.params["errors"];
      const originals = Array.isArray(replaced) ? replaced.filter(isRecord).map((e) => `${String(e["instancePath"])} ${String(e["keyword"])} ${JSON.stringify(e["params"])}`) : [];
      const line = `  ${error.instancePath || "(body)"}: ${error.message ?? error.keyword} ${error.keyword === "errorMessage" ? "" : JSON.stringify(error.params)}`;
      return originals.length > 0 ? `${line} [${originals.join("; ")}]` : line;
    })
    .join("\n");
}

function objectAt(value: JsonObject, key: string): JsonObject {
  const found = value[key];
  return isRecord(found) ? found : {};
}
