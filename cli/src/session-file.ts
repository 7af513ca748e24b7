// The CLI's platform piece for core's SessionStorage: a key-value store in one JSON file in the user's
// config folder, kept apart per server, readable only by its owner. It never holds a password.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { KeyValueStore } from "@ictm/core";

/** `ICTM_CONFIG_DIR`, else `$XDG_CONFIG_HOME/ictm`, else `~/.config/ictm`. */
export const configDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env["ICTM_CONFIG_DIR"] ?? join(env["XDG_CONFIG_HOME"] ?? join(homedir(), ".config"), "ictm");

/** The sessions of every server this user signed in to, one entry per base URL. */
export const sessionFileStore = (baseUrl: string, dir: string = configDir()): KeyValueStore => {
  const file = join(dir, "sessions.json");
  const readAll = (): Record<string, Record<string, string>> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
      return isRecordOfRecords(parsed) ? parsed : {};
    } catch {
      return {}; // no file yet, or one a person broke by hand: start afresh rather than refuse to work
    }
  };
  const writeAll = (all: Record<string, Record<string, string>>): void => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(all, null, 2), { mode: 0o600 });
    renameSync(temporary, file); // atomic, so a crash never leaves half a file
  };
  const update = (change: (entries: Record<string, string>) => void): void => {
    const all = readAll();
    const entries = { ...all[baseUrl] };
    change(entries);
    if (Object.keys(entries).length === 0) delete all[baseUrl];
    else all[baseUrl] = entries;
    writeAll(all);
  };
  return {
    getItem: (key) => readAll()[baseUrl]?.[key] ?? null,
    setItem: (key, value) => update((entries) => { entries[key] = value; }),
    removeItem: (key) => update((entries) => { delete entries[key]; }),
  };
};

const isRecordOfRecords = (value: unknown): value is Record<string, Record<string, string>> =>
  typeof value === "object" && value !== null &&
  Object.values(value).every((entry) => typeof entry === "object" && entry !== null &&
    Object.values(entry).every((item) => typeof item === "string"));
