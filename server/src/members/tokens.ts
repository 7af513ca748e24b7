// Opaque secrets handed to people (access tokens, activation links): 32 random bytes, base64url. Only their
// SHA-256 hash is stored, so a copy of the database cannot be used to sign in or activate.
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token: hex SHA-256. A token has 256 bits of entropy, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export const hours = (count: number) => count * 60 * 60 * 1000;
export const days = (count: number) => count * hours(24);
export const later = (from: Date, milliseconds: number) => new Date(from.getTime() + milliseconds);
