// LinkedIn: proves an access token's owner by calling the OpenID userinfo endpoint, and exchanges the
// authorization code the browser brings back for an access token with our client secret (which never leaves
// the server). LinkedIn's 4xx answers are refusals (401); its outages are 502.
//
// Note: userinfo accepts any valid LinkedIn token, also one granted to another application; the contract
// chose this check (LinkedIn offers token introspection only to some partners). The code exchange is ours.
import type { LinkedInConfig } from "./config.ts";
import { linkedInEnabled } from "./config.ts";
import { callProvider, identityEmail, identityName, identityRefused, providerNotOffered, readJsonObject, type VerifiedIdentity } from "./outcomes.ts";

export interface LinkedInClient {
  verify(accessToken: string): Promise<VerifiedIdentity>;
  exchangeCode(code: string, redirectUri: string): Promise<string>;
}

export function linkedInClient(linkedin: LinkedInConfig, timeoutMs: number): LinkedInClient {
  if (!linkedInEnabled(linkedin)) {
    const notOffered = async (): Promise<never> => {
      throw providerNotOffered("linkedin");
    };
    return { verify: notOffered, exchangeCode: notOffered };
  }
  const { clientId, clientSecret } = linkedin;
  return {
    async verify(accessToken) {
      // A token that cannot be sent as a header value (outside visible ASCII, RFC 6750's b64token is narrower
      // still) proves nothing: refused here, since fetch would throw and the throw read as LinkedIn being down (a
      // 502 found by tests/api/fuzz.test.ts).
      if (!/^[\x21-\x7e]+$/.test(accessToken)) throw identityRefused("linkedin");
      const response = await callProvider(
        "linkedin",
        linkedin.userinfoUrl,
        { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } },
        timeoutMs,
      );
      if (!response.ok) {
        await response.body?.cancel();
        throw identityRefused("linkedin");
      }
      const info = await readJsonObject("linkedin", response);
      const email = identityEmail(info["email"]);
      const subject = info["sub"];
      if (email === null || info["email_verified"] !== true || typeof subject !== "string") throw identityRefused("linkedin");
      const fullName = [info["given_name"], info["family_name"]].filter((part) => typeof part === "string").join(" ");
      return { provider: "linkedin", subject, email, name: identityName(info["name"]) ?? identityName(fullName) };
    },

    async exchangeCode(code, redirectUri) {
      const form = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret });
      const response = await callProvider(
        "linkedin",
        linkedin.tokenUrl,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, body: form.toString() },
        timeoutMs,
      );
      if (!response.ok) {
        await response.body?.cancel();
        throw identityRefused("linkedin");
      }
      const granted = await readJsonObject("linkedin", response);
      const accessToken = granted["access_token"];
      if (typeof accessToken !== "string" || accessToken === "") throw identityRefused("linkedin");
      return accessToken;
    },
  };
}
