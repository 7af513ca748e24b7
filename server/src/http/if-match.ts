// The version a client says it saw, sent as `If-Match: "<version>"` (the contract's IfMatch parameter), checked
// against the stream's current version before anything is decided. Never reads a stream itself.
import type { FastifyReply, FastifyRequest } from "fastify";
import { staleVersion, versionRequired } from "./problem.ts";

/** The version in `If-Match`, or undefined when the header is absent. */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "") return undefined;
  const match = /^"(\d{1,9})"$/.exec(value.trim());
  if (match?.[1] === undefined) throw versionRequired();
  return Number(match[1]);
}

/**
 * The expected version to append at: the one the client saw, which must be `current` (else 409 `stale-version`).
 * Without If-Match only a new stream (version 0) may be written; an existing one answers 428 `version-required`.
 */
export function expectedVersion(request: FastifyRequest, current: number): number {
  const seen = ifMatchVersion(request);
  if (seen === undefined) {
    if (current === 0) return 0;
    throw versionRequired();
  }
  if (seen !== current) throw staleVersion();
  return seen;
}

/** Tells the client the version it now sees, as `ETag: "<version>"`. */
export function tagVersion(reply: FastifyReply, version: number): void {
  void reply.header("ETag", `"${version}"`);
}
