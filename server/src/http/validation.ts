// Turns the schema validator's errors into `errors: { field: [message] }` for a 400 problem. Messages come from
// the contract's `errorMessage` keywords (ajv-errors); a keyword the contract gives no text for gets a plain
// sentence here, so raw validator wording ("must match format ...") never reaches a person.

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
  additionalProperties: "This field is not accepted.",
};
const anythingElse = "This value is not valid.";

/** Field errors, keyed by the field's dotted path; `whole` names the request part when the error is about all of it. */
export function fieldErrors(errors: readonly SchemaError[], whole: string): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    // A failed `if`/`then` reports the `then` branch's own errors too; the `if` adds only "does not match".
    if (error.keyword === "if") continue;
    const field = fieldOf(error, whole);
    const message = error.keyword === "errorMessage" && error.message ? error.message : plainWords[error.keyword] ?? anythingElse;
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
