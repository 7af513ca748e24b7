// Verifying a signed letter's token for anyone (no session): core's codec reads it, the key it names is looked up
// in signing_keys and checked with node:crypto, the letter's status and record come from signed_letters, and
// core's judgeSignature words the verdict. Any string is judged (200), never a failure; only the per-client rate
// limit refuses (429). Records nothing.
import { decodeToken, judgeSignature, MESSAGES, type LetterStatus, type SignatureJudgement } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { refuse } from "../http/problem.ts";
import { takeAttempt } from "../rate-limit/attempts.ts";
import type { Services } from "../services.ts";
import { findKey, knownKeyOf } from "./key-store.ts";
import { verifyWithKey } from "./keys.ts";
import { letterStatusOf, type SignatureRecord } from "./letter-store.ts";

export type SignatureVerdictView = components["schemas"]["SignatureVerdict"];

/** What a token that names no letter of ours is judged against (never read when the token or key fails). */
const NOT_RECORDED: LetterStatus = { recorded: false, contentHashMatches: false, revokedAt: null, revocationReason: null, supersededBy: null };

export async function verifySignature(services: Services, input: { signatureToken: string; clientAddress: string }): Promise<SignatureVerdictView> {
  await limitVerifications(services, input.clientAddress);
  const reading = decodeToken(input.signatureToken);
  if (!reading.ok) return presentVerdict(judgeSignature({ reading, key: undefined, signatureValid: undefined, letter: NOT_RECORDED, now: services.clock.now() }), null);
  const { claims, signed, signature } = reading.token;
  const key = await findKey(services.orm, claims.keyId);
  const signatureValid = key === undefined ? undefined : verifyWithKey(key.publicKey, signed, signature);
  const { record, ...letter } = await letterStatusOf(services.orm, claims.documentId, claims.contentHash);
  const judgement = judgeSignature({ reading, key: key === undefined ? undefined : knownKeyOf(key), signatureValid, letter, now: services.clock.now() });
  // The record is shown only when the signature and the key hold and we issued this very document.
  const proven = judgement.checks.integrity.result === "passed" && judgement.checks.issuer.result === "passed";
  return presentVerdict(judgement, proven ? record : null);
}

/** Per client address, in the database (rate-limit/attempts.ts), with the verification's own words. */
async function limitVerifications(services: Services, clientAddress: string): Promise<void> {
  const { perClient, windowMs } = services.config.limits.signatureVerification;
  const verdict = await takeAttempt(services.orm, services.clock, { kind: "signature-verification", windowMs, buckets: [{ by: "client", value: clientAddress, limit: perClient }] });
  if (!verdict.allowed) throw refuse(429, "too-many-requests", MESSAGES.tooManyVerifications, { "retry-after": String(verdict.retryAfterSeconds) });
}

function presentVerdict(judgement: SignatureJudgement, record: SignatureRecord | null): SignatureVerdictView {
  const { particulars } = judgement;
  return {
    verdict: judgement.verdict,
    summary: judgement.summary,
    advice: judgement.advice,
    checks: judgement.checks,
    particulars: particulars === null ? null : { ...particulars, issuedAt: particulars.issuedAt.toISOString() },
    record,
  };
}
