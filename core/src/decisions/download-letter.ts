// downloadLetter: an approved expatriate's approval letter or the appendix (every approved person), as a PDF:
// the draft (watermarked DRAFT) before and after final approval, the final one only after it (DecisionRefused
// final-approval-not-set before). Answers the bytes with the server's file name; appends
// `v1.DecisionLetterDownloaded` (never the bytes).
import { Effect, Predicate } from "effect";
import { ApiClient, type BackofficeClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { DecisionLetter } from "./decision-records.ts";
import { DownloadLetterInput } from "./decision-inputs.ts";

const decode = decodeInput(DownloadLetterInput);

const PDF = "application/pdf";

export const downloadLetter = Effect.fn("commands.downloadLetter")(function* (input: DownloadLetterInput) {
  const { permitType: type, applicationId: id, personIndex, document, draft } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const fallbackName = `${document}${draft ? "-draft" : ""}-${personIndex + 1}.pdf`;
  const letter = yield* api.backoffice((client) => fetchLetter(client, { type, id, personIndex }, document, draft).then((result) => letterOf(result, fallbackName)));
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

/** The parts of a fetch Response read here (core has no DOM types: openapi-fetch's Response is opaque to it). */
interface LetterResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
}

/** The answer as ApiClient reads it: a success's data is the letter (bytes and name); a failure is left as it is. */
const letterOf = (
  result: { readonly data?: unknown; readonly error?: unknown; readonly response: LetterResponse },
  fallbackName: string,
): { readonly data?: DecisionLetter; readonly error?: unknown; readonly response: LetterResponse } => {
  const { data, response } = result;
  if (!response.ok || !(data instanceof ArrayBuffer)) return { error: result.error, response };
  const fileName = fileNameOf(response.headers.get("content-disposition")) ?? fallbackName;
  return { data: { fileName, contentType: response.headers.get("content-type") ?? PDF, bytes: data }, response };
};

/** `attachment; filename="PVV-2026-0001-1-approval-letter.pdf"` -> the name (quoted or not); null when absent. */
export const fileNameOf = (disposition: string | null): string | null => {
  const match = disposition === null ? null : /filename="?([^";]+)"?/i.exec(disposition);
  const name = match?.[1]?.trim();
  return Predicate.isString(name) && name !== "" ? name : null;
};
