// Runs the `ictm` executable as an operator would: a real process, its own config folder, the server's URL.
// Asynchronous on purpose, so an in-process test server keeps answering while the CLI waits for it.
import { execFile, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const bin = new URL("../../cli/bin/ictm.js", import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `input`, when given, is written to the process's stdin, which is then closed (`--ids -`). */
export const runIctm = (configDir: string, baseUrl: string, args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> =>
  new Promise((resolve) => {
    const child = execFile(process.execPath, [bin, ...args], {
      env: { ...process.env, ICTM_CONFIG_DIR: configDir, ICTM_BASE_URL: baseUrl, ...env },
      timeout: 30_000,
    }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
    if (input !== undefined) child.stdin?.end(input);
  });

/** The token the CLI saved for a server: sessions.json holds `{ [baseUrl]: { "ictm.session": "<json>" } }`. */
export const savedToken = async (configDir: string, baseUrl: string): Promise<string> => {
  const sessions: Record<string, Record<string, string>> = JSON.parse(await readFile(join(configDir, "sessions.json"), "utf8"));
  const saved = sessions[baseUrl]?.["ictm.session"];
  if (saved === undefined) throw new Error("no session saved for this server");
  const { token }: { token: string } = JSON.parse(saved);
  return token;
};

/** A long-running `ictm` (`events tail --follow`): its output so far, a wait for what it prints, Ctrl-C. */
export interface RunningIctm {
  output(): { stdout: string; stderr: string };
  /** Resolves once stdout satisfies `seen`; rejects when the process ends first. */
  waitForStdout(seen: (stdout: string) => boolean): Promise<string>;
  /** Sends SIGINT (Ctrl-C) and resolves with how it ended. */
  interrupt(): Promise<Run>;
}

export const startIctm = (configDir: string, baseUrl: string, args: string[], env: Record<string, string> = {}): RunningIctm => {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, ICTM_CONFIG_DIR: configDir, ICTM_BASE_URL: baseUrl, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const ended = new Promise<Run>((resolve) => child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr })));
  return {
    output: () => ({ stdout, stderr }),
    waitForStdout: (seen) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!seen(stdout)) return;
          child.stdout.off("data", check);
          resolve(stdout);
        };
        child.stdout.on("data", check);
        void ended.then((run) => reject(new Error(`ictm ended (code ${run.code}) before printing what was awaited:\n${run.stdout}\n${run.stderr}`)));
        check();
      }),
    interrupt: () => {
      child.kill("SIGINT");
      return ended;
    },
  };
};
