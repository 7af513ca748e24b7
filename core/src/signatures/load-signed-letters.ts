// loadSignedLetters: an administrator reads one page of the signed letters, newest first, with their status and
// their key's (search over the application's reference, the letter's reference, the business and the person; 15 a
// page unless asked otherwise); appends `v1.QueryStarted`, then `v1.SignedLettersLoaded` with the filter it read.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { SIGNATURE_QUERIES, type SignedLettersFilter } from "./client-events.ts";
import { LoadSignedLettersInput } from "./signature-inputs.ts";
import { SIGNED_LETTERS_PAGE_SIZE } from "./signature-rules.ts";

const decode = decodeInput(LoadSignedLettersInput);

export const loadSignedLetters = Effect.fn(SIGNATURE_QUERIES.signedLetters)(function* (input: LoadSignedLettersInput = {}, options?: CallOptions) {
  const decoded = yield* decode(input);
  const filter: SignedLettersFilter = {
    searchTerms: (decoded.searchTerms ?? "").trim(),
    pageNumber: decoded.pageNumber ?? 1,
    pageSize: decoded.pageSize ?? SIGNED_LETTERS_PAGE_SIZE,
  };
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: SIGNATURE_QUERIES.signedLetters } });
  const { searchTerms, pageNumber, pageSize } = filter;
  const query = searchTerms === "" ? { pageNumber, pageSize } : { searchTerms, pageNumber, pageSize };
  const body = yield* api.backoffice((client) => client.GET("/signatures/letters", { params: { query } }), options);
  // The server caps the page size: the filter is what the page holds.
  yield* log.append({ type: "v1.SignedLettersLoaded", payload: { filter: { ...filter, pageSize: body.data.pageSize }, page: body.data } });
  return body.data;
}, reportFailure(SIGNATURE_QUERIES.signedLetters));
