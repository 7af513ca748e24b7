// The public holidays the working days leave out: staff read those of a year (or all), administrators add or
// change one (its name kept trimmed, provisional until gazetted) and remove one. The changes are checked first (the
// input: ValidationFailed, no call; the signed-in staff's roles, mayManageHolidays: Forbidden, no call); each
// appends its fact (`v1.PublicHolidaySaved`, `v1.PublicHolidayDeleted`: the list changes at once) and a success
// toast. Removing a day with no holiday: NotFound ("There is no public holiday on that date.").
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { knownNow } from "../board/board-calls.ts";
import { Forbidden } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { STATISTICS_QUERIES } from "./client-events.ts";
import { LoadPublicHolidaysInput, RemovePublicHolidayInput, SetPublicHolidayInput } from "./statistics-inputs.ts";
import { mayManageHolidays } from "./statistics-rules.ts";
import { STATISTICS_TEXTS } from "./statistics-texts.ts";

const decodeLoad = decodeInput(LoadPublicHolidaysInput);
const decodeSet = decodeInput(SetPublicHolidayInput);
const decodeRemove = decodeInput(RemovePublicHolidayInput);

export const loadPublicHolidays = Effect.fn(STATISTICS_QUERIES.publicHolidays)(function* (input: LoadPublicHolidaysInput = {}, options?: CallOptions) {
  const { year } = yield* decodeLoad(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: STATISTICS_QUERIES.publicHolidays } });
  const body = yield* api.backoffice((client) => client.GET("/public-holidays", { params: { query: year === undefined ? {} : { year } } }), options);
  yield* log.append({ type: "v1.PublicHolidaysLoaded", payload: { year: year ?? null, holidays: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.publicHolidays));

/** Refused before any call when the signed-in staff may not keep the holidays. */
const mayKeepHolidays = Effect.gen(function* () {
  const known = yield* knownNow(null);
  if (known.roles !== null && !mayManageHolidays(known.roles)) return yield* new Forbidden({});
});

export const setPublicHoliday = Effect.fn("commands.setPublicHoliday")(function* (input: SetPublicHolidayInput) {
  const { date, name, provisional } = yield* decodeSet(input);
  yield* mayKeepHolidays;
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.PUT("/public-holidays/{date}", { params: { path: { date } }, body: { name: name.trim(), provisional } }),
  );
  const holiday = body.data;
  yield* log.append(
    { type: "v1.PublicHolidaySaved", payload: { holiday } },
    { type: "v1.ChangesSaved", payload: { message: STATISTICS_TEXTS.holidaySaved(holiday.name) } },
  );
  return holiday;
}, reportFailure("commands.setPublicHoliday"));

export const removePublicHoliday = Effect.fn("commands.removePublicHoliday")(function* (input: RemovePublicHolidayInput) {
  const { date } = yield* decodeRemove(input);
  yield* mayKeepHolidays;
  const api = yield* ApiClient;
  const log = yield* EventLog;
  // The answer is 204 with no body: taken as done when it succeeds.
  yield* api.backoffice((client) =>
    client.DELETE("/public-holidays/{date}", { params: { path: { date } } }).then((result) => (result.response.ok ? { ...result, data: { removed: date } } : result)),
  );
  yield* log.append(
    { type: "v1.PublicHolidayDeleted", payload: { date } },
    { type: "v1.ChangesSaved", payload: { message: STATISTICS_TEXTS.holidayRemoved(date) } },
  );
}, reportFailure("commands.removePublicHoliday"));
