// What an administrator reads when an e-signature change succeeded (success toasts), and what the results page says
// of a verdict reached offline. Written once; the failures' words are the error catalogue's (../errors/catalogue.ts),
// the verdicts' are verdict.ts's, and a signatory's save reads "Saved Successfully".
export const SIGNATURE_NOTICES = {
  keyRotated: "A new signing key is active. Letters signed with the previous key stay valid.",
  keyRevoked: "The signing key has been revoked.",
  letterRevoked: "The letter has been revoked.",
  letterReissued: "The letter has been signed again; the previous one is superseded.",
  verifiedOffline:
    "The server could not be reached, so this letter was checked in your browser with the keys saved on your last visit. Whether it was revoked since then is not known.",
} as const;
