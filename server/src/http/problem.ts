// Failures as RFC 9457 problem details. Use cases throw a `ProblemError`; the error handler writes it as
// `application/problem+json`. Every text comes from core's one catalogue; never type a message here.
import { STATUS_CODES } from "node:http";
import { MESSAGES, PROBLEMS, STATUS_TITLES, problemType, type ProblemKind } from "@ictm/core/domain";

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

/** The server's names for the catalogue's texts (kept for the call sites that name a text directly). */
export const messages = {
  unexpected: MESSAGES.unexpected,
  pleaseLoginAgain: MESSAGES.sessionExpired,
  emailTaken: MESSAGES.emailAlreadyRegistered,
  loginIncorrect: MESSAGES.loginDetailsIncorrect,
  activateFirst: MESSAGES.accountNotActivated,
  activationLinkInvalid: MESSAGES.activationLinkInvalid,
  tooManySignIns: MESSAGES.tooManySignIns,
  tooManyRequests: MESSAGES.tooManyRequests,
  forbidden: MESSAGES.forbidden,
  conflict: MESSAGES.staleVersion,
  notFound: MESSAGES.notFound,
  googleRefused: MESSAGES.googleIdentityNotVerified,
  linkedInRefused: MESSAGES.linkedInIdentityNotVerified,
  noAccountYet: MESSAGES.noAccountForIdentity,
  googleUnreachable: MESSAGES.googleUnreachable,
  linkedInUnreachable: MESSAGES.linkedInUnreachable,
  googleNotOffered: MESSAGES.googleNotOffered,
  linkedInNotOffered: MESSAGES.linkedInNotOffered,
  resetLinkInvalid: MESSAGES.passwordResetLinkInvalid,
  currentPasswordWrong: MESSAGES.currentPasswordIncorrect,
  tooManyPasswordChanges: MESSAGES.tooManyPasswordChanges,
  filesRejected: MESSAGES.filesNotAccepted,
  verificationPending: MESSAGES.verificationPending,
  verificationApproved: MESSAGES.verificationApproved,
  verificationMissing: MESSAGES.verificationMissing,
  verificationResubmit: MESSAGES.verificationResubmit,
  verificationNotPending: MESSAGES.verificationNotPending,
  unknownBusinesses: MESSAGES.unknownBusinesses,
  unknownCountry: MESSAGES.unknownCountry,
  salaryRange: MESSAGES.salaryRange,
  closingDatePassed: MESSAGES.closingDatePassed,
} as const;

/** The catalogue's title, else HTTP's own reason phrase (414, 431, 408: statuses only the edge answers). */
const titleOf = (status: number): string => STATUS_TITLES[status] ?? STATUS_CODES[status] ?? MESSAGES.unexpected;

/** A problem with the standard title for its status. `type` is `urn:ictm:problem:<kind>`, a kind of the contract. */
export function problem(status: number, kind: ProblemKind, extra: Pick<Problem, "errors" | "messages"> = {}): Problem {
  return { type: problemType(kind), title: titleOf(status), status, ...extra };
}

/** A refusal of the given kind, status and words (the words default to the kind's catalogue text). */
export const refuse = (status: number, kind: ProblemKind, message: string = PROBLEMS[kind].message, headers?: Record<string, string>) =>
  new ProblemError(problem(status, kind, { messages: [message] }), headers);

/** A refusal with the kind's own status and catalogue text: `throw refuseKind("verification-pending")`. */
export const refuseKind = (kind: ProblemKind, headers?: Record<string, string>) =>
  refuse(PROBLEMS[kind].status, kind, PROBLEMS[kind].message, headers);

export const unauthorized = () => refuseKind("unauthorized");
export const forbidden = (message: string = messages.forbidden) => refuse(403, "forbidden", message);
/** Two writers raced on one stream: the loser is told its view was stale. */
export const conflict = () => refuseKind("stale-version");
export const staleVersion = () => refuseKind("stale-version");
export const versionRequired = () => refuseKind("version-required");
export const validationFailed = (errors: Record<string, string[]>) =>
  new ProblemError(problem(400, "validation-failed", { errors }));
export const unexpectedProblem = (): Problem => problem(500, "unexpected", { messages: [messages.unexpected] });
export const notFound = () => refuseKind("not-found");
/** An upload refused for its type, content, count or fields (400), or its size (413). */
export const filesRejected = (status: 400 | 413 = 400) => refuse(status, "files-rejected", messages.filesRejected);
export const notFoundProblem = (): Problem => problem(404, "not-found", { messages: [messages.notFound] });
