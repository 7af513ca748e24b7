// The server's configuration: read once from the environment by `loadConfig`, or given whole or in part to
// `createServer` (tests pass a temp folder, a movable clock and small limits). Nothing else reads process.env.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { VERIFICATION_RATE } from "@ictm/core/domain";
import { readGoogleConfig, readLinkedInConfig, type GoogleConfig, type LinkedInConfig } from "./identity/config.ts";

export type { GoogleConfig, LinkedInConfig } from "./identity/config.ts";

/** The server owns time; every expiry and rate-limit window is measured on this clock. */
export interface Clock {
  now(): Date;
}

export interface AttemptLimit {
  /** Attempts allowed per e-mail address within the window. */
  perEmail: number;
  /** Attempts allowed per client address within the window. */
  perClient: number;
  windowMs: number;
}

/** Attempts allowed per signed-in member within the window. */
export interface MemberAttemptLimit {
  perMember: number;
  windowMs: number;
}

/** Attempts allowed per client address within the window (calls made before anyone is identified). */
export interface ClientAttemptLimit {
  perClient: number;
  windowMs: number;
}

export interface Limits {
  signIn: AttemptLimit;
  /** Activation mails, counting Business registrations by e-mail (each sends one). */
  activationMail: AttemptLimit;
  passwordResetMail: AttemptLimit;
  passwordChange: MemberAttemptLimit;
  /** Google and LinkedIn sign-ins, sign-ups and registrations: each costs a call to the provider. */
  socialSignIn: ClientAttemptLimit;
  /** Signature verifications: public, so counted per client address (core's VERIFICATION_RATE). */
  signatureVerification: ClientAttemptLimit;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * `SIGNING_KEYS_DIR` (default `<dataDir>/signing-keys`): the signing keys' private halves, one PEM file each
   * (mode 0600). Every server of one database must see the same folder.
   */
  signingKeysDir: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | null;
  /** SMTP delivery when set; otherwise `.eml` files in `${dataDir}/outbox`. */
  smtpUrl: string | null;
  /** Sender of every mail. */
  mailFrom: string;
  /** Load the demo dataset when the database is empty. */
  demo: boolean;
  /** `FIRST_ADMIN_EMAIL` (and `FIRST_ADMIN_NAME`): the administrator a start makes when there is none (staff/first-administrator.ts). */
  firstAdministrator: { email: string; name: string } | null;
  /** The address people open; used in mailed links. */
  publicUrl: string;
  /** Built UI folders; null (or a missing folder) skips serving that UI. */
  portalDist: string | null;
  backofficeDist: string | null;
  /** Trust X-Forwarded-For from a load balancer, so rate limits see the real client address. */
  trustProxy: boolean;
  logger: boolean;
  clock: Clock;
  limits: Limits;
  google: GoogleConfig;
  linkedin: LinkedInConfig;
  /** How long a call to Google or LinkedIn may take before it counts as an outage. */
  providerTimeoutMs: number;
  /** `IMMIGRATION_EMAILS` (comma-separated): where the final approval letters are sent for the immigration department. */
  immigrationEmails: string[];
}

/** What `createServer` accepts: any part of the configuration, and any part of the limits. */
export type ConfigOverrides = Omit<Partial<ServerConfig>, "limits"> & { limits?: Partial<Limits> };

export const systemClock: Clock = { now: () => new Date() };

const fifteenMinutes = 15 * 60 * 1000;
const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = readPort(env["PORT"]);
  const dataDir = resolve(env["DATA_DIR"] || "./data");
  return {
    port,
    host: env["HOST"] || "0.0.0.0",
    dataDir,
    signingKeysDir: env["SIGNING_KEYS_DIR"] ? resolve(env["SIGNING_KEYS_DIR"]) : defaultSigningKeysDir(dataDir),
    databaseUrl: env["DATABASE_URL"] || null,
    smtpUrl: env["SMTP_URL"] || null,
    mailFrom: env["MAIL_FROM"] || "ICT Manpower Portal <no-reply@ictm.gov.bn>",
    demo: env["DEMO"] !== "0" && env["DEMO"] !== "false",
    firstAdministrator: env["FIRST_ADMIN_EMAIL"] ? { email: env["FIRST_ADMIN_EMAIL"], name: env["FIRST_ADMIN_NAME"] || "Administrator" } : null,
    publicUrl: (env["PUBLIC_URL"] || `http://localhost:${port}`).replace(/\/+$/, ""),
    portalDist: resolve(env["PORTAL_DIST"] || resolve(repositoryRoot, "ui-portal/dist")),
    backofficeDist: resolve(env["BACKOFFICE_DIST"] || resolve(repositoryRoot, "ui-backoffice/dist")),
    trustProxy: env["TRUST_PROXY"] === "1" || env["TRUST_PROXY"] === "true",
    logger: env["LOG"] !== "0",
    clock: systemClock,
    limits: {
      signIn: { perEmail: 10, perClient: 30, windowMs: fifteenMinutes },
      activationMail: { perEmail: 5, perClient: 30, windowMs: fifteenMinutes },
      passwordResetMail: { perEmail: 5, perClient: 30, windowMs: fifteenMinutes },
      passwordChange: { perMember: 10, windowMs: fifteenMinutes },
      socialSignIn: { perClient: 30, windowMs: fifteenMinutes },
      signatureVerification: { ...VERIFICATION_RATE },
    },
    google: readGoogleConfig(env),
    linkedin: readLinkedInConfig(env),
    providerTimeoutMs: 5000,
    immigrationEmails: readEmails("IMMIGRATION_EMAILS", env["IMMIGRATION_EMAILS"], DEFAULT_IMMIGRATION_EMAIL),
  };
}

/** The immigration department's address when `IMMIGRATION_EMAILS` is not set (the demo's). */
export const DEFAULT_IMMIGRATION_EMAIL = "immigration@demo.ictm.bn";

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** A comma-separated list of e-mail addresses (the fallback when unset or empty); a malformed one stops the start. */
function readEmails(name: string, text: string | undefined, fallback: string): string[] {
  const emails = (text ?? "").split(",").map((part) => part.trim()).filter((part) => part !== "");
  if (emails.length === 0) return [fallback];
  const wrong = emails.find((email) => !EMAIL.test(email));
  if (wrong !== undefined) throw new Error(`${name} must be comma-separated e-mail addresses, not "${wrong}"`);
  return emails;
}

/** The configuration `createServer` completes a partial one with: the defaults, without reading the environment. */
export function completeConfig(partial: ConfigOverrides): ServerConfig {
  const defaults = loadConfig({});
  const port = partial.port ?? defaults.port;
  const { limits, ...rest } = partial;
  // The keys follow the data folder given, unless a folder of their own is.
  const signingKeysDir = partial.signingKeysDir ?? defaultSigningKeysDir(partial.dataDir ?? defaults.dataDir);
  return { ...defaults, publicUrl: `http://localhost:${port}`, ...rest, signingKeysDir, limits: { ...defaults.limits, ...limits } };
}

function defaultSigningKeysDir(dataDir: string): string {
  return join(dataDir, "signing-keys");
}

/** A UI folder to serve, or null with the reason when it cannot be served. */
export function usableFolder(folder: string | null): { folder: string } | { skipped: string } {
  if (folder === null) return { skipped: "not configured" };
  if (!existsSync(resolve(folder, "index.html"))) return { skipped: `${folder}/index.html not found` };
  return { folder };
}

function readPort(text: string | undefined): number {
  if (text === undefined || text === "") return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${text}"`);
  return port;
}
