// The one catalogue of texts a person reads when something fails (spec §8 first, then ours), shared by the
// server (problem titles and messages, through @ictm/core/domain) and the core. Text only: which kind of
// problem carries which text and status is in problems.ts. Never type one of these sentences anywhere else.

export const MESSAGES = {
  // Spec §8, word for word.
  unexpected: "Sorry, an unexpected error has occurred.",
  emailAlreadyRegistered: "Sorry, this email already belongs to an account. Please login instead.",
  filesNotAccepted: "Sorry, these files are not accepted.",
  loginDetailsIncorrect: "Login details incorrect. Please try again.",
  sessionExpired: "Sorry, please login again.",

  // Accounts: activation, sign-in, passwords, rate limits.
  accountNotActivated: "Please activate your account first. We have sent you an activation link by e-mail.",
  activationLinkInvalid: "This activation link is invalid or has expired. Please request a new one.",
  /** A 429 that names no kind: the server's own kinds below say how long to wait. */
  tooManyAttempts: "Too many attempts. Please wait a while and try again.",
  tooManySignIns: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  tooManyRequests: "Too many requests. Please wait 15 minutes and try again.",
  tooManyPasswordChanges: "Too many attempts to change the password. Please wait 15 minutes and try again.",
  forbidden: "Sorry, your account may not do this.",
  currentPasswordIncorrect: "Your current password is not correct.",
  passwordResetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",

  // Identity providers (Google, LinkedIn).
  identityNotVerified: "We could not verify your account. Please try again.",
  googleIdentityNotVerified: "We could not verify your Google account. Please try again.",
  linkedInIdentityNotVerified: "We could not verify your LinkedIn account. Please try again.",
  noAccountForIdentity: "There is no account for this address yet. Please sign up first.",
  identityProviderUnreachable: "We could not reach the sign-in service just now. Please try again in a few minutes.",
  googleUnreachable: "We could not reach Google just now. Please try again in a few minutes.",
  linkedInUnreachable: "We could not reach LinkedIn just now. Please try again in a few minutes.",
  identityProviderNotOffered: "This way of signing in is not available on this portal.",
  googleNotOffered: "Signing in with Google is not available on this portal.",
  linkedInNotOffered: "Signing in with LinkedIn is not available on this portal.",

  // Requests, records and versions.
  validationFailed: "Please check the highlighted fields.",
  requestRefused: "Sorry, this request cannot be handled.",
  requestBodyNotJson: "The request body is not valid JSON.",
  requestBodyEmpty: "The request body is empty.",
  contentTypeNotAccepted: "This content type is not accepted.",
  requestTooLarge: "The request is too large.",
  notFound: "Sorry, this page or record does not exist.",
  staleVersion: "Someone else changed this at the same time. Please reload and try again.",
  versionRequired: "Sorry, this change must say which version it was made on. Please reload and try again.",

  // Business verification.
  verificationPending: "Your verification request is already waiting for a decision.",
  verificationApproved: "Your business is already verified.",
  verificationMissing: "There is no verification request to resubmit. Please submit one first.",
  verificationResubmit: "Your verification request was rejected. Please resubmit it with the changes asked for.",
  verificationNotPending: "Only a pending verification request can be decided.",

  // Profiles and listings (field messages the server adds to `errors`).
  unknownBusinesses: "Some of the businesses to block do not exist.",
  unknownCountry: "Please choose a country.",
  salaryRange: "The minimum salary cannot be more than the maximum.",
  closingDatePassed: "The closing date has passed. Please choose a later date to publish.",
  vacancyStatusRefused: "A draft can only be published, and a published or closed vacancy cannot become a draft again.",

  // Expat permit applications.
  permitReadOnly: "This application is with the staff now. You can change it again when they give you edit control.",
  permitAlreadySubmitted: "This application has already been submitted.",
  permitArchived: "This application has been archived.",
  editControlNotGiven: "You do not have edit control of this application.",
  permitNotArchivable: "Only a draft application can be archived. Submitted applications are archived by staff.",

  // The staff's board (spec §8 for the move).
  cardMoveRefused: "You are not allowed to move this application.",
  boardActRefused: "You are not allowed to act on applications in this step.",
  notYourComment: "You can only change your own comments.",
  notYourAttachment: "You can only change your own attachments.",
  sortBeforeNotInColumn: "The card to put this one before is not in that column. Please reload the board.",

  // The staff's decisions (spec §8 for the two notices).
  decisionNotAllowed: "You are not allowed to make this decision in this step.",
  chiefLinkInvalid: "This evaluation link is not valid. Please ask the staff for a new one.",
  chiefLinkUsed: "A response has already been recorded with this link.",
  chiefLinkRevoked: "This evaluation link has been withdrawn by the staff.",
  chiefLinkExpired: "This evaluation link has expired. Please ask the staff for a new one.",
  personsUndecided: "Please approve or refuse every expatriate before giving final approval.",
  noPersonApproved: "At least one expatriate must be approved before giving final approval.",
  finalApprovalAlreadySet: "Final approval has already been given. Reset it first to change it.",
  finalApprovalNotSet: "Final approval has not been given yet.",

  // E-signatures.
  noActiveSignatory: "No signatory is active. An administrator adds one under E-signatures → Signatories.",
  signatoryInactive: "That signatory is not active. Choose an active signatory.",
  letterAlreadyRevoked: "This letter has already been revoked or replaced.",
  signingKeyNotActive: "This signing key has already been revoked.",

  // Approved and archived listings.
  applicationNotApproved: "Only approved applications can be archived.",
  /** The verification's own 429 (kind too-many-requests): its window is a minute. */
  tooManyVerifications: "Too many signature checks. Please wait a minute and try again.",

  // Statistics (issue 13).
  invalidDateRange: "Choose a start date on or before the end date, at most three years apart.",
  invalidStepTarget: "Enter a target between 0.5 and 250 working days, in half days.",
  holidayMissing: "There is no public holiday on that date.",
  chiefLinkMailed: "Email was successfully sent to CE",
  responseRecorded: "Your response has been recorded.",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The `title` of a problem answer, by HTTP status (RFC 9457: a short summary of the status). */
export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: "The request is not valid.",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  428: "Precondition Required",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: MESSAGES.unexpected,
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export const SAVED_SUCCESSFULLY = "Saved Successfully";
