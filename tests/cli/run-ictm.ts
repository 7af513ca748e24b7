// Runs the `ictm` executable as an operator would: a real process, its own config folder, the server's URL.
// Asynchronous on purpose, so an in-process test server keeps answering while the CLI waits for it.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const bin = new URL("../../cli/bin/ictm.js", import.meta.url).pathname;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export const runIctm = (configDir: string, baseUrl: string, args: string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], {
      env: { ...process.env, ICTM_CONFIG_DIR: configDir, ICTM_BASE_URL: baseUrl, ...env },
      timeout: 30_000,
    }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });

/** The token the CLI saved for a server: sessions.json holds `{ [baseUrl]: { "ictm.session": "<json>" } }`. */
export const savedToken = async (configDir: string, baseUrl: string): Promise<string> => {
  const sessions: Record<string, Record<string, string>> = JSON.parse(await readFile(join(configDir, "sessions.json"), "utf8"));
  const saved = sessions[baseUrl]?.["ictm.session"];
  if (saved === undefined) throw new Error("no session saved for this server");
  const { token }: { token: string } = JSON.parse(saved);
  return token;
};
