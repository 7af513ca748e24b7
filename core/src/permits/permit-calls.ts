// The steps the permit commands share: which version a change sends as If-Match (the stores' copy, else read now),
// reading a form record, and a call whose refusal keeps the server's whole verdict. Not commands themselves.
import { Effect } from "effect";
import { ApiClient, type ApiResult, type CallOptions, type PortalClient } from "../api/api-client.ts";
import { NotFound, type CoreError } from "../errors/errors.ts";
import type { ClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";
import type { PermitType } from "./permit-types.ts";
import { expatPermitsReducer, initialExpatPermitsState } from "./expat-permits-store.ts";
import { initialPermitRecordState, permitRecordReducer, permitVersionOf } from "./permit-record-store.ts";
import { withWholeVerdict } from "./permit-verdicts.ts";

/** `"<version>"`, as If-Match wants it. */
export const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });

/**
 * The version of application `id` the stores hold (its form record, else the list), folded from the kept events as
 * the stores fold them; undefined when the core has not seen it since the member session began.
 */
export const knownPermitVersion = (events: ReadonlyArray<ClientEvent>, id: string): number | undefined => {
  let records = initialPermitRecordState;
  let list = initialExpatPermitsState;
  for (const event of events) {
    if (event.type === "v1.SignedIn" || event.type === "v1.SignedOut" || event.type === "v1.SessionExpired") {
      records = initialPermitRecordState;
      list = initialExpatPermitsState;
    }
    records = permitRecordReducer(records, event);
    list = expatPermitsReducer(list, event);
  }
  return permitVersionOf(records, id) ?? list.items.find((item) => item.id === id)?.version;
};

/** The version to send for `id`: the stores' copy, else `readNow` (the application as the server has it now). */
export const versionToSend = <E, R>(id: string, readNow: Effect.Effect<number, E, R>) =>
  Effect.gen(function* () {
    const log = yield* EventLog;
    const known = knownPermitVersion(log.snapshot(), id);
    return known ?? (yield* readNow);
  });

/** Reads one form record and appends `v1.PermitFormRecordLoaded` (the query and the commands that need a version). */
export const readFormRecord = Effect.fnUntraced(function* (type: PermitType, id: string, options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const params = { path: { type, id } };
  const body = yield* api.portal((client) => client.GET("/expat-permits/{type}/applications/{id}/forms/records", { params }), options);
  yield* log.append({ type: "v1.PermitFormRecordLoaded", payload: { record: body.data } });
  return body.data;
});

/** The version of an application the core has not seen, read from the Business's whole list (archived ones too). */
export const listedVersion = Effect.fnUntraced(function* (id: string) {
  const api = yield* ApiClient;
  const body = yield* api.portal((client) =>
    client.GET("/expat-permits/applications", { params: { query: { includeArchived: true } } }),
  );
  const listed = body.data.find((item) => item.id === id);
  if (listed === undefined) return yield* new NotFound({});
  return listed.version;
});

/** `api.portal(call)`, but a ValidationFailed keeps every message of the answer by `<section>.<path>`. */
export const sendKeepingVerdict = <R extends ApiResult>(call: (client: PortalClient) => Promise<R>) =>
  Effect.gen(function* () {
    const api = yield* ApiClient;
    let refusal: unknown;
    const observed = async (client: PortalClient): Promise<R> => {
      const result = await call(client);
      refusal = result.error;
      return result;
    };
    return yield* api
      .portal(observed)
      .pipe(Effect.mapError((error: CoreError) => (error._tag === "ValidationFailed" ? withWholeVerdict(error, refusal) : error)));
  });
