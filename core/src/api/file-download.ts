// A file the back-office answers as bytes (a letter's PDF, a listing's CSV), read from openapi-fetch's answer with
// `parseAs: "arrayBuffer"`: the bytes with the server's file name (Content-Disposition) and media type. Pure; the
// call itself stays in the command, so the contract types each path on its own.
import { Predicate } from "effect";

/** A downloaded file: what the UI saves (a Blob of `bytes` typed `contentType`, named `fileName`). */
export interface DownloadedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: ArrayBuffer;
}

/** The parts of a fetch Response read here (core has no DOM types: openapi-fetch's Response is opaque to it). */
export interface FileResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
}

/** The answer as ApiClient reads it: a success's data is the file (bytes and name); a failure is left as it is. */
export const downloadedFileOf = (
  result: { readonly data?: unknown; readonly error?: unknown; readonly response: FileResponse },
  fallback: { readonly fileName: string; readonly contentType: string },
): { readonly data?: DownloadedFile; readonly error?: unknown; readonly response: FileResponse } => {
  const { data, response } = result;
  if (!response.ok || !(data instanceof ArrayBuffer)) return { error: result.error, response };
  const fileName = fileNameOf(response.headers.get("content-disposition")) ?? fallback.fileName;
  return { data: { fileName, contentType: response.headers.get("content-type") ?? fallback.contentType, bytes: data }, response };
};

/** `attachment; filename="PVV-2026-0001-1-approval-letter.pdf"` -> the name (quoted or not); null when absent. */
export const fileNameOf = (disposition: string | null): string | null => {
  const match = disposition === null ? null : /filename="?([^";]+)"?/i.exec(disposition);
  const name = match?.[1]?.trim();
  return Predicate.isString(name) && name !== "" ? name : null;
};
