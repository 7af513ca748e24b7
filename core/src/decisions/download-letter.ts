// downloadLetter: an approved expatriate's approval letter or the appendix (every approved person), as a PDF:
// the draft (watermarked DRAFT) before and after final approval, the final one only after it (DecisionRefused
// final-approval-not-set before). Answers the bytes with the server's file name; appends
// `v1.DecisionLetterDownloaded` (never the bytes).
import { Effect } from "effect";
import { ApiClient, type BackofficeClient } from "../api/api-client.ts";
import { downloadedFileOf } from "../api/file-download.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { DownloadLetterInput } from "./decision-inputs.ts";

export { fileNameOf } from "../api/file-download.ts";

const decode = decodeInput(DownloadLetterInput);

const PDF = "application/pdf";

export const downloadLetter = Effect.fn("commands.downloadLetter")(function* (input: DownloadLetterInput) {
  const { permitType: type, applicationId: id, personIndex, document, draft } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const fallbackName = `${document}${draft ? "-draft" : ""}-${personIndex + 1}.pdf`;
  const letter = yield* api.backoffice((client) => fetchLetter(client, { type, id, personIndex }, document, draft).then((result) => downloadedFileOf(result, { fileName: fallbackName, contentType: PDF })));
  yield* log.append({ type: "v1.DecisionLetterDownloaded", payload: { applicationId: id, personIndex, document, draft, fileName: letter.fileName } });
  return letter;
}, reportFailure("commands.downloadLetter"));

type LetterPath = { readonly type: DownloadLetterInput["permitType"]; readonly id: string; readonly personIndex: number };

// One call per document and variant: openapi-fetch types each path on its own.
const fetchLetter = (client: BackofficeClient, path: LetterPath, document: DownloadLetterInput["document"], draft: boolean) => {
  const init = { params: { path }, parseAs: "arrayBuffer" } as const;
  if (document === "approval-letter") {
    return draft
      ? client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/approval-letter/draft", init)
      : client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/approval-letter", init);
  }
  return draft
    ? client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/appendix/draft", init)
    : client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/{personIndex}/appendix", init);
};

