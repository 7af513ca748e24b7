// The schema validator's options, shared by the app and its tests: all errors (so ajv-errors can replace a
// field's failures with the contract's one message) and the ajv-errors keyword `errorMessage`.
import AjvCompiler from "@fastify/ajv-compiler";
import ajvErrors from "ajv-errors";
import type { FastifyServerOptions } from "fastify";

// allErrors costs more work on hostile input; every string in the contracts has a maxLength, which bounds it.
export const validatorOptions = {
  customOptions: { allErrors: true },
  plugins: [(ajv) => ajvErrors(ajv)],
} satisfies FastifyServerOptions["ajv"];

/** Checks one value against the schema it was compiled from; `errors` says why not. */
export type SchemaCheck = ReturnType<ReturnType<ReturnType<typeof AjvCompiler>>>;

/**
 * A compiler of the contract's schemas for checking answers (the API tests' contract hook): Fastify's own compiler
 * with the same options and plugins as the requests' validation, less the three that repair a request (type
 * coercion, defaults, removing unknown properties), which would hide an answer the contract does not describe.
 */
export function answerSchemaCompiler(): (schema: object) => SchemaCheck {
  const build = AjvCompiler()({}, {
    ...validatorOptions,
    customOptions: { ...validatorOptions.customOptions, coerceTypes: false, useDefaults: false, removeAdditional: false },
  });
  // The compiler reads `{ schema }` (as Fastify calls it), although its typings declare the bare schema.
  return (schema) => build({ schema });
}
