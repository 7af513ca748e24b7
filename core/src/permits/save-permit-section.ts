// savePermitSection: the Business saves one section of an application it may edit (a draft, or a submitted one
// while staff have given edit control), at the version the core last saw; appends `v1.ExpatPermitSectionSaved`
// and `v1.ChangesSaved` ("Saved Successfully"). Refused values fail with the whole verdict by `<section>.<path>`.
import { Effect, Predicate } from "effect";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";
import { ifMatch, readFormRecord, sendKeepingVerdict, versionToSend } from "./permit-calls.ts";
import { decodeApplicationId, decodePermitType } from "./permit-inputs.ts";
import type { PermitType } from "./permit-types.ts";

export const savePermitSection = Effect.fn("commands.savePermitSection")(function* (
  permitType: PermitType,
  applicationId: string,
  section: string,
  values: unknown,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const version = yield* versionToSend(id, readFormRecord(type, id).pipe(Effect.map((record) => record.application.version)));
  const log = yield* EventLog;
  // The server normalises and judges the values (the draft rules); a non-object is sent as an empty section.
  const body = yield* sendKeepingVerdict((client) =>
    client.PATCH("/expat-permits/{type}/applications/{id}/content", {
      params: { path: { type, id }, header: ifMatch(version) },
      body: { section, values: Predicate.isObject(values) && !Array.isArray(values) ? { ...values } : {} },
    }),
  );
  yield* log.append({ type: "v1.ExpatPermitSectionSaved", payload: { section, record: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.savePermitSection"));
