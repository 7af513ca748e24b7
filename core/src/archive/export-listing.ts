// exportListing: every application of the approved or the archived listing that matches the search and, when given,
// the permit type (no paging), as
// CSV with the server's file name (`approved-applications-2026-11-26.csv`): the columns are the server's (core's
// one CSV writer). Answers the bytes for the UI to save as a file; appends `v1.ListingExported` (never the bytes).
import { Effect } from "effect";
import { ApiClient, type BackofficeClient } from "../api/api-client.ts";
import { downloadedFileOf, type DownloadedFile } from "../api/file-download.ts";
import { EventLog } from "../events/event-log.ts";
import { CSV_MEDIA_TYPE } from "../export/csv.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { PermitType } from "../permits/permit-types.ts";
import type { ListingKind } from "./archive-rules.ts";
import { ExportListingInput } from "./archive-inputs.ts";

/** A listing as CSV: the bytes with the server's file name and media type. */
export type ListingExport = DownloadedFile;

const decode = decodeInput(ExportListingInput);

export const exportListing = Effect.fn("commands.exportListing")(function* (kind: ListingKind, searchTerms = "", permitType?: PermitType) {
  const decoded = yield* decode({ kind, searchTerms, ...(permitType === undefined ? {} : { permitType }) });
  const terms = decoded.searchTerms.trim();
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const fallback = { fileName: `${decoded.kind}-applications.csv`, contentType: CSV_MEDIA_TYPE };
  const query = { ...(terms === "" ? {} : { searchTerms: terms }), ...(decoded.permitType === undefined ? {} : { permitType: decoded.permitType }) };
  const file: ListingExport = yield* api.backoffice((client) => fetchExport(client, decoded.kind, query).then((result) => downloadedFileOf(result, fallback)));
  yield* log.append({ type: "v1.ListingExported", payload: { kind: decoded.kind, searchTerms: terms, fileName: file.fileName } });
  return file;
}, reportFailure("commands.exportListing"));

// One call per listing: openapi-fetch types each path on its own.
const fetchExport = (client: BackofficeClient, kind: ListingKind, query: { searchTerms?: string; permitType?: PermitType }) => {
  const init = { params: { query }, parseAs: "arrayBuffer" } as const;
  return kind === "approved"
    ? client.GET("/expat-permits/applications/approved/export", init)
    : client.GET("/expat-permits/archived/export", init);
};
