// The root command's shared flags, and the bridge that opens core against the chosen server for a subcommand.
import { Config, Effect } from "effect";
import { Command, Flag } from "effect/cli";
import { ALL_STORES, createCore, restoreSession, restoreStaffSession, SessionStorage, type Core, type CoreServices } from "@ictm/core";
import { sessionFileStore } from "../session-file.ts";
import { eventLines, refuse, type CommandRefused, type Output } from "../output.ts";

export const root = Command.make("ictm").pipe(
  Command.withSharedFlags({
    baseUrl: Flag.String("base-url").pipe(
      Flag.withDescription("The server to talk to (or ICTM_BASE_URL)"),
      Flag.withFallbackConfig(Config.String("ICTM_BASE_URL")),
      Flag.withDefault("http://localhost:8080"),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("Print one JSON document instead of sentences"),
      Flag.withDefault(false),
    ),
    events: Flag.Boolean("events").pipe(
      Flag.withDescription("Print the client event log (domain and activity channels) as JSON lines on stderr when done"),
      Flag.withDefault(false),
    ),
  }),
  Command.withDescription("The ICT Manpower Portal from the command line: accounts, permits, applications, the board and the event log."),
);

export interface Session extends Output {
  readonly core: Core;
  /** Runs a core command or query; a refusal is printed and ends the command with exit code 1. */
  run<A, E>(program: Effect.Effect<A, E, CoreServices>): Effect.Effect<A, CommandRefused>;
}

/** Opens core on the root flags' server with the session file, restores the saved session, and closes it after. */
export const withCore = <A, E, R>(use: (session: Session) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const flags = yield* root;
    const baseUrl = flags.baseUrl.replace(/\/+$/, "");
    const core = yield* Effect.acquireRelease(
      Effect.sync(() => createCore({
        stores: ALL_STORES,
        portalBaseUrl: `${baseUrl}/api/v1`,
        backofficeBaseUrl: `${baseUrl}/backoffice/api/v1`,
        sessionStorage: SessionStorage.layerKeyValue(sessionFileStore(baseUrl)),
      })),
      (opened) => Effect.sync(() => {
        if (flags.events) process.stderr.write(eventLines(opened));
        opened.dispose();
      }),
    );
    const output: Output = { json: flags.json };
    const session: Session = {
      core,
      json: flags.json,
      run: (program) => Effect.promise(() => core.run(program)).pipe(
        Effect.flatMap((result) => result.ok ? Effect.succeed(result.value) : refuse(output, result.error)),
      ),
    };
    yield* session.run(restoreSession());
    yield* session.run(restoreStaffSession());
    return yield* use(session);
  }).pipe(Effect.scoped);

/** Staff commands need a back-office session; without one they say how to get it (exit code 1). */
export const requireStaff = (session: Session) =>
  session.core.stores.staffSession.value.status === "loggedIn"
    ? Effect.void
    : refuse(session, { _tag: "NotSignedIn", message: "You are not signed in to the back-office. Run `ictm login --as staff` first." });
