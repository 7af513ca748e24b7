// Turns the schema validator's errors into `errors: { field: [message] }` for a 400 problem. Messages come from
// the contract's `errorMessage` keywords (ajv-errors); a keyword the contract gives no text for gets a plain
// sentence here, so raw validator wording ("must match format ...") never reaches a person. An unknown property is
// named in core's words ("isAdmin is not a field of this form."), whatever message its object carries.
import { EDGE_MESSAGES, isPlainFieldName, notAFieldOf } from "@ictm/core/domain";

/** The part of an AJV error object this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const plainWords: Record<string, string> = {
  required: "This field is required.",
  type: "This value has the wrong type.",
  format: "This value is not in the expected format.",
  pattern: "This value is not in the expected format.",
  minLength: "This value is too short.",
  maxLength: "This value is too long.",
  minimum: "This value is too small.",
  maximum: "This value is too large.",
  enum: "This value is not one of the accepted values.",
  const: "This value is not one of the accepted values.",
};
const anythingElse = "This value is not valid.";

/** Field errors, keyed by the field's dotted path; `whole` names the request part when the error is about all of it. */
export function fieldErrors(errors: readonly SchemaError[], whole: string): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    // A failed `if`/`then` reports the `then` branch's own errors too; the `if` adds only "does not match".
    if (error.keyword === "if") continue;
    const unknown = unknownProperty(error);
    const field = unknown === undefined || isPlainFieldName(unknown) ? fieldOf(error, whole) : fieldOf(parentOf(error), whole);
    const message =
      unknown !== undefined
        ? isPlainFieldName(unknown) ? notAFieldOf(unknown) : EDGE_MESSAGES.unknownField
        : error.keyword === "errorMessage" && error.message ? error.message : plainWords[error.keyword] ?? anythingElse;
    const list = (byField[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}

/** The request part Fastify names in `validationContext`, as a client knows it. */
export function requestPartName(context: string | undefined): string {
  if (context === "querystring") return "query";
  if (context === "params") return "path";
  return context ?? "body";
}

/** The unknown property an error is about (also when ajv-errors replaced it with its object's message). */
function unknownProperty(error: SchemaError): string | undefined {
  const original = error.keyword === "errorMessage" ? firstReplaced(error.params["errors"]) : error;
  const name = original?.keyword === "additionalProperties" ? original.params["additionalProperty"] : undefined;
  return typeof name === "string" ? name : undefined;
}

/** The error as if it were about the object itself: a property name that is not plain is not repeated. */
function parentOf(error: SchemaError): SchemaError {
  const original = error.keyword === "errorMessage" ? firstReplaced(error.params["errors"]) : error;
  return { keyword: "type", instancePath: original?.instancePath ?? error.instancePath, params: {} };
}

function fieldOf(error: SchemaError, whole: string): string {
  // ajv-errors keeps the errors it replaced; a replaced `required` names the missing property only there.
  const original = error.keyword === "errorMessage" ? firstReplaced(error.params["errors"]) : error;
  const missing = original?.params["missingProperty"] ?? original?.params["additionalProperty"];
  const base = original?.instancePath ?? error.instancePath;
  const path = typeof missing === "string" ? `${base}/${missing}` : base;
  const parts = path.split("/").filter((part) => part !== "").map(unescapePointer);
  return parts.length === 0 ? whole : parts.join(".");
}

function firstReplaced(list: unknown): SchemaError | undefined {
  if (!Array.isArray(list)) return undefined;
  const first: unknown = list[0];
  if (typeof first !== "object" || first === null) return undefined;
  const keyword: unknown = Reflect.get(first, "keyword");
  const instancePath: unknown = Reflect.get(first, "instancePath");
  const params: unknown = Reflect.get(first, "params");
  if (typeof keyword !== "string" || typeof instancePath !== "string") return undefined;
  return { keyword, instancePath, params: isRecord(params) ? params : {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unescapePointer(part: string): string {
  return part.replaceAll("~1", "/").replaceAll("~0", "~");
}
