// The schema validator's options, shared by the app and its tests: all errors (so ajv-errors can replace a
// field's failures with the contract's one message) and the ajv-errors keyword `errorMessage`. A body is checked as
// the contract says (issue 17): no type coercion and no removal of unknown properties; only the query string and
// the path, which arrive as text, are read as the integers, booleans and lists their schemas declare.
import AjvCompiler from "@fastify/ajv-compiler";
import ajvErrors from "ajv-errors";
import type { FastifyServerOptions, FastifySchemaCompiler } from "fastify";

// allErrors costs more work on hostile input; every string in the contracts has a maxLength, which bounds it.
export const validatorOptions = {
  customOptions: { allErrors: true },
  plugins: [(ajv) => ajvErrors(ajv)],
} satisfies FastifyServerOptions["ajv"];

/**
 * A JSON body: `"12345"` is not a number and `1` not a boolean, and an unknown property is refused where the contract
 * says `additionalProperties: false`. Defaults are filled in only where the contract states one (`default:`).
 */
export const bodyValidatorOptions = {
  ...validatorOptions,
  customOptions: { ...validatorOptions.customOptions, coerceTypes: false, removeAdditional: false, useDefaults: true },
} satisfies FastifyServerOptions["ajv"];

/** The query string and the path: text read as the declared types (`?page=2`, `?skills=a&skills=b` as a list). */
export const parameterValidatorOptions = {
  ...validatorOptions,
  customOptions: { ...validatorOptions.customOptions, coerceTypes: "array", removeAdditional: true, useDefaults: true },
} satisfies FastifyServerOptions["ajv"];

/** Checks one value against the schema it was compiled from; `errors` says why not. */
export type SchemaCheck = ReturnType<ReturnType<ReturnType<typeof AjvCompiler>>>;
/** A schema as the compiler takes it (ajv's). */
type CompiledSchema = Parameters<ReturnType<ReturnType<typeof AjvCompiler>>>[0]["schema"];

/** The server's validator compiler: the body's options for a body, the parameters' options for every other part. */
export function requestValidatorCompiler(): FastifySchemaCompiler<CompiledSchema> {
  const body = AjvCompiler()({}, bodyValidatorOptions);
  const parameters = AjvCompiler()({}, parameterValidatorOptions);
  return (route) => {
    if (route.httpPart === "body") return body(route);
    // Fastify lowercases a header schema's names only for its own compiler; Node gives every header name lowercased.
    if (route.httpPart === "headers") return parameters({ ...route, schema: lowerCaseNames(route.schema) });
    return parameters(route);
  };
}

/** An object schema of headers with its property names, required names and required messages lowercased. */
function lowerCaseNames(schema: CompiledSchema): CompiledSchema {
  if (typeof schema !== "object" || schema === null) return schema;
  const lower = (names: unknown) => (Array.isArray(names) ? names.map((name) => (typeof name === "string" ? name.toLowerCase() : name)) : names);
  const keysLower = (record: unknown) =>
    typeof record === "object" && record !== null ? Object.fromEntries(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value])) : record;
  const messages: unknown = Reflect.get(schema, "errorMessage");
  const required: unknown = typeof messages === "object" && messages !== null ? Reflect.get(messages, "required") : undefined;
  return {
    ...schema,
    ...("properties" in schema ? { properties: keysLower(schema["properties"]) } : {}),
    ...("required" in schema ? { required: lower(schema["required"]) } : {}),
    ...(required === undefined || typeof messages !== "object" ? {} : { errorMessage: { ...messages, required: keysLower(required) } }),
  };
}

/**
 * A compiler of the contract's schemas for checking answers (the API tests' contract hook): the body's options, less
 * the defaults, which would hide a missing field of an answer the contract does not describe.
 */
export function answerSchemaCompiler(): (schema: object) => SchemaCheck {
  const build = AjvCompiler()({}, { ...bodyValidatorOptions, customOptions: { ...bodyValidatorOptions.customOptions, useDefaults: false } });
  // The compiler reads `{ schema }` (as Fastify calls it), although its typings declare the bare schema.
  return (schema) => build({ schema });
}
