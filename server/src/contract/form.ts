// Core's form schemas as the last word on a JSON body: the contract's validator checks the shape, core's schema the
// rich rules (cross-field, the exact words), and a 400 names every field either refuses, with core's messages
// where core has them. So the server refuses exactly what the UIs refuse. Never a rule or a message of its own.
import type { FastifyRequest } from "fastify";
import { formVerdict } from "@ictm/core/domain";
import { ProblemError, validationFailed } from "../http/problem.ts";
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

const bodiesAsSent = new WeakMap<FastifyRequest, unknown>();

/** A preValidation hook: keeps the body as sent, before the validator coerces types or drops unknown fields. */
export async function keepBodyAsSent(request: FastifyRequest): Promise<void> {
  bodiesAsSent.set(request, copyOfJson(request.body));
}

/**
 * Throws the 400 problem when the contract or the core form refuses the body (the route has `attachValidation`,
 * so a failure of the contract's validator arrives here instead of being thrown before the handler).
 */
export function checkBody(request: FastifyRequest, form: CoreForm): void {
  const contractError = request.validationError;
  if (contractError !== undefined && Reflect.get(contractError, "validationContext") !== "body") throw contractError;
  const body = bodiesAsSent.has(request) ? bodiesAsSent.get(request) : request.body;
  const contract = contractError === undefined ? {} : contractErrors(contractError);
  const core = formVerdict(form, body);
  // Where core refuses a field or a part of it, core's words stand for that whole field: the validator's
  // coercions (a lone value read as a list of one) would name parts the person never typed, and a list's own
  // rules (too many entries) are core's to say once its entries pass.
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const coveredByCore = (field: string) => Object.keys(core).some((refused) => related(field, refused));
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(contract).filter(([field]) => !coveredByCore(field)));
  for (const [field, messages] of Object.entries(core)) errors[field] = [...messages];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function contractErrors(error: Error): Record<string, string[]> {
  const answer = toProblem(error);
  if (answer.problem.errors === undefined) throw error instanceof ProblemError ? error : new ProblemError(answer.problem, answer.headers);
  return answer.problem.errors;
}

/**
 * A deep copy of a parsed JSON body, made with a list of pending copies instead of recursion: JSON.parse reads any
 * depth, but `structuredClone` (and JSON.stringify) overflow the stack near 10,000 levels, which made a body of
 * nested arrays a 500 (found by tests/api/fuzz.test.ts). A `__proto__` key stays a plain property, as JSON.parse
 * made it.
 */
export function copyOfJson(value: unknown): unknown {
  const copyOf = (source: object): object => (Array.isArray(source) ? [] : {});
  if (typeof value !== "object" || value === null) return value;
  const root = copyOf(value);
  const pending: Array<[object, object]> = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, target] = next;
    for (const [key, inner] of Object.entries(source)) {
      const copied: unknown = typeof inner === "object" && inner !== null ? copyOf(inner) : inner;
      Object.defineProperty(target, key, { value: copied, enumerable: true, writable: true, configurable: true });
      if (typeof inner === "object" && inner !== null && typeof copied === "object" && copied !== null) pending.push([inner, copied]);
    }
  }
  return root;
}
