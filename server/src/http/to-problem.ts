// Maps anything a request can throw to the problem the client receives. Only a ProblemError, a schema-validation
// failure or a Fastify 4xx says something specific; everything else is the catalogue's unexpected error, and its
// details stay in the server log.
import { EDGE_MESSAGES, MESSAGES } from "@ictm/core/domain";
import { ProblemError, problem, unexpectedProblem, type Problem } from "./problem.ts";
import { fieldErrors, requestPartName, type SchemaError } from "./validation.ts";

export interface ProblemAnswer {
  problem: Problem;
  headers: Record<string, string>;
  /** True when the failure is ours (5xx) and belongs in the error log. */
  unexpected: boolean;
}

const requestFailures: Record<string, { field?: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: "body", message: MESSAGES.requestBodyNotJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: "body", message: MESSAGES.requestBodyEmpty },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: MESSAGES.contentTypeNotAccepted },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: MESSAGES.requestTooLarge },
  // The router's own (frameworkErrors): a malformed escape in the path, a path parameter over its length.
  FST_ERR_BAD_URL: { field: "path", message: EDGE_MESSAGES.addressNotValid },
  FST_ERR_MAX_PARAM_LENGTH: { message: MESSAGES.requestTooLarge },
};

export function toProblem(error: unknown): ProblemAnswer {
  if (error instanceof ProblemError) return { problem: error.problem, headers: error.headers, unexpected: error.problem.status >= 500 };
  if (!(error instanceof Error)) return unexpected();
  const validation: unknown = Reflect.get(error, "validation");
  if (Array.isArray(validation)) {
    const context: unknown = Reflect.get(error, "validationContext");
    const errors = fieldErrors(validation.filter(isSchemaError), requestPartName(typeof context === "string" ? context : undefined));
    return { problem: problem(400, "validation-failed", { errors }), headers: {}, unexpected: false };
  }
  const status: unknown = Reflect.get(error, "statusCode");
  if (typeof status !== "number" || status < 400 || status >= 500) return unexpected();
  const code: unknown = Reflect.get(error, "code");
  const known = typeof code === "string" ? requestFailures[code] : undefined;
  if (known?.field) return { problem: problem(status, "request-invalid", { errors: { [known.field]: [known.message] } }), headers: {}, unexpected: false };
  return { problem: problem(status, "request-refused", known ? { messages: [known.message] } : {}), headers: {}, unexpected: false };
}

function unexpected(): ProblemAnswer {
  return { problem: unexpectedProblem(), headers: {}, unexpected: true };
}

function isSchemaError(value: unknown): value is SchemaError {
  if (typeof value !== "object" || value === null) return false;
  const params: unknown = Reflect.get(value, "params");
  return (
    typeof Reflect.get(value, "keyword") === "string" &&
    typeof Reflect.get(value, "instancePath") === "string" &&
    typeof params === "object" &&
    params !== null
  );
}
