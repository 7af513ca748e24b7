// Verifies a Google ID token (the `credential` Google Identity Services hands the page): RS256 signature by a
// key of the configured JWKS, issuer accounts.google.com, our client id as audience, not expired on the
// server's clock, and a verified e-mail. A token is never trusted for what it says before all of that holds.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Clock } from "../config.ts";
import type { GoogleConfig } from "./config.ts";
import { identityEmail, identityName, identityRefused, providerNotOffered, providerUnreachable, type VerifiedIdentity } from "./outcomes.ts";

const issuers = ["accounts.google.com", "https://accounts.google.com"];

export type GoogleVerifier = (credential: string) => Promise<VerifiedIdentity>;

export function googleVerifier(google: GoogleConfig, clock: Clock, timeoutMs: number): GoogleVerifier {
  const { clientId } = google;
  if (clientId === null) {
    return async () => {
      throw providerNotOffered("google");
    };
  }
  // One key set per server: jose caches the keys (10 minutes) and refetches when a token names an unknown key.
  const keys = withOutagesMarked(createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: timeoutMs }));
  return async (credential) => {
    let claims: Record<string, unknown>;
    try {
      const verified = await jwtVerify(credential, keys, {
        issuer: issuers,
        audience: clientId,
        algorithms: ["RS256"],
        currentDate: clock.now(),
        requiredClaims: ["sub", "email", "exp"],
      });
      claims = verified.payload;
    } catch (error) {
      if (error instanceof KeySetUnavailable) throw providerUnreachable("google");
      if (error instanceof errors.JOSEError) throw identityRefused("google");
      throw error;
    }
    const email = identityEmail(claims["email"]);
    // Google has sent `email_verified` as a string in older tokens.
    const verifiedEmail = claims["email_verified"] === true || claims["email_verified"] === "true";
    const subject = claims["sub"];
    if (email === null || !verifiedEmail || typeof subject !== "string") throw identityRefused("google");
    return { provider: "google", subject, email, name: identityName(claims["name"]) };
  };
}

/** The key set could not be fetched (timeout, network, a non-200 or malformed answer): Google's outage, not the token's fault. */
class KeySetUnavailable extends Error {}

/**
 * Only "no key matches the token" (a token signed by someone else) and an unusable key header are the token's
 * fault; every other failure of the key set is the provider's, and must not read as "we could not verify you".
 */
function withOutagesMarked(keySet: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof errors.JOSENotSupported || error instanceof errors.JOSEAlgNotAllowed) throw error;
      throw new KeySetUnavailable("The key set could not be fetched", { cause: error });
    }
  };
}
