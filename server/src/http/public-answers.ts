// Public answers of the API compressed: a GET of an operation anyone may call (`x-ictm-callers: [anyone]` in the
// contract: the reference lists, the searches, a published vacancy or course, the signatures' public keys) asked by a
// caller the server does not know (no session), answered with JSON of at least 1 kB. On a phone's first visit the
// search's page (15 kB) and the reference lists (12 kB) are a tenth of what it loads; compressed they are a fifth of
// that (issue 17). Only these: an answer compressed beside input the asker chose can give away a secret in it by its
// size (BREACH), and an anonymous answer to a public read holds none (no token, nothing of a member's own), whereas
// a member's answers, and anything a write answers (a sign-in's tokens), are sent as they are.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, type Encoding } from "./encoding.ts";

/** Smaller answers gain too little for the work (and often fit one packet as they are). */
export const COMPRESSED_FROM_BYTES = 1024;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few per cent of the best ratio on JSON for a fraction of its time (a 15 kB page: ~0.2 ms).
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

/** Whether the contract lets anyone make this call: only its own callers list `anyone`. */
export const isPublicRead = (operation: { method: string; callers: readonly string[] }): boolean =>
  operation.method === "GET" && operation.callers.length === 1 && operation.callers[0] === "anyone";

/**
 * The answer's bytes as they go out (a route's onSend): compressed as the request accepts when the caller is unknown
 * and the answer is JSON of COMPRESSED_FROM_BYTES or more; as they are otherwise. Every answer of the route varies by
 * Accept-Encoding.
 */
export async function publicAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, callerKnown: boolean): Promise<unknown> {
  void reply.header("vary", "accept-encoding");
  if (callerKnown || reply.hasHeader("content-encoding")) return payload;
  const type = String(reply.getHeader("content-type") ?? "");
  if (!/^application\/(problem\+)?json\b/.test(type)) return payload;
  const bytes = typeof payload === "string" ? Buffer.from(payload, "utf8") : Buffer.isBuffer(payload) ? payload : null;
  if (bytes === null || bytes.length < COMPRESSED_FROM_BYTES) return payload;
  const encoding = acceptedEncoding(request);
  if (encoding === null) return payload;
  const compressed = await compressors[encoding](bytes);
  void reply.header("content-encoding", encoding).removeHeader("content-length");
  return compressed;
}
