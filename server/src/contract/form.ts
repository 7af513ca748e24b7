// Core's form schemas as the last word on a JSON body: the contract's validator checks the shape, core's schema the
// rich rules (cross-field, the exact words), and a 400 names every field either refuses, with core's messages
// where core has them. So the server refuses exactly what the UIs refuse. Never a rule or a message of its own.
import type { FastifyRequest } from "fastify";
import { formVerdict } from "@ictm/core/domain";
import { ProblemError, validationFailed } from "../http/problem.ts";
import { unsafeTextErrors } from "../http/request-text.ts";
import { toProblem } from "../http/to-problem.ts";

/** Anything `formVerdict` decodes with: one of core's form schemas. */
export type CoreForm = Parameters<typeof formVerdict>[0];

const formsOfHandlers = new WeakMap<object, () => CoreForm>();

/** Marks `handler` as taking a body that must pass core's `form` as well as the contract (`form` is asked per
 * request, as a form may depend on "today"). */
export function withForm<H extends object>(form: () => CoreForm, handler: H): H {
  formsOfHandlers.set(handler, form);
  return handler;
}

export const coreFormOf = (handler: object): (() => CoreForm) | undefined => formsOfHandlers.get(handler);

/**
 * Throws the 400 problem when the contract or the core form refuses the body (the route has `attachValidation`,
 * so a failure of the contract's validator arrives here instead of being thrown before the handler).
 */
export function checkBody(request: FastifyRequest, form: CoreForm): void {
  const contractError = request.validationError;
  if (contractError !== undefined && Reflect.get(contractError, "validationContext") !== "body") throw contractError;
  // The validator leaves a body as sent (no coercion, nothing removed: http/validator.ts), so core judges that.
  const contract = contractError === undefined ? {} : contractErrors(contractError);
  const core = formVerdict(form, request.body);
  // Where core refuses a field or a part of it, core's words stand for that whole field: the contract's errors
  // for its parts would name what core already says, and a list's own rules (too many entries) are core's to say
  // once its entries pass. Core's verdict includes the edge's rule for the body's text (http/request-text.ts leaves
  // the body to this), and its keys are refused here: the contract names a key no form has, or else the rule does.
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const coveredByCore = (field: string) => Object.keys(core).some((refused) => related(field, refused));
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(contract).filter(([field]) => !coveredByCore(field)));
  for (const [field, messages] of Object.entries(core)) errors[field] = [...messages];
  for (const [field, messages] of Object.entries(unsafeTextErrors({ body: request.body, query: undefined, params: undefined }) ?? {})) errors[field] ??= messages;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function contractErrors(error: Error): Record<string, string[]> {
  const answer = toProblem(error);
  if (answer.problem.errors === undefined) throw error instanceof ProblemError ? error : new ProblemError(answer.problem, answer.headers);
  return answer.problem.errors;
}
