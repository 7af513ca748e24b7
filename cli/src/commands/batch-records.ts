// The record of a bulk archive or unarchive: one JSON file a batch under `<configDir>/batches/<batchId>.json`,
// readable only by its owner, written when the run starts (so a run cut short still leaves its selection) and again
// when it ends, with every application done (id and reference) and every failure (with the server's words). An
// undo (`ictm applications unarchive --batch ID`) reads the ids it archived from here. Never holds a token.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Effect } from "effect";
import { bruneiDateTime } from "@ictm/core";
import { configDir } from "../session-file.ts";

export type BatchAction = "archive" | "unarchive";

export interface BatchItem {
  readonly id: string;
  /** Null when the application was named by its id and no answer told its reference. */
  readonly reference: string | null;
}

export interface BatchFailure extends BatchItem {
  readonly message: string;
}

/** What was asked for: the filters, the ids file, or the batch undone. */
export interface BatchSelection {
  readonly approvedBefore?: string;
  readonly permitType?: string;
  readonly search?: string;
  readonly idsFile?: string;
  readonly batch?: string;
}

export interface BatchRecord {
  readonly batchId: string;
  readonly baseUrl: string;
  readonly action: BatchAction;
  readonly selection: BatchSelection;
  /** The batch this one undoes (an unarchive of an archive batch); null otherwise. */
  readonly undoes: string | null;
  readonly startedAt: string;
  /** Null while the run goes on (or when it was cut short). */
  readonly finishedAt: string | null;
  readonly total: number;
  readonly succeeded: ReadonlyArray<BatchItem>;
  readonly failed: ReadonlyArray<BatchFailure>;
}

export const batchesDir = (dir: string = configDir()): string => join(dir, "batches");

export const batchFile = (batchId: string, dir?: string): string => join(batchesDir(dir), `${batchId}.json`);

/** `archive-20261126-101503-ab12`: the action, the Brunei date and time it started, four random hex digits. */
export const newBatchId = (action: BatchAction, startedAt: Date): string => {
  const stamp = bruneiDateTime(startedAt.toISOString()).slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `${action}-${stamp}-${randomBytes(2).toString("hex")}`;
};

/** A batch id is a file name in the batches folder, nothing that could reach outside it. */
export const isBatchId = (value: string): boolean => /^(archive|unarchive)-\d{8}-\d{6}-[0-9a-f]{4}$/.test(value);

export const writeBatchRecord = (record: BatchRecord) =>
  Effect.promise(async () => {
    await mkdir(batchesDir(), { recursive: true, mode: 0o700 });
    const file = batchFile(record.batchId);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file); // atomic: a crash never leaves half a record
    return file;
  });

/** The record of `batchId`, or null when there is none (or it is not one of ours). */
export const readBatchRecord = (batchId: string) =>
  Effect.promise(async (): Promise<BatchRecord | null> => {
    if (!isBatchId(batchId)) return null;
    try {
      const parsed: unknown = JSON.parse(await readFile(batchFile(batchId), "utf8"));
      return isBatchRecord(parsed) ? parsed : null;
    } catch {
      return null; // no such file, or one broken by hand: both are "no such batch"
    }
  });

/** Every record in the batches folder, the newest first. */
export const listBatchRecords = () =>
  Effect.gen(function* () {
    const names = yield* Effect.promise(() => readdir(batchesDir()).catch((): string[] => []));
    const records = yield* Effect.forEach(
      names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -".json".length)),
      (batchId) => readBatchRecord(batchId),
    );
    return records.filter((record): record is BatchRecord => record !== null).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  });

const isItem = (value: unknown): value is BatchItem =>
  typeof value === "object" && value !== null && typeof Reflect.get(value, "id") === "string" &&
  (typeof Reflect.get(value, "reference") === "string" || Reflect.get(value, "reference") === null);

const isBatchRecord = (value: unknown): value is BatchRecord => {
  if (typeof value !== "object" || value === null) return false;
  const succeeded: unknown = Reflect.get(value, "succeeded");
  const failed: unknown = Reflect.get(value, "failed");
  return typeof Reflect.get(value, "batchId") === "string" && typeof Reflect.get(value, "baseUrl") === "string" &&
    (Reflect.get(value, "action") === "archive" || Reflect.get(value, "action") === "unarchive") &&
    typeof Reflect.get(value, "startedAt") === "string" && Array.isArray(succeeded) && succeeded.every(isItem) &&
    Array.isArray(failed) && failed.every(isItem);
};
