// The identity providers a server talks to, built once from its configuration: Google ID tokens and LinkedIn
// access tokens become verified identities; LinkedIn codes become access tokens. Use cases receive them in
// `Services`, so nothing else reaches out to a provider.
import type { Clock } from "../config.ts";
import type { GoogleConfig, LinkedInConfig } from "./config.ts";
import { googleVerifier } from "./google.ts";
import { linkedInClient } from "./linkedin.ts";
import type { Provider, VerifiedIdentity } from "./outcomes.ts";

export type { Provider, VerifiedIdentity } from "./outcomes.ts";

export interface IdentityProviders {
  /** Verifies a credential of the provider: a Google ID token, or a LinkedIn access token. */
  verify(provider: Provider, credential: string): Promise<VerifiedIdentity>;
  /** Exchanges a LinkedIn authorization code for an access token. */
  exchangeLinkedInCode(code: string, redirectUri: string): Promise<string>;
}

export function createIdentityProviders(config: { google: GoogleConfig; linkedin: LinkedInConfig; clock: Clock; providerTimeoutMs: number }): IdentityProviders {
  const google = googleVerifier(config.google, config.clock, config.providerTimeoutMs);
  const linkedin = linkedInClient(config.linkedin, config.providerTimeoutMs);
  return {
    verify: (provider, credential) => (provider === "google" ? google(credential) : linkedin.verify(credential)),
    exchangeLinkedInCode: (code, redirectUri) => linkedin.exchangeCode(code, redirectUri),
  };
}
