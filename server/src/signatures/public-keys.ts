// The published verification material (public, no session): every signing key ever made as an Ed25519 JWK with
// its life, every signatory's number, name and title, and the letters no longer in force. A third party verifies a
// token offline with it (README "Signed letters"). Also the one presenter of a key (the management answers use it).
import { documentReference, SIGNATURE_TEXTS, TOKEN_FORMAT } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { desc, isNotNull, or } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { signedLetters } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { listKeys, type SigningKeyRow } from "./key-store.ts";
import { listSignatoryRows } from "./signatory-store.ts";

export type SigningKeyView = components["schemas"]["SigningKey"];
export type SigningPublicKeysView = components["schemas"]["SigningPublicKeys"];
type RevokedLetterView = SigningPublicKeysView["revokedLetters"][number];

/** How long a client or a proxy may keep the document: a revocation reaches offline verifiers within this. */
export const PUBLIC_KEYS_CACHE_CONTROL = "public, max-age=300";

export async function publicKeysDocument(services: Services): Promise<SigningPublicKeysView> {
  const db = services.orm;
  const [keys, signatories, revoked] = await Promise.all([listKeys(db), listSignatoryRows(db), revokedLetters(db)]);
  return {
    issuer: `${services.config.publicUrl}/backoffice`,
    tokenFormat: TOKEN_FORMAT,
    keys: keys.map(presentKey),
    signatories: signatories.map(({ number, name, title }) => ({ number, name, title })),
    revokedLetters: revoked,
  };
}

export function presentKey(row: SigningKeyRow): SigningKeyView {
  return {
    kty: "OKP",
    crv: "Ed25519",
    x: row.publicKey,
    kid: row.keyId,
    alg: "EdDSA",
    use: "sig",
    status: row.revokedAt !== null ? "revoked" : row.retiredAt !== null ? "retired" : "active",
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    retirementReason: retirementReasonOf(row.retirementReason),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationReason: row.revocationReason,
  };
}

function retirementReasonOf(reason: string | null): SigningKeyView["retirementReason"] {
  return reason === "rotated" || reason === "private-key-missing" ? reason : null;
}

/** The letters revoked or superseded, newest first; a superseded one's reason names the letter that replaced it. */
async function revokedLetters(db: Queryable): Promise<RevokedLetterView[]> {
  const rows = await db
    .select({
      documentId: signedLetters.documentId,
      revokedAt: signedLetters.revokedAt,
      revocationReason: signedLetters.revocationReason,
      supersededBy: signedLetters.supersededBy,
      supersededAt: signedLetters.supersededAt,
    })
    .from(signedLetters)
    .where(or(isNotNull(signedLetters.revokedAt), isNotNull(signedLetters.supersededBy)))
    .orderBy(desc(signedLetters.issuedAt));
  const listed = rows.flatMap((row): RevokedLetterView[] => {
    const reference = documentReference(row.documentId);
    if (row.revokedAt !== null) return [{ documentReference: reference, revokedAt: row.revokedAt.toISOString(), reason: row.revocationReason ?? "" }];
    if (row.supersededBy !== null && row.supersededAt !== null) {
      const reason = SIGNATURE_TEXTS.statusSuperseded(documentReference(row.supersededBy), row.supersededAt);
      return [{ documentReference: reference, revokedAt: row.supersededAt.toISOString(), reason }];
    }
    return [];
  });
  return listed.sort((a, b) => b.revokedAt.localeCompare(a.revokedAt));
}
