// Turns a full bucket into the caller's refusal, with Retry-After, so every use case limits in one line. The
// counting stays in attempts.ts, in the database; this file must never keep counts of its own.
import type { AttemptLimit } from "../config.ts";
import { refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { ProblemKind } from "@ictm/core/domain";
import { takeAttempt, type Attempt } from "./attempts.ts";

/** Records the attempt, or throws `refusal` (its kind's status and text) with when to retry. */
export async function limitAttempt(services: Pick<Services, "orm" | "clock">, attempt: Attempt, refusal: ProblemKind): Promise<void> {
  const verdict = await takeAttempt(services.orm, services.clock, attempt);
  if (!verdict.allowed) throw refuseKind(refusal, { "retry-after": String(verdict.retryAfterSeconds) });
}

/** An attempt by someone not yet signed in (a sign-in, a mailed link): counted per e-mail and per client address. */
export interface EmailAttempt {
  kind: string;
  limit: AttemptLimit;
  /** Normalised, so that letter case does not open a fresh bucket. */
  email: string;
  clientAddress: string;
}

export function limitEmailAttempt(services: Pick<Services, "orm" | "clock">, attempt: EmailAttempt, refusal: ProblemKind): Promise<void> {
  const { kind, limit, email, clientAddress } = attempt;
  return limitAttempt(
    services,
    {
      kind,
      windowMs: limit.windowMs,
      buckets: [
        { by: "email", value: email, limit: limit.perEmail },
        { by: "client", value: clientAddress, limit: limit.perClient },
      ],
    },
    refusal,
  );
}
