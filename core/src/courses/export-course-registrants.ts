// exportCourseRegistrants: every registrant of one of the Business's courses matching the terms and the list (no
// paging), as the server's CSV (core's one CSV writer) with its file name; answers the bytes for the UI to save or the
// CLI to write, and appends `v1.CourseRegistrantsExported` (never the bytes). registrantsExportPath names the same call.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { downloadedFileOf, type DownloadedFile } from "../api/file-download.ts";
import { EventLog } from "../events/event-log.ts";
import { CSV_MEDIA_TYPE } from "../export/csv.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { normalizeRegistrantsFilter, type RegistrantsFilter } from "./registrants-address.ts";

const decodeKey = decodeInput(RecordKey);

export const exportCourseRegistrants = Effect.fn("commands.exportCourseRegistrants")(function* (
  courseId: string,
  filter: Partial<Pick<RegistrantsFilter, "searchTerms" | "isWithdrawn">> = {},
) {
  const id = yield* decodeKey(courseId);
  const { searchTerms, isWithdrawn } = normalizeRegistrantsFilter(filter);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const query = searchTerms.length === 0 ? { isWithdrawn } : { searchTerms: [...searchTerms], isWithdrawn };
  const fallback = { fileName: "registrants.csv", contentType: CSV_MEDIA_TYPE };
  const file: DownloadedFile = yield* api.portal((client) =>
    client
      .GET("/businesses/training-courses/{id}/registrants/export", { params: { path: { id }, query }, parseAs: "arrayBuffer" })
      .then((result) => downloadedFileOf(result, fallback)),
  );
  yield* log.append({ type: "v1.CourseRegistrantsExported", payload: { courseId: id, searchTerms, isWithdrawn, fileName: file.fileName } });
  return file;
}, reportFailure("commands.exportCourseRegistrants"));
