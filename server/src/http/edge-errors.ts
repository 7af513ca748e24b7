// The answers to failures Fastify meets before any route or hook runs (issue 17): a malformed escape or a too-long
// parameter in the path (the router's frameworkErrors), and a request Node's parser cannot read at all: headers or an
// address over its 16 kB limit (431), a timeout (408), bytes that are not HTTP (the clientError event). Each is a
// problem document with the security headers, and none repeats any part of the request (Fastify's own answers echo
// the whole address).
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { MESSAGES } from "@ictm/core/domain";
import { problem, type Problem } from "./problem.ts";
import type { SecurityHeaders } from "./security-headers.ts";
import { toProblem } from "./to-problem.ts";

export const problemJson = "application/problem+json; charset=utf-8";

/** Fastify's `frameworkErrors`: the router's failures, answered as every other error is. */
export function answerFrameworkError(headersOf: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const answer = toProblem(error);
    if (answer.unexpected) request.log.error({ err: error }, "unexpected error");
    void reply.code(answer.problem.status).headers(headersOf(request.url)).headers(answer.headers).type(problemJson).send(answer.problem);
  };
}

/** Fastify's `clientErrorHandler`: Node could not parse the request, so there is no request to hand to Fastify. */
export function answerClientError(headersOf: SecurityHeaders): NonNullable<FastifyServerOptions["clientErrorHandler"]> {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has no one to answer (as Node's and Fastify's own handlers do).
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) socket.write(rawAnswer(clientProblem(error.code), headersOf));
    socket.destroy(error);
  };
}

/** The problem for a request Node's parser refused, by the parser's error code. */
export function clientProblem(code: string | undefined): Problem {
  if (code === "HPE_HEADER_OVERFLOW") return problem(431, "request-refused", { messages: [MESSAGES.requestTooLarge] });
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return problem(408, "request-refused", { messages: [MESSAGES.requestRefused] });
  return problem(400, "request-refused", { messages: [MESSAGES.requestRefused] });
}

/** A whole HTTP/1.1 answer, written straight to the socket. The address is unknown, so it gets an API's headers. */
function rawAnswer(answer: Problem, headersOf: SecurityHeaders): string {
  const body = JSON.stringify(answer);
  const headers: Record<string, string> = {
    ...headersOf("/api/"),
    "content-type": problemJson,
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}
