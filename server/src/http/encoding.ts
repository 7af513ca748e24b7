// Which compression a request accepts, chosen the way @fastify/static chooses for the built UIs' files (its
// getEncodingHeader, with the same negotiator), so the page, the files and the public API answers agree: br
// preferred, q-values honoured, `*` read as gzip for old clients, `identity` or no header -> null (not compressed).
import negotiate from "@fastify/accept-negotiator";
import type { FastifyRequest } from "fastify";

export const encodings = ["br", "gzip"] as const;
export type Encoding = (typeof encodings)[number];

export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return null;
  return negotiate(header.toLowerCase().replace(/\*/g, "gzip"), [...encodings]);
}
