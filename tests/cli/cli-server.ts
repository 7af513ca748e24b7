// What a CLI test file runs against: the real server in-process (../support/server.ts) and a config folder of the
// file's own, so the session `ictm login` saves is that file's alone. `close()` stops the server and removes both.
//
//   const cli = await startCliServer({ demo: true });    // the options of startTestServer
//   await cli.ictm(["whoami"], { ICTM_PASSWORD: "..." });  // -> { code, stdout, stderr }
//   await cli.savedToken()                               // the token the CLI saved for this server
//   const tail = cli.startIctm(["events", "tail", "--follow"]); await tail.waitForStdout(...); await tail.interrupt()
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer, type TestServerOptions } from "../support/server.ts";
import { runIctm, savedToken, startIctm, type Run, type RunningIctm } from "./run-ictm.ts";

export interface CliServer {
  server: TestServer;
  configDir: string;
  /** Runs `ictm` with these arguments (and extra environment, and stdin) against this server, in this config folder. */
  ictm(args: string[], env?: Record<string, string>, input?: string): Promise<Run>;
  /** Starts `ictm` and leaves it running (`events tail --follow`), to read its output as it comes and Ctrl-C it. */
  startIctm(args: string[], env?: Record<string, string>): RunningIctm;
  /** The token the CLI saved for this server. */
  savedToken(): Promise<string>;
  close(): Promise<void>;
}

export async function startCliServer(options: TestServerOptions = {}): Promise<CliServer> {
  const configDir = await mkdtemp(join(tmpdir(), "ictm-cli-"));
  const removeConfig = () => rm(configDir, { recursive: true, force: true });
  let server: TestServer;
  try {
    server = await startTestServer(options);
  } catch (error) {
    await removeConfig();
    throw error;
  }
  return {
    server,
    configDir,
    ictm: (args, env = {}, input) => runIctm(configDir, server.url, args, env, input),
    startIctm: (args, env = {}) => startIctm(configDir, server.url, args, env),
    savedToken: () => savedToken(configDir, server.url),
    close: async () => {
      await server.close();
      await removeConfig();
    },
  };
}
