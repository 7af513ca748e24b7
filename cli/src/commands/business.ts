// `ictm business`: staff work on businesses from a terminal — list verification requests and decide them.
// Needs a back-office session (`ictm login --as staff`); a Business is told of the decision by e-mail.
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { MESSAGES, decideBusinessVerification, loadBusinessVerifications, type BusinessVerification } from "@ictm/core";
import { misuse, refuse, succeed } from "../output.ts";
import { withCore, type Session } from "./shared.ts";

const requireStaff = (session: Session) =>
  session.core.stores.staffSession.value.status === "loggedIn"
    ? Effect.void
    : refuse(session, { _tag: "NotSignedIn", message: "You are not signed in to the back-office. Run `ictm login --as staff` first." });

const line = (request: BusinessVerification): string =>
  `${request.businessKey}  ${request.status.padEnd(8)}  v${request.version}  ${request.submittedAt.slice(0, 10)}  ${request.businessName} (${request.registrationNumber}), ${request.documents.length} document(s)`;

/**
 * The version to decide at: the one given (as listed by `ictm business verifications`), else the pending request's
 * version read now, which is what the operator decides on (a request replaced since is then refused as stale).
 */
const versionToDecide = (session: Session, businessKey: string, given: Option.Option<number>) =>
  Effect.gen(function* () {
    if (Option.isSome(given)) return given.value;
    const pending = yield* session.run(loadBusinessVerifications({ status: "pending" }));
    const request = pending.find((item) => item.businessKey === businessKey);
    if (request === undefined) return yield* refuse(session, { _tag: "Refused", message: MESSAGES.verificationNotPending });
    return request.version;
  });

const verifications = Command.make(
  "verifications",
  {
    status: Flag.Literals("status", ["pending", "approved", "rejected"]).pipe(
      Flag.withDescription("Which requests"),
      Flag.withDefault("pending"),
    ),
  },
  ({ status }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireStaff(session);
        const requests = yield* session.run(loadBusinessVerifications({ status }));
        const human = requests.length === 0 ? `No ${status} verification requests.` : requests.map(line).join("\n");
        yield* succeed(session, human, requests);
      }),
    ),
).pipe(Command.withDescription("List businesses' verification requests, oldest first"));

const verify = Command.make(
  "verify",
  {
    businessKey: Argument.String("business-key").pipe(Argument.withDescription("The business's key (see `ictm business verifications`)")),
    approve: Flag.Boolean("approve").pipe(Flag.withDescription("Approve the pending request"), Flag.withDefault(false)),
    reject: Flag.Boolean("reject").pipe(Flag.withDescription("Reject it (give --reason)"), Flag.withDefault(false)),
    reason: Flag.String("reason").pipe(Flag.withDescription("Why; the business reads it"), Flag.optional),
    requestVersion: Flag.Int("request-version").pipe(
      Flag.withDescription("The request's version as listed (v<n>); a request changed since is refused. Default: the pending one as it is now"),
      Flag.optional,
    ),
  },
  ({ businessKey, approve, reject, reason, requestVersion }) =>
    withCore((session) =>
      Effect.gen(function* () {
        if (approve === reject) return yield* misuse(session, "Give exactly one of --approve or --reject.");
        yield* requireStaff(session);
        const version = yield* versionToDecide(session, businessKey, requestVersion);
        const decided = yield* session.run(decideBusinessVerification({
          businessKey,
          decision: approve ? "approved" : "rejected",
          ...(Option.isSome(reason) ? { reason: reason.value } : {}),
          version,
        }));
        yield* succeed(session, `${decided.businessName} is now ${decided.status}.`, decided);
      }),
    ),
).pipe(
  Command.withDescription("Approve or reject a business's pending verification request"),
  Command.withExamples([
    { command: "ictm business verify 3f0c… --approve", description: "Approve" },
    { command: "ictm business verify 3f0c… --reject --reason \"The certificate is unreadable\"", description: "Reject with a reason" },
    { command: "ictm business verify 3f0c… --approve --request-version 3", description: "Approve version 3 as listed, refused if it changed since" },
  ]),
);

export const business = Command.make("business").pipe(
  Command.withDescription("Staff work on businesses: verification requests"),
  Command.withSubcommands([verifications, verify]),
);
