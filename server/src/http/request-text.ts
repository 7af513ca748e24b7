// Applies core's one rule for text at the edge to every operation of both APIs: a NUL or a lone surrogate in the
// body, the query string or the path parameters (values and keys) is refused with a 400 that names each field,
// before any handler runs. It refuses; it never repairs what was sent. It runs after the contract's validation
// (which changes no string of a body: no coercion). A body judged by a core form is left to the form's verdict,
// which includes this rule (contract/form.ts): a field the form refuses keeps the form's words there, the same
// words core's forms give in the UIs, and every field either refuses is named in one answer.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { EDGE_MESSAGES, findUnsafeText, unsafeTextField } from "@ictm/core/domain";
import { validationFailed } from "./problem.ts";
import { requestPartName } from "./validation.ts";

/** Adds the check as the first preHandler hook of every route (routes' own hooks run after it). */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    // A failed validation kept for the handler (a route with a core form, contract/bind.ts) is refused there,
    // before anything is done, with every field named.
    if (request.validationError !== undefined) return;
    // A route that attaches its validation judges its body with a core form, in its handler.
    const { query, params } = request;
    const errors = unsafeTextErrors({ body: request.routeOptions.attachValidation ? undefined : request.body, query, params });
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
    for (const path of findUnsafeText(value)) {
      const field = unsafeTextField(path);
      errors[field.length === 0 ? requestPartName(part) : field.join(".")] = [EDGE_MESSAGES.unsafeCharacter];
    }
  }
  return Object.keys(errors).length === 0 ? undefined : errors;
}
