// Which applications a bulk archive touches: the approved listing read through with the filters (100 a page, the
// server's maximum, every page before anything changes; after the first, which says how many there are, the rest
// four at a time, kept in the listing's order), or the lines of an ids file (`-`: stdin), each an id or a
// reference, `#` starting a comment. A reference is looked up in the approved listing; one that names no approved
// application is kept aside and reported as a failure of the run. A malformed filter (a date that is not one) is a
// usage error, as a wrong flag is.
import { readFile } from "node:fs/promises";
import { text } from "node:stream/consumers";
import { Effect } from "effect";
import { loadApprovedApplications, type PermitType } from "@ictm/core";
import { misuse, refuse } from "../output.ts";
import type { BatchFailure, BatchItem } from "./batch-records.ts";
import { isApplicationId, listedOf } from "./find-application.ts";
import type { Session } from "./shared.ts";

/** The server's largest listing page. */
const PAGE_SIZE = 100;
/** Listing pages read at once after the first: enough to keep the server busy while the CLI decodes. */
const PAGE_CONCURRENCY = 4;

export interface ListingSelection {
  readonly searchTerms: string;
  readonly permitType?: PermitType;
  readonly approvedBefore?: string;
}

export interface Selected {
  readonly items: ReadonlyArray<BatchItem>;
  /** Lines that name no application it could archive. */
  readonly unresolved: ReadonlyArray<BatchFailure>;
}

const unique = (items: ReadonlyArray<BatchItem>): BatchItem[] => [...new Map(items.map((item) => [item.id, item])).values()];

/** Every approved application the filters match, in the listing's order. */
export const selectApproved = (session: Session, selection: ListingSelection) =>
  Effect.gen(function* () {
    const readPage = (pageNumber: number) => Effect.promise(() => session.core.run(loadApprovedApplications({ ...selection, pageNumber, pageSize: PAGE_SIZE })));
    const first = yield* readPage(1);
    const totalPages = first.ok ? first.value.totalPages : 1;
    const rest = yield* Effect.forEach(pagesAfterFirst(totalPages), readPage, { concurrency: PAGE_CONCURRENCY });
    const items: BatchItem[] = [];
    // The first failure in page order is the one reported (the others, read meanwhile, would say the same).
    for (const result of [first, ...rest]) {
      if (!result.ok) return yield* result.error._tag === "ValidationFailed" ? misuse(session, result.error.message) : refuse(session, result.error);
      items.push(...result.value.items.map((item) => ({ id: item.id, reference: item.reference })));
    }
    return { items: unique(items), unresolved: [] } satisfies Selected;
  });

const pagesAfterFirst = (totalPages: number): number[] => Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) => index + 2);

/** The ids and references of a file's lines: blank lines and `#` comments left out. */
export const namesOf = (content: string): string[] =>
  content
    .split(/\r?\n/)
    .map((line) => (line.split("#")[0] ?? "").trim())
    .filter((line) => line !== "");

/** The applications an ids file (or stdin) names. */
export const selectNamed = (session: Session, file: string) =>
  Effect.gen(function* () {
    const content = yield* Effect.tryPromise(() => (file === "-" ? text(process.stdin) : readFile(file, "utf8"))).pipe(
      Effect.catch(() => misuse(session, `Cannot read the ids file ${file}.`)),
    );
    const items: BatchItem[] = [];
    const unresolved: BatchFailure[] = [];
    for (const name of namesOf(content)) {
      if (isApplicationId(name)) {
        items.push({ id: name.toLowerCase(), reference: null });
        continue;
      }
      const listed = yield* listedOf(session, "approved", name);
      if (listed === undefined) unresolved.push({ id: "", reference: name, message: `No approved application has the reference ${name}.` });
      else items.push({ id: listed.id, reference: listed.reference });
    }
    return { items: unique(items), unresolved } satisfies Selected;
  });
