// The spec's error catalogue (§8): the exact words a person reads.
// Text only; which error carries which text is decided in errors.ts and api/failure.ts.

export const MESSAGES = {
  unexpected: "Sorry, an unexpected error has occurred.",
  emailAlreadyRegistered: "Sorry, this email already belongs to an account. Please login instead.",
  filesNotAccepted: "Sorry, these files are not accepted.",
  loginDetailsIncorrect: "Login details incorrect. Please try again.",
  sessionExpired: "Sorry, please login again.",
  // Not in the catalogue; the server's own message wins whenever it sends one.
  accountNotActivated: "Please activate your account from the link we e-mailed you.",
  activationLinkInvalid: "This activation link is invalid or has expired.",
  tooManyAttempts: "Too many attempts. Please wait a while and try again.",
  forbidden: "Sorry, you may not do this.",
  validationFailed: "Please check the highlighted fields.",
  // The contract's words for the ways in (IdentityRefused, 403 on password-change, 410 on a reset link).
  identityNotVerified: "We could not verify your account. Please try again.",
  googleIdentityNotVerified: "We could not verify your Google account. Please try again.",
  linkedInIdentityNotVerified: "We could not verify your LinkedIn account. Please try again.",
  noAccountForIdentity: "There is no account for this address yet. Please sign up first.",
  currentPasswordIncorrect: "Your current password is not correct.",
  passwordResetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
} as const;

export const SAVED_SUCCESSFULLY = "Saved Successfully";
