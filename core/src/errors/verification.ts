// Tagged errors of business verification requests: every refusal of the request's transitions, by its kind.
// Text defaults come from the catalogue only; the server's words win when it sends them.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** The problem kinds a verification request's transitions refuse with. */
export const VERIFICATION_REFUSALS = [
  "verification-pending",
  "already-verified",
  "verification-rejected",
  "verification-missing",
  "verification-not-pending",
] as const;
export type VerificationRefusalKind = (typeof VERIFICATION_REFUSALS)[number];

export const isVerificationRefusalKind = (kind: string | null): kind is VerificationRefusalKind =>
  VERIFICATION_REFUSALS.some((refusal) => refusal === kind);

/** The request is not in a state that allows this (already verified, not pending, ...); `kind` says which. */
export class VerificationRefused extends Schema.TaggedError<VerificationRefused>()("VerificationRefused", {
  message: text(MESSAGES.verificationNotPending),
  kind: Schema.Literals(VERIFICATION_REFUSALS),
  silent,
}) {}
