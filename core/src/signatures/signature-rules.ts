// The e-signature rules the server, the UIs and the CLI share: who manages keys and signatories, the limits of
// a signatory's fields and of a revocation's reason, the messages of the screens (refusals are the error catalogue's), the address of the published keys,
// the verifications' rate. Pure.
import type { StaffRole } from "../staff/roles.ts";
import { hasRole } from "../staff/staff-rules.ts";

/** Administrators manage signing keys, signatories and issued letters. */
export const mayManageSignatures = (roles: ReadonlyArray<StaffRole>): boolean => hasRole(roles, "administrator");

export const SIGNATORY_LIMITS = { name: 120, title: 120 } as const;
export const REVOCATION_REASON_MAX = 500;
/** The issued letters list's page (the contract's default pageSize). */
export const SIGNED_LETTERS_PAGE_SIZE = 15;

/** Where the public keys are published (under the server's address), for third parties verifying offline. */
export const PUBLIC_KEYS_PATH = "/backoffice/api/v1/signatures/public-keys";
/** The back-office route the letters' QR codes open, with `?token=`. */
export const RESULTS_ROUTE = "/e-signatures/qr-scanner/results";

/** Verifications per client address per window (public, so rate limited). */
export const VERIFICATION_RATE = { perClient: 60, windowMs: 60_000 } as const;

export const SIGNATURE_MESSAGES = {
  managersOnly: "Only administrators manage e-signatures.",
  reasonRequired: "Give the reason for the revocation.",
} as const;
