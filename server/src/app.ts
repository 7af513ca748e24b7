// Assembles the Fastify application: validation with the contracts' messages, the problem+json error shapes,
// security headers, both contracts' operations, their docs and the built UIs. Holds no business rules.
import { createServer as createHttpServer } from "node:http";
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import multipart from "@fastify/multipart";
import type { operations as BackofficeOperations } from "@ictm/openapi/backoffice.ts";
import type { operations as PortalOperations } from "@ictm/openapi/portal.ts";
import { archiveListingHandlers } from "./archive/routes.ts";
import { auditHandlers } from "./audit/routes.ts";
import { bindContract, type Handlers } from "./contract/bind.ts";
import { contractFile, loadContract } from "./contract/load.ts";
import { inArrivalOrder } from "./db/connect.ts";
import { serveDocs } from "./http/docs.ts";
import { notFoundProblem } from "./http/problem.ts";
import { answerClientError, answerFrameworkError, problemJson } from "./http/edge-errors.ts";
import { refuseUnsafeText } from "./http/request-text.ts";
import { addSecurityHeaders, securityHeaders } from "./http/security-headers.ts";
import { serveUis } from "./http/static-ui.ts";
import { toProblem } from "./http/to-problem.ts";
import { requestValidatorCompiler } from "./http/validator.ts";
import { boardHandlers } from "./board/routes.ts";
import { decisionHandlers } from "./decisions/routes.ts";
import { businessPageHandlers } from "./businesses/profile-routes.ts";
import { businessHandlers } from "./businesses/routes.ts";
import { documentPolicy } from "./files/policy.ts";
import { googleEnabled } from "./identity/config.ts";
import { listingHandlers } from "./listings/routes.ts";
import { courseRegistrationHandlers } from "./courses/registration-routes.ts";
import { jobApplicationHandlers } from "./jobs/routes.ts";
import { courseHandlers } from "./courses/routes.ts";
import { authenticateMember, memberMayCall } from "./members/authenticate.ts";
import { memberHandlers } from "./members/routes.ts";
import type { MemberSession } from "./members/sessions.ts";
import { talentSocialHandlers } from "./members/social-routes.ts";
import { passwordHandlers } from "./passwords/routes.ts";
import { permitPortalHandlers } from "./permits/routes.ts";
import { portalHandlers as referenceHandlers } from "./reference/routes.ts";
import { searchHandlers } from "./search/routes.ts";
import type { Services } from "./services.ts";
import { signatureHandlers } from "./signatures/routes.ts";
import { statisticsHandlers } from "./statistics/routes.ts";
import { authenticateStaff, staffMayCall } from "./staff/authenticate.ts";
import { talentHandlers } from "./talents/routes.ts";
import type { StaffSession } from "./staff/store.ts";
import { verificationPortalHandlers, verificationStaffHandlers } from "./verification/routes.ts";
import { backofficeHandlers } from "./workflows/routes.ts";

/**
 * The HTTP server Fastify would make, with each request numbered as it is read: its statements on the embedded
 * database go before those of the requests read after it (db/connect.ts). Fastify has filled in its defaults of the
 * timeouts by now and sets them only on a server it makes itself.
 */
const arrivalOrderedServer: FastifyServerFactory = (handler, options) => {
  const server = createHttpServer(options.http ?? {}, (request, response) => inArrivalOrder(() => handler(request, response)));
  const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
  if (typeof keepAliveTimeout === "number") server.keepAliveTimeout = keepAliveTimeout;
  if (typeof requestTimeout === "number") server.requestTimeout = requestTimeout;
  if (typeof connectionTimeout === "number") server.setTimeout(connectionTimeout);
  if (typeof maxRequestsPerSocket === "number" && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
  return server;
};

export async function buildApp(services: Services): Promise<FastifyInstance> {
  const { config } = services;
  const googleScriptUrl = googleEnabled(config.google) ? config.google.scriptUrl : null;
  const headersOf = securityHeaders({ https: config.publicUrl.startsWith("https:"), googleScriptUrl });
  const app = Fastify({
    logger: config.logger ? { level: "info", serializers: { req: (request) => ({ method: request.method, url: redactUrl(request.url ?? "") }) } } : false,
    trustProxy: config.trustProxy,
    // Failures met before any hook runs are problem documents with the security headers too (edge-errors.ts).
    frameworkErrors: answerFrameworkError(headersOf),
    clientErrorHandler: answerClientError(headersOf),
    serverFactory: arrivalOrderedServer,
  });
  // Bodies as the contract says (no coercion, unknown properties refused); query and path read as their types.
  app.setValidatorCompiler(requestValidatorCompiler());

  app.setErrorHandler(async (error, request, reply) => {
    const answer = toProblem(error);
    if (answer.unexpected) request.log.error({ err: error }, "unexpected error");
    // The security headers again: an error may be thrown before the onRequest hook that sets them has run.
    return reply.code(answer.problem.status).headers(headersOf(request.url)).headers(answer.headers).type(problemJson).send(answer.problem);
  });
  addSecurityHeaders(app, headersOf);
  // No string of a request holds a NUL or a lone surrogate (core's rule), before any route's own hook or handler.
  refuseUnsafeText(app);

  // Every upload reads its form through files/receive.ts, which sets each call's own, smaller limits; these are
  // the outer bounds.
  await app.register(multipart, { limits: { fileSize: documentPolicy.maxBytes, files: 5, fields: 10, fieldSize: 8192, parts: 15, headerPairs: 20 } });

  const portal = await loadContract(contractFile("portal"));
  const backoffice = await loadContract(contractFile("backoffice"));
  const portalHandlers: Handlers<PortalOperations, MemberSession> = {
    ...memberHandlers(services),
    ...talentSocialHandlers(services),
    ...businessHandlers(services),
    ...passwordHandlers(services),
    ...talentHandlers(services),
    ...businessPageHandlers(services),
    ...listingHandlers(services),
    ...courseHandlers(services),
    ...courseRegistrationHandlers(services),
    ...jobApplicationHandlers(services),
    ...referenceHandlers(services),
    ...searchHandlers(services),
    ...verificationPortalHandlers(services),
    ...permitPortalHandlers(services),
  };
  bindContract(app, portal, portalHandlers, { memberToken: (request) => authenticateMember(services, request) }, memberMayCall);
  const backofficeOperationHandlers: Handlers<BackofficeOperations, StaffSession> = {
    ...backofficeHandlers(services),
    ...verificationStaffHandlers(services),
    ...auditHandlers(services),
    ...boardHandlers(services),
    ...decisionHandlers(services),
    ...signatureHandlers(services),
    ...archiveListingHandlers(services),
    ...statisticsHandlers(services),
  };
  bindContract(app, backoffice, backofficeOperationHandlers, { staffToken: (request) => authenticateStaff(services, request) }, staffMayCall);
  await serveDocs(app, portal, contractFile("portal"), "/api/docs");
  await serveDocs(app, backoffice, contractFile("backoffice"), "/backoffice/api/docs");

  const spaFallback = await serveUis(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    if (spaFallback(request, reply)) return reply;
    return reply.code(404).type(problemJson).send(notFoundProblem());
  });
  return app;
}

/** Request URLs in logs lose their query (e-mail addresses) and activation tokens. */
function redactUrl(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.replace(/\/members\/activate\/[^/]+/, "/members/activate/<token>");
}
