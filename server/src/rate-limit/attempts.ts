// Counts attempts (sign-ins, activation mails) per bucket in a sliding window, in the database so that every
// server process behind a load balancer sees the same counts (an in-memory limiter such as @fastify/rate-limit
// would count per process). A per-bucket advisory lock serialises check-and-record, so concurrent attempts
// cannot slip past the limit; buckets are locked in the order given, so two requests never wait in a cycle.
import { createHash } from "node:crypto";
import { and, desc, eq, gt, like, lte, sql } from "drizzle-orm";
import { rateLimitAttempts } from "../db/schema.ts";
import type { Orm } from "../db/connect.ts";
import type { Clock } from "../config.ts";

export interface Attempt {
  /** What is limited, e.g. "sign-in"; rows of one kind share a window. */
  kind: string;
  windowMs: number;
  /** e.g. { by: "email", value: "someone@example.com", limit: 10 } */
  buckets: ReadonlyArray<{ by: string; value: string; limit: number }>;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Records one attempt in every bucket, or none when any bucket is full, and then says when to retry. */
export async function takeAttempt(orm: Orm, clock: Clock, attempt: Attempt): Promise<AttemptVerdict> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - attempt.windowMs);
  // Stored hashed: the table holds no e-mail or client address, only proof that one was tried.
  const buckets = attempt.buckets.map((bucket) => ({ key: `${attempt.kind}:${bucket.by}:${digest(bucket.value)}`, limit: bucket.limit }));
  return orm.transaction(async (tx) => {
    for (const bucket of buckets) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket.key}))`);
    let retryAt = 0;
    for (const bucket of buckets) {
      // The limit-th newest attempt in the window: while it is there the bucket is full; it frees a slot
      // when it leaves the window.
      const [blocking] = await tx
        .select({ at: rateLimitAttempts.attemptedAt })
        .from(rateLimitAttempts)
        .where(and(eq(rateLimitAttempts.bucket, bucket.key), gt(rateLimitAttempts.attemptedAt, windowStart)))
        .orderBy(desc(rateLimitAttempts.attemptedAt))
        .offset(Math.max(bucket.limit - 1, 0))
        .limit(1);
      if (blocking || bucket.limit <= 0) retryAt = Math.max(retryAt, (blocking?.at.getTime() ?? now.getTime()) + attempt.windowMs);
    }
    if (retryAt > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
    await tx
      .delete(rateLimitAttempts)
      .where(and(like(rateLimitAttempts.bucket, `${attempt.kind}:%`), lte(rateLimitAttempts.attemptedAt, windowStart)));
    await tx.insert(rateLimitAttempts).values(buckets.map(({ key }) => ({ bucket: key, attemptedAt: now })));
    return { allowed: true };
  });
}

function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
