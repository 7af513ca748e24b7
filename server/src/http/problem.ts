// Failures as RFC 9457 problem details. Use cases throw a `ProblemError`; the error handler writes it as
// `application/problem+json`. Texts a client shows come from the portal spec's error catalogue.

export interface Problem {
  type: string;
  title: string;
  status: number;
  errors?: Record<string, string[]>;
  messages?: string[];
}

export class ProblemError extends Error {
  readonly problem: Problem;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(problem: Problem, headers: Record<string, string> = {}) {
    super(problem.messages?.[0] ?? problem.title);
    this.name = "ProblemError";
    this.problem = problem;
    this.headers = headers;
  }
}

export const messages = {
  unexpected: "Sorry, an unexpected error has occurred.",
  pleaseLoginAgain: "Sorry, please login again.",
  emailTaken: "Sorry, this email already belongs to an account. Please login instead.",
  loginIncorrect: "Login details incorrect. Please try again.",
  activateFirst: "Please activate your account first. We have sent you an activation link by e-mail.",
  activationLinkInvalid: "This activation link is invalid or has expired. Please request a new one.",
  tooManySignIns: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  tooManyRequests: "Too many requests. Please wait 15 minutes and try again.",
  forbidden: "Sorry, your account may not do this.",
  conflict: "Someone else changed this at the same time. Please reload and try again.",
  notFound: "Sorry, this page or record does not exist.",
  googleRefused: "We could not verify your Google account. Please try again.",
  linkedInRefused: "We could not verify your LinkedIn account. Please try again.",
  noAccountYet: "There is no account for this address yet. Please sign up first.",
  googleUnreachable: "We could not reach Google just now. Please try again in a few minutes.",
  linkedInUnreachable: "We could not reach LinkedIn just now. Please try again in a few minutes.",
  googleNotOffered: "Signing in with Google is not available on this portal.",
  linkedInNotOffered: "Signing in with LinkedIn is not available on this portal.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  currentPasswordWrong: "Your current password is not correct.",
  tooManyPasswordChanges: "Too many attempts to change the password. Please wait 15 minutes and try again.",
  filesRejected: "Sorry, these files are not accepted.",
  verificationPending: "Your verification request is already waiting for a decision.",
  verificationApproved: "Your business is already verified.",
  verificationMissing: "There is no verification request to resubmit. Please submit one first.",
  verificationResubmit: "Your verification request was rejected. Please resubmit it with the changes asked for.",
  verificationNotPending: "Only a pending verification request can be decided.",
  unknownBusinesses: "Some of the businesses to block do not exist.",
  unknownCountry: "Please choose a country.",
  salaryRange: "The minimum salary cannot be more than the maximum.",
  closingDatePassed: "The closing date has passed. Please choose a later date to publish.",
} as const;

const titles: Record<number, string> = {
  400: "The request is not valid.",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: messages.unexpected,
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/** A problem with the standard title for its status. `type` is a URN naming the kind of failure. */
export function problem(status: number, kind: string, extra: Pick<Problem, "errors" | "messages"> = {}): Problem {
  return { type: `urn:ictm:problem:${kind}`, title: titles[status] ?? titles[500] ?? messages.unexpected, status, ...extra };
}

export const refuse = (status: number, kind: string, message: string, headers?: Record<string, string>) =>
  new ProblemError(problem(status, kind, { messages: [message] }), headers);

export const unauthorized = () => refuse(401, "unauthorized", messages.pleaseLoginAgain);
export const forbidden = (message: string = messages.forbidden) => refuse(403, "forbidden", message);
export const conflict = () => refuse(409, "conflict", messages.conflict);
export const validationFailed = (errors: Record<string, string[]>) =>
  new ProblemError(problem(400, "validation-failed", { errors }));
export const unexpectedProblem = (): Problem => problem(500, "unexpected", { messages: [messages.unexpected] });
export const notFound = () => refuse(404, "not-found", messages.notFound);
/** An upload refused for its type, content, count or fields (400), or its size (413). */
export const filesRejected = (status: 400 | 413 = 400) => refuse(status, "files-rejected", messages.filesRejected);
export const notFoundProblem = (): Problem => problem(404, "not-found", { messages: [messages.notFound] });
