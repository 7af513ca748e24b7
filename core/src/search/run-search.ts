// The steps every search query shares: record the search it starts (its seq is the request number), call, then
// record the answer or the failure under that number, so a store keeps only the latest search's answer.
import { Cause, Effect } from "effect";
import { coreErrorOf } from "../program/report-failure.ts";
import type { CoreError } from "../errors/errors.ts";
import type { NewClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";
import { filterQueryOf, type FilterQuery } from "./filters.ts";
import { normalizeSearch, type SearchName, type SearchRequest, type SearchState } from "./search-state.ts";
import { SEARCH_PAGE_SIZES } from "./screens.ts";

/** The query string every search call takes; no terms are sent as none. The filters come beside it (FilterQuery). */
export interface SearchCallQuery {
  readonly searchTerms?: string;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const runSearch = <P, R>(
  search: SearchName,
  state: SearchRequest,
  call: (query: SearchCallQuery, filters: FilterQuery) => Effect.Effect<{ readonly data: P }, CoreError, R>,
  loaded: (request: number, state: SearchState, page: P) => NewClientEvent,
): Effect.Effect<P, CoreError, R | EventLog> =>
  Effect.gen(function* () {
    const log = yield* EventLog;
    const asked = normalizeSearch(state, SEARCH_PAGE_SIZES[search], search);
    const [started] = yield* log.append({ type: "v1.SearchStarted", payload: { search, state: asked } });
    const request = started?.seq ?? 0;
    const body = yield* call(callQueryOf(asked), filterQueryOf(search, asked.filters)).pipe(
      Effect.onError((cause) => {
        // An interrupted search was not refused: a newer one replaced it and keeps the store loading.
        if (Cause.hasInterruptsOnly(cause)) return Effect.void;
        const { _tag: error, message } = coreErrorOf(cause);
        return log.append({ type: "v1.SearchFailed", payload: { search, request, error, message } });
      }),
    );
    yield* log.append(loaded(request, asked, body.data));
    return body.data;
  });

const callQueryOf = ({ searchTerms, pageNumber, pageSize }: SearchState): SearchCallQuery =>
  searchTerms === "" ? { pageNumber, pageSize } : { searchTerms, pageNumber, pageSize };
