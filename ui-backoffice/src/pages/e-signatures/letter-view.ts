// How the management page words a signing key's life and a signed letter's state: the badges' words and tones, the
// line that says when a key stopped signing (and why), and which actions a letter offers. Pure.
import { formatDateTime } from "@ictm/core";

export type KeyStatusWord = "active" | "retired" | "revoked";
export type LetterStatusWord = "valid" | "revoked" | "superseded";
export type BadgeLook = { readonly label: string; readonly tone: "success" | "neutral" | "danger" | "warning"; readonly icon: "check" | "clock" | "cross" | null };

export const KEY_STATUS_BADGES: Readonly<Record<KeyStatusWord, BadgeLook>> = {
  active: { label: "Active", tone: "success", icon: "check" },
  retired: { label: "Retired", tone: "neutral", icon: "clock" },
  revoked: { label: "Revoked", tone: "danger", icon: "cross" },
};

export const LETTER_STATUS_BADGES: Readonly<Record<LetterStatusWord, BadgeLook>> = {
  valid: { label: "In force", tone: "success", icon: "check" },
  revoked: { label: "Revoked", tone: "danger", icon: "cross" },
  superseded: { label: "Superseded", tone: "warning", icon: "clock" },
};

const RETIREMENT_REASONS: Readonly<Record<string, string>> = {
  rotated: "rotated",
  "private-key-missing": "its private half was missing on the server",
};

export interface KeyLife {
  readonly status: KeyStatusWord;
  readonly retiredAt: string | null;
  readonly retirementReason: string | null;
  readonly revokedAt: string | null;
  readonly revocationReason: string | null;
}

/** "Revoked 1 Apr 2026, 8:00 AM: leaked", "Retired 2 Mar 2026, 2:30 PM (rotated)", or "Signs new letters". */
export function keyLifeText(key: KeyLife): string {
  if (key.revokedAt !== null) return `Revoked ${formatDateTime(key.revokedAt)}${key.revocationReason ? `: ${key.revocationReason}` : ""}`;
  if (key.retiredAt !== null) {
    const reason = key.retirementReason === null ? undefined : RETIREMENT_REASONS[key.retirementReason];
    return `Retired ${formatDateTime(key.retiredAt)}${reason === undefined ? "" : ` (${reason})`}`;
  }
  return key.status === "active" ? "Signs new letters" : "";
}

/** A revoked key signs nothing and verifies nothing: it cannot be revoked again. */
export const mayRevokeKey = (key: { readonly status: KeyStatusWord }): boolean => key.status !== "revoked";

export interface LetterState {
  readonly status: LetterStatusWord;
  readonly revokedAt: string | null;
  readonly revocationReason: string | null;
  readonly supersededBy: string | null;
}

/** Only a letter in force is revoked or signed again (the server answers 409 otherwise). */
export const mayChangeLetter = (letter: { readonly status: LetterStatusWord }): boolean => letter.status === "valid";

/** Why a letter is no longer in force, or null while it is. */
export function letterEndText(letter: LetterState): string | null {
  if (letter.status === "valid") return null;
  const at = letter.revokedAt === null ? "" : ` ${formatDateTime(letter.revokedAt)}`;
  if (letter.status === "superseded") return `Replaced${at}${letter.supersededBy === null ? "" : ` by ${letter.supersededBy}`}`;
  return `Revoked${at}${letter.revocationReason ? `: ${letter.revocationReason}` : ""}`;
}
