// The schema validator's options, shared by the app and its tests: all errors (so ajv-errors can replace a
// field's failures with the contract's one message) and the ajv-errors keyword `errorMessage`.
import ajvErrors from "ajv-errors";
import type { FastifyServerOptions } from "fastify";

// allErrors costs more work on hostile input; every string in the contracts has a maxLength, which bounds it.
export const validatorOptions = {
  customOptions: { allErrors: true },
  plugins: [(ajv) => ajvErrors(ajv)],
} satisfies FastifyServerOptions["ajv"];
