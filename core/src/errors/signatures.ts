// Tagged errors of the e-signatures: final approval cannot be signed (no signatory active, or the one chosen is not),
// and a letter or a signing key that is already revoked. Text defaults come from the catalogue only; the server's
// words win when it sends them.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

export const SIGNATURE_REFUSALS = ["no-active-signatory", "signatory-inactive", "letter-already-revoked", "signing-key-not-active"] as const;
export type SignatureRefusalKind = (typeof SIGNATURE_REFUSALS)[number];

export const isSignatureRefusalKind = (kind: string | null): kind is SignatureRefusalKind => SIGNATURE_REFUSALS.some((refusal) => refusal === kind);

/** The signing step refused the request; `kind` says why. */
export class SignatureRefused extends Schema.TaggedError<SignatureRefused>()("SignatureRefused", {
  message: text(MESSAGES.noActiveSignatory),
  kind: Schema.Literals(SIGNATURE_REFUSALS),
  silent,
}) {}
