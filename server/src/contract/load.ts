// Reads an OpenAPI contract (openapi/*.yaml) into the list of operations the server binds, each with the JSON
// schemas Fastify validates its request against. The contract stays the one source: nothing here restates a shape.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { dereference, isRecord, type JsonObject } from "./dereference.ts";

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH";

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The route for Fastify: base path plus the contract path, `{name}` written as `:name`. */
  url: string;
  /** Security schemes the call needs (the first listed alternative); empty when it needs none. */
  security: string[];
  /** Schemes the call reads when offered but does not need (`security: [{}, { scheme: [] }]`). */
  optionalSecurity: string[];
  /** Who may make the call (`x-ictm-callers`: `anyone`, a member kind, a staff role…); empty when not declared. */
  callers: string[];
  schema: { body?: JsonObject; querystring?: JsonObject; params?: JsonObject; headers?: JsonObject };
}

export interface Contract {
  /** The file as written, served to people and tools. */
  text: string;
  basePath: string;
  operations: ContractOperation[];
}

export const contractFile = (name: "portal" | "backoffice") =>
  fileURLToPath(new URL(`../../../openapi/${name}.yaml`, import.meta.url));

const methods: readonly HttpMethod[] = ["GET", "PUT", "POST", "DELETE", "PATCH"];

export async function loadContract(file: string): Promise<Contract> {
  const text = await readFile(file, "utf8");
  const raw: unknown = parse(text);
  if (!isRecord(raw)) throw new Error(`${file} is not an OpenAPI document`);
  const document = dereference(raw);
  const basePath = readBasePath(document);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(objectAt(document, "paths"))) {
    if (!isRecord(item)) continue;
    for (const method of methods) {
      const operation = item[method.toLowerCase()];
      if (!isRecord(operation)) continue;
      const operationId = operation["operationId"];
      if (typeof operationId !== "string") throw new Error(`${method} ${path} has no operationId`);
      operations.push({
        operationId,
        method,
        url: basePath + path.replace(/\{(\w+)\}/g, ":$1"),
        security: readSecurity(operation["security"] ?? document["security"]),
        optionalSecurity: readOptionalSecurity(operation["security"] ?? document["security"]),
        callers: listAt(operation, "x-ictm-callers").filter((caller): caller is string => typeof caller === "string"),
        schema: requestSchemas([...listAt(item, "parameters"), ...listAt(operation, "parameters")], operation),
      });
    }
  }
  return { text, basePath, operations };
}

function requestSchemas(parameters: unknown[], operation: JsonObject): ContractOperation["schema"] {
  const schema: ContractOperation["schema"] = {};
  const parts = { query: "querystring", path: "params", header: "headers" } as const;
  for (const [location, part] of Object.entries(parts)) {
    const own = parameters.filter((p): p is JsonObject => isRecord(p) && p["in"] === location);
    if (own.length > 0) schema[part] = parametersSchema(own);
  }
  const body = objectAt(objectAt(objectAt(operation, "requestBody"), "content"), "application/json")["schema"];
  if (isRecord(body)) schema.body = body;
  return schema;
}

/** An object schema of the parameters; a missing required one reads its own `errorMessage`, when it has one. */
function parametersSchema(parameters: JsonObject[]): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  const requiredMessages: Record<string, string> = {};
  for (const parameter of parameters) {
    const name = String(parameter["name"]);
    const schema = isRecord(parameter["schema"]) ? parameter["schema"] : {};
    properties[name] = schema;
    if (parameter["required"] !== true) continue;
    required.push(name);
    if (typeof schema["errorMessage"] === "string") requiredMessages[name] = schema["errorMessage"];
  }
  const messages = Object.keys(requiredMessages).length > 0 ? { errorMessage: { required: requiredMessages } } : {};
  return { type: "object", properties, required, ...messages };
}

function readSecurity(security: unknown): string[] {
  if (!Array.isArray(security) || security.length === 0) return [];
  const alternatives = security.filter(isRecord);
  if (alternatives.some((alternative) => Object.keys(alternative).length === 0)) return [];
  return Object.keys(alternatives[0] ?? {});
}

function readOptionalSecurity(security: unknown): string[] {
  if (!Array.isArray(security)) return [];
  const alternatives = security.filter(isRecord);
  if (!alternatives.some((alternative) => Object.keys(alternative).length === 0)) return [];
  return alternatives.flatMap((alternative) => Object.keys(alternative));
}

function readBasePath(document: JsonObject): string {
  const first = listAt(document, "servers")[0];
  const url = isRecord(first) ? first["url"] : undefined;
  return typeof url === "string" ? url.replace(/\/+$/, "") : "";
}

function objectAt(value: JsonObject, key: string): JsonObject {
  const found = value[key];
  return isRecord(found) ? found : {};
}

function listAt(value: JsonObject, key: string): unknown[] {
  const found = value[key];
  return Array.isArray(found) ? found : [];
}
