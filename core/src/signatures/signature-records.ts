// The contract's e-signature shapes under the names the core and its users speak of (backoffice.yaml, tag
// `signatures`). Types only: nothing here may run code or import anything but the contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** The server's verdict on a token: three checks, the particulars the token states and what our records say. */
export type SignatureVerdict = Schemas["SignatureVerdict"];
/**
 * A verdict as the results page shows it: the server's, or (`offline: true`) one reached in the browser with the
 * published keys cached from an earlier visit, when the server could not be reached (its `record` is then null).
 */
export type VerifiedSignature = SignatureVerdict & { readonly offline: boolean };
/** A public signing key as an Ed25519 JWK, with its life (active, retired or revoked). */
export type SigningKey = Schemas["SigningKey"];
export type SigningKeyStatus = Schemas["SigningKeyStatus"];
/** The published keys, signatories and revoked letters (`GET signatures/public-keys`): what offline verification reads. */
export type SigningPublicKeys = Schemas["SigningPublicKeys"];
/** A signed letter as administrators list it, with its key's status and its own. */
export type SignedLetter = Schemas["SignedLetter"];
export type SignedLetterPage = Schemas["SignedLetterPage"];
export type SignedLetterStatus = Schemas["SignedLetterStatus"];
/** A letter of the current final approval, as the final approval tab lists it. */
export type SignedLetterSummary = Schemas["SignedLetterSummary"];
export type Signatory = Schemas["Signatory"];
export type SignatorySummary = Schemas["SignatorySummary"];
export type SignatoryInputBody = Schemas["SignatoryInput"];
