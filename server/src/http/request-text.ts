// Applies core's one rule for text at the edge to every operation of both APIs: a NUL or a lone surrogate in the
// body, the query string or the path parameters (values and keys) is refused with a 400 that names each field,
// before any handler runs. It refuses; it never repairs what was sent. It runs after the contract's validation
// (which changes no string of a body: no coercion), so a field whose schema already refuses control characters
// keeps its own words, the same words core's forms give in the UIs.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { EDGE_MESSAGES, findUnsafeText, isPlainFieldName, type UnsafeTextPath } from "@ictm/core/domain";
import { validationFailed } from "./problem.ts";
import { requestPartName } from "./validation.ts";

/** Adds the check as the first preHandler hook of every route (routes' own hooks run after it). */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    // A failed validation kept for the handler (a route with a core form, contract/bind.ts) is refused there,
    // before anything is done, with every field named.
    if (request.validationError !== undefined) return;
    const errors = unsafeTextErrors(request);
    if (errors !== undefined) throw validationFailed(errors);
  });
}

/** The field errors of a request that breaks the rule, or undefined when every string of it is safe. */
export function unsafeTextErrors(request: Pick<FastifyRequest, "body" | "query" | "params">): Record<string, string[]> | undefined {
  const parts = [
    ["body", request.body],
    ["querystring", request.query],
    ["params", request.params],
  ] as const;
  const errors: Record<string, string[]> = {};
  for (const [part, value] of parts) {
    for (const path of findUnsafeText(value)) errors[fieldName(path, requestPartName(part))] = [EDGE_MESSAGES.unsafeCharacter];
  }
  return Object.keys(errors).length === 0 ? undefined : errors;
}

/**
 * Dotted, as the validator's field errors are (validation.ts); the whole part when the value is the part itself. A
 * key that is not a plain name ends the path there, so the answer never repeats an arbitrary part of the request.
 */
function fieldName(path: UnsafeTextPath, whole: string): string {
  const plain = path.findIndex((key) => typeof key === "string" && !isPlainFieldName(key));
  const kept = plain === -1 ? path : path.slice(0, plain);
  return kept.length === 0 ? whole : kept.join(".");
}
