// Binds every operation of a contract to its handler by operationId, with the contract's request schemas as the
// route's validation. Handlers are typed from the generated `operations`, so a missing handler or a wrong
// payload fails the type check; a contract operation without a handler fails the start.
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden, ProblemError } from "../http/problem.ts";
import { isPublicRead, publicAnswer } from "../http/public-answers.ts";
import { checkBody, coreFormOf } from "./form.ts";
import type { Contract, ContractOperation } from "./load.ts";

/** A JSON answer's body; a binary or streamed answer's bytes, e.g. a PDF, a CSV file or an image (the handler sets its headers on the reply). */
type Json<R> = R extends { content: { "application/json": infer B } }
  ? B
  : R extends { content: { "application/octet-stream": unknown } } | { content: { "application/pdf": unknown } } | { content: { "text/csv": unknown } } | { content: { "image/png": unknown } } | { content: { "image/jpeg": unknown } }
    ? Buffer | Readable
    : undefined;
type BodyOf<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : undefined;
type QueryOf<O> = O extends { parameters: { query: infer Q } } ? Q : Record<string, never>;
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : Record<string, never>;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a handler answers: one of the operation's success statuses with its body. Failures are thrown. */
export type Success<O> = {
  [S in keyof Responses<O>]: S extends SuccessStatus ? { status: S; body: Json<Responses<O>[S]> } : never;
}[keyof Responses<O>];

type RouteTypes<O> = { Body: BodyOf<O>; Querystring: QueryOf<O>; Params: PathOf<O> };
/** Fastify's request typed by the operation: body, query and path are what the contract's schemas let through. */
type ContractRequest<O> = FastifyRequest<RouteTypes<O>>;

export interface HandlerInput<O, Session> {
  body: ContractRequest<O>["body"];
  query: ContractRequest<O>["query"];
  params: ContractRequest<O>["params"];
  /**
   * The authenticated caller when the contract requires a security scheme; null when it requires none. When the
   * scheme is optional (`security: [{}, { scheme: [] }]`), the caller if the credentials are good, else null.
   */
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<O, Session> = (input: HandlerInput<O, Session>) => Promise<Success<O>>;
export type Handlers<Operations, Session> = { [K in keyof Operations]: Handler<Operations[K], Session> };
/** Checks one security scheme on a request and answers the caller, or throws the 401 problem. */
export type Authenticators<Session> = Record<string, (request: FastifyRequest) => Promise<Session>>;
/**
 * Whether an authenticated caller may be among an operation's `x-ictm-callers` (its kind or roles alone decide;
 * callers that depend on the resource, such as an owner or a step's roles, are the handler's to check).
 */
export type CallerCheck<Session> = (callers: readonly string[], session: Session) => boolean;

export function bindContract<Operations, Session>(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers<Operations, Session>,
  authenticators: Authenticators<Session>,
  mayCall: CallerCheck<Session>,
): void {
  for (const operation of contract.operations) {
    const id = operation.operationId;
    if (!isHandled(handlers, id)) throw new Error(`No handler for the contract's operation ${id}`);
    for (const scheme of [...operation.security, ...operation.optionalSecurity]) {
      if (!authenticators[scheme]) throw new Error(`No authenticator for security scheme ${scheme} (${id})`);
    }
    bindOperation(app, operation, handlers, id, authenticators, mayCall);
  }
}

function bindOperation<Operations, Session, K extends keyof Operations>(
  app: FastifyInstance,
  operation: ContractOperation,
  handlers: Handlers<Operations, Session>,
  id: K,
  authenticators: Authenticators<Session>,
  mayCall: CallerCheck<Session>,
): void {
  const handler = handlers[id];
  const form = coreFormOf(handler);
  const scheme = operation.security[0];
  const authenticate = scheme === undefined ? undefined : authenticators[scheme];
  const optional = operation.optionalSecurity[0];
  const tryAuthenticate = optional === undefined ? undefined : authenticators[optional];
  // Who is asking is settled first, before the body is read or judged: a caller without good credentials is
  // told 401, and one whose kind or roles the contract's callers leave out 403, never what is wrong with a body it
  // may not send.
  const sessions = new WeakMap<object, Session | null>();
  app.route<RouteTypes<Operations[K]>>({
    method: operation.method,
    url: operation.url,
    schema: operation.schema,
    onRequest: async (request) => {
      const session = authenticate ? await authenticate(request) : tryAuthenticate ? await orNull(tryAuthenticate(request)) : null;
      if (session !== null && !mayCall(operation.callers, session)) throw forbidden();
      sessions.set(request, session);
    },
    // A public read asked by nobody the server knows is compressed (../http/public-answers.ts).
    ...(isPublicRead(operation) ? { onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => publicAnswer(request, reply, payload, (sessions.get(request) ?? null) !== null) } : {}),
    // A body with a core form: the validator's failure reaches the handler, which adds core's verdict (form.ts).
    ...(form === undefined ? {} : { attachValidation: true }),
    handler: async (request, reply) => {
      if (form !== undefined) checkBody(request, form());
      const session = sessions.get(request) ?? null;
      const { body, query, params } = request;
      const answer = await handler({ body, query, params, session, request, reply });
      return reply.code(answer.status).send(answer.body);
    },
  });
}

/** The session, or null when the credentials were refused (401): an optional scheme never refuses a call. */
async function orNull<Session>(attempt: Promise<Session>): Promise<Session | null> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof ProblemError && error.problem.status === 401) return null;
    throw error;
  }
}

function isHandled<H extends object>(handlers: H, id: string): id is Extract<keyof H, string> {
  return Object.hasOwn(handlers, id);
}
