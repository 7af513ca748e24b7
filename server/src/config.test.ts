// Reading the environment: defaults, switches and refusals.
import { describe, expect, it } from "vitest";
import { VERIFICATION_RATE } from "@ictm/core/domain";
import { completeConfig, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 8080 on all interfaces, PGlite in ./data, the outbox and the demo data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", databaseUrl: null, smtpUrl: null, demo: true, publicUrl: "http://localhost:8080" });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.limits.signIn).toEqual({ perEmail: 10, perClient: 30, windowMs: 15 * 60 * 1000 });
  });

  it("reads every variable it documents", () => {
    const config = loadConfig({
      PORT: "3000",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/ictm",
      DATABASE_URL: "postgres://db/ictm",
      SMTP_URL: "smtp://relay:25",
      DEMO: "0",
      PUBLIC_URL: "https://portal.example.bn/",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/ictm",
      databaseUrl: "postgres://db/ictm",
      smtpUrl: "smtp://relay:25",
      demo: false,
      publicUrl: "https://portal.example.bn",
      trustProxy: true,
    });
  });

  it("leaves Google and LinkedIn off until their client ids are set, with the providers' own addresses", () => {
    const { google, linkedin } = loadConfig({});
    expect(google).toEqual({ clientId: null, jwksUrl: "https://www.googleapis.com/oauth2/v3/certs", scriptUrl: "https://accounts.google.com/gsi/client" });
    expect(linkedin).toEqual({
      clientId: null,
      clientSecret: null,
      authorizationUrl: "https://www.linkedin.com/oauth/v2/authorization",
      tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
      userinfoUrl: "https://api.linkedin.com/v2/userinfo",
      callbackUrl: null,
    });
  });

  it("reads the identity providers' variables and refuses an address a header could misread", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
      GOOGLE_JWKS_URL: "http://idp.test/jwks",
      GOOGLE_SCRIPT_URL: "http://idp.test/gsi/client",
      LINKEDIN_CLIENT_ID: "li-id",
      LINKEDIN_CLIENT_SECRET: "li-secret",
      LINKEDIN_AUTHORIZATION_URL: "http://idp.test/oauth/authorize",
      LINKEDIN_TOKEN_URL: "http://idp.test/oauth/token",
      LINKEDIN_USERINFO_URL: "http://idp.test/userinfo",
      LINKEDIN_CALLBACK_URL: "https://portal.example.bn/auth/linkedin/callback",
    });
    expect(config.google).toEqual({ clientId: "123.apps.googleusercontent.com", jwksUrl: "http://idp.test/jwks", scriptUrl: "http://idp.test/gsi/client" });
    expect(config.linkedin).toMatchObject({ clientId: "li-id", clientSecret: "li-secret", callbackUrl: "https://portal.example.bn/auth/linkedin/callback" });
    expect(() => loadConfig({ GOOGLE_SCRIPT_URL: "https://x.test/a;script-src *" })).toThrow(/GOOGLE_SCRIPT_URL/);
    expect(() => loadConfig({ LINKEDIN_TOKEN_URL: "ftp://x.test/" })).toThrow(/LINKEDIN_TOKEN_URL/);
  });

  it("keeps the signing keys under the data folder unless SIGNING_KEYS_DIR names another, and limits verifications by core's rate", () => {
    expect(loadConfig({ DATA_DIR: "/srv/ictm" }).signingKeysDir).toBe("/srv/ictm/signing-keys");
    expect(loadConfig({ DATA_DIR: "/srv/ictm", SIGNING_KEYS_DIR: "/secrets/keys" }).signingKeysDir).toBe("/secrets/keys");
    expect(completeConfig({ dataDir: "/tmp/test-data" }).signingKeysDir).toBe("/tmp/test-data/signing-keys");
    expect(completeConfig({ dataDir: "/tmp/test-data", signingKeysDir: "/tmp/keys" }).signingKeysDir).toBe("/tmp/keys");
    expect(loadConfig({}).limits.signatureVerification).toEqual(VERIFICATION_RATE);
  });

  it("completes partial limits with the defaults", () => {
    const config = completeConfig({ limits: { passwordChange: { perMember: 2, windowMs: 1000 } } });
    expect(config.limits.passwordChange).toEqual({ perMember: 2, windowMs: 1000 });
    expect(config.limits.signIn).toEqual({ perEmail: 10, perClient: 30, windowMs: 15 * 60 * 1000 });
  });

  it("refuses a PORT that is not a port number", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("reads the immigration department's addresses, with the demo's by default, and refuses a malformed one", () => {
    expect(loadConfig({}).immigrationEmails).toEqual(["immigration@demo.ictm.bn"]);
    expect(loadConfig({ IMMIGRATION_EMAILS: " a@imm.gov.bn, b@imm.gov.bn ,," }).immigrationEmails).toEqual(["a@imm.gov.bn", "b@imm.gov.bn"]);
    expect(() => loadConfig({ IMMIGRATION_EMAILS: "a@imm.gov.bn, not-an-address" })).toThrow(/IMMIGRATION_EMAILS/);
  });

  it("completes a partial configuration without reading the environment", () => {
    expect(completeConfig({ port: 0, demo: false })).toMatchObject({ port: 0, demo: false, publicUrl: "http://localhost:0" });
  });
});
