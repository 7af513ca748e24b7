// Reading the environment: defaults, switches and refusals.
import { describe, expect, it } from "vitest";
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

  it("refuses a PORT that is not a port number", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("completes a partial configuration without reading the environment", () => {
    expect(completeConfig({ port: 0, demo: false })).toMatchObject({ port: 0, demo: false, publicUrl: "http://localhost:0" });
  });
});
