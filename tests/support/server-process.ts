// Starts the real server as a child process, the way `npm start` runs it (`node server/src/main.ts`, configured
// by its environment), and reads the address it listens on from its log. For tests of several server processes
// on one database, and of a crash: the processes share nothing with each other or the test but the database and
// the folders given.
//
//   const server = await startServerProcess({ databaseUrl?, dataDir, env?: { DEMO: "1", ... } });
//   server.url          "http://127.0.0.1:<port>" (it listens on a free port)
//   server.log()        the last lines it printed, for a failure's message
//   await server.close() SIGTERM (requests and mail deliveries under way finish), SIGKILL past a bound
//   await server.kill()  SIGKILL at once (a crash: nothing under way finishes), resolved once it has exited
//
// Without `databaseUrl` it runs embedded PGlite in `<dataDir>/db`, as `npm start` does.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface ServerProcessOptions {
  /** DATABASE_URL: every process of one test names the same PostgreSQL database. None: PGlite in `<dataDir>/db`. */
  databaseUrl?: string;
  /** DATA_DIR: the mail outbox, stored files and signing keys (share it between processes, as a deployment must). */
  dataDir: string;
  /** Any other setting (DEMO is "0" unless given). */
  env?: Record<string, string>;
  /** How long the start may take (60 s: migrations, the demo data, the signing key). */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  log(): string;
  close(): Promise<void>;
  kill(): Promise<void>;
}

const main = new URL("../../server/src/main.ts", import.meta.url).pathname;
const listening = /ICT Manpower Portal at (http:\/\/[^\s/]+)\//;
const keptLines = 60;
const stopBoundMs = 15_000;

export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // The node running the tests (the repository's Node 24): the server's TypeScript runs on it unbuilt.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO: "0",
      LOG: "1",
      ...options.env,
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      DATA_DIR: options.dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const log = () => lines.join("\n");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  // A test runner that ends without closing it (a crash, Ctrl-C) takes the server with it rather than orphaning it.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  void exited.then(() => {
    running = false;
    process.off("exit", orphaned);
  });

  const close = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    let bound: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (bound = setTimeout(() => resolve("late"), stopBoundMs)));
    if ((await Promise.race([exited, late])) === "late") {
      child.kill("SIGKILL");
      await exited;
    }
    clearTimeout(bound);
  };

  const kill = async () => {
    if (!running) return;
    child.kill("SIGKILL");
    await exited;
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void close().then(() => reject(new Error(`The server process ${reason}. Its last lines:\n${log()}`)));
    };
    const timer = setTimeout(() => fail(`did not listen within ${options.startTimeoutMs ?? 60_000} ms`), options.startTimeoutMs ?? 60_000);
    // Both streams are read to the end, so a chatty request log never fills a pipe and stalls the server.
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        lines.push(line);
        if (lines.length > keptLines) lines.shift();
        const url = listening.exec(line)?.[1];
        if (url === undefined || settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ url, pid: child.pid ?? -1, log, close, kill });
      });
    }
    void exited.then(() => fail(`ended with ${child.exitCode ?? child.signalCode} before it listened`));
  });
}
