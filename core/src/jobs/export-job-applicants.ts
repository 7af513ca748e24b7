// exportJobApplicants: every applicant of one of the Business's vacancies with the filter's statuses (no paging), as
// the server's CSV (core's one CSV writer) with its file name; answers the bytes for the UI to save or the CLI to
// write, and appends `v1.JobApplicantsExported` (never the bytes).
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { downloadedFileOf, type DownloadedFile } from "../api/file-download.ts";
import { EventLog } from "../events/event-log.ts";
import { CSV_MEDIA_TYPE } from "../export/csv.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { normalizeApplicantsFilter, type ApplicantsFilter } from "./applicants-address.ts";

const decodeKey = decodeInput(RecordKey);

export const exportJobApplicants = Effect.fn("commands.exportJobApplicants")(function* (
  vacancyId: string,
  filter: Partial<Pick<ApplicantsFilter, "statuses">> = {},
) {
  const id = yield* decodeKey(vacancyId);
  const { statuses } = normalizeApplicantsFilter(filter);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const query = statuses.length === 0 ? {} : { status: [...statuses] };
  const fallback = { fileName: "applicants.csv", contentType: CSV_MEDIA_TYPE };
  const file: DownloadedFile = yield* api.portal((client) =>
    client
      .GET("/businesses/job-vacancies/{id}/applicants/export", { params: { path: { id }, query }, parseAs: "arrayBuffer" })
      .then((result) => downloadedFileOf(result, fallback)),
  );
  yield* log.append({ type: "v1.JobApplicantsExported", payload: { vacancyId: id, statuses, fileName: file.fileName } });
  return file;
}, reportFailure("commands.exportJobApplicants"));
