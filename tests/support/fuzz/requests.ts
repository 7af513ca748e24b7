// The fuzz suite's requests: for one contract operation (as the server's own contract reader gives it), a request
// whose path, query, headers and body come from the operation's schemas, mixed with hostile ones, and the caller it
// is sent as. Printed shortened, so a shrunk failure stays readable.
import fc from "fast-check";
import type { ContractOperation, HttpMethod } from "@ictm/server/contract/load.ts";
import { isRecord } from "@ictm/server/contract/dereference.ts";
import type { ContractName } from "../contract-check.ts";
import { encodedSegment, hostileBody, hostileQuery, hostileSegment, unknownProperties } from "./hostile.ts";
import { valueOf, type Derivation } from "./schema-arbitrary.ts";

export interface FuzzRequest {
  contract: ContractName;
  operationId: string;
  /** The contract's path template, e.g. `/courses/{id}` (for the answer check). */
  template: string;
  method: HttpMethod;
  /** Path and query as sent, under the contract's base path. */
  url: string;
  headers: Record<string, string>;
  body: { contentType: string | null; text: string } | null;
  /** Who sends it (./callers.ts). */
  caller: string;
}

/**
 * A request to `operation`, sent as one of `owners` (the callers the contract is for) four times in five, else as
 * any of `everyone` (anonymous, the other kind, revoked and expired tokens).
 */
export function requestOf(contract: ContractName, basePath: string, operation: ContractOperation, callers: { owners: readonly string[]; everyone: readonly string[] }, known: Derivation["known"]): fc.Arbitrary<FuzzRequest> {
  const valid: Derivation = { taint: 0, known };
  const tainted: Derivation = { taint: 2, known };
  const template = operation.url.slice(basePath.length).replace(/:(\w+)/g, "{$1}");
  return fc
    .record({
      path: pathOf(operation, valid),
      query: queryOf(operation, valid, tainted),
      headers: headersOf(operation, valid, tainted),
      body: bodyOf(operation, valid, tainted),
      caller: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...callers.owners) }, { weight: 1, arbitrary: fc.constantFrom(...callers.everyone) }),
    })
    .map(({ path, query, headers, body, caller }) =>
      printable({ contract, operationId: operation.operationId, template, method: operation.method, url: query === "" ? path : `${path}?${query}`, headers, body, caller }),
    );
}

/** The route with each parameter filled: mostly a value its schema allows (or one the server answered), else hostile. */
function pathOf(operation: ContractOperation, valid: Derivation): fc.Arbitrary<string> {
  const names = [...operation.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const properties = isRecord(operation.schema.params?.["properties"]) ? operation.schema.params["properties"] : {};
  const segments = names.map((name) =>
    fc.oneof({ weight: 6, arbitrary: valueOf(properties[name], valid, name).map((value) => encodedSegment(String(value))) }, { weight: 1, arbitrary: hostileSegment }),
  );
  return fc.tuple(...segments).map((values) => {
    let index = 0;
    return operation.url.replace(/:(\w+)/g, () => values[index++] ?? "");
  });
}

/** The query as a form-encoded string (arrays as repeated keys), sometimes tainted, sometimes a hostile one beside. */
function queryOf(operation: ContractOperation, valid: Derivation, tainted: Derivation): fc.Arbitrary<string> {
  const schema = operation.schema.querystring;
  const own = schema ? fc.oneof(valueOf(schema, valid), valueOf(schema, tainted)).map(formEncoded) : fc.constant("");
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: fc.tuple(own, hostileQuery).map(([a, b]) => [a, b].filter(Boolean).join("&")) });
}

function headersOf(operation: ContractOperation, valid: Derivation, tainted: Derivation): fc.Arbitrary<Record<string, string>> {
  const schema = operation.schema.headers;
  if (!schema) return fc.constant({});
  // Header values stay printable ASCII: anything else is refused by Node's HTTP parser before the app sees it.
  return fc.oneof(valueOf(schema, valid), valueOf(schema, tainted)).map((value) =>
    Object.fromEntries(Object.entries(isRecord(value) ? value : {}).map(([name, v]) => [name.toLowerCase(), asText(v).replace(/[^\x20-\x7e]/g, "?").slice(0, 8000)])),
  );
}

/** A JSON body from the schema (valid, tainted, with unknown properties) or a hostile raw one; rarely one where none is read. */
function bodyOf(operation: ContractOperation, valid: Derivation, tainted: Derivation): fc.Arbitrary<FuzzRequest["body"]> {
  const schema = operation.schema.body;
  const json = (value: unknown) => ({ contentType: "application/json", text: JSON.stringify(value) ?? "null" });
  if (!schema) return fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileBody }, { weight: 1, arbitrary: valueOf({}, tainted).map(json) });
  return fc.oneof(
    { weight: 5, arbitrary: valueOf(schema, valid).map(json) },
    { weight: 5, arbitrary: valueOf(schema, tainted).map(json) },
    { weight: 1, arbitrary: fc.tuple(valueOf(schema, valid), unknownProperties).map(([value, extra]) => json(isRecord(value) ? { ...value, ...extra } : value)) },
    { weight: 2, arbitrary: hostileBody },
  );
}

function formEncoded(value: unknown): string {
  if (!isRecord(value)) return `q=${encodedSegment(asText(value))}`;
  return Object.entries(value)
    .flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodedSegment(name)}=${encodedSegment(asText(item))}`))
    .join("&");
}

const asText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value) ?? "");

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

/** fast-check prints a counterexample through this: long paths, queries and bodies are cut. */
function printable(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.caller}: ${request.method} ${clip(request.url)} headers=${JSON.stringify(request.headers)} body=${request.body ? `(${request.body.contentType}) ${clip(request.body.text)}` : "none"}`,
  });
}
