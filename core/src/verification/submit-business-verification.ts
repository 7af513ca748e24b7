// submitBusinessVerification: the signed-in Business asks staff to verify it, with its registration certificate
// and up to four supporting documents; appends `v1.BusinessVerificationSubmitted` and `v1.ChangesSaved`.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { sendVerification } from "../api/uploads.ts";
import { VerificationForm } from "./verification-form.ts";
import type { VerificationStatus } from "../model.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { acceptedFiles } from "../program/upload-input.ts";

export const SubmitBusinessVerificationInput = Schema.Struct({
  ...VerificationForm.fields,
  /** True sends PUT (resubmit after a rejection, or replace a pending request's documents); left out, the latest status decides. */
  resubmit: Schema.optionalKey(Schema.Boolean),
});
export type SubmitBusinessVerificationInput = typeof SubmitBusinessVerificationInput.Type;

const decode = decodeInput(SubmitBusinessVerificationInput);

export const submitBusinessVerification = Effect.fn("commands.submitBusinessVerification")(function* (
  input: SubmitBusinessVerificationInput,
) {
  const request = yield* decode(input);
  const [certificate, ...supporting] = yield* acceptedFiles("document", [request.registrationCertificate, ...request.supportingDocuments]);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const resubmit = request.resubmit ?? resubmits(yield* latestStatus);
  const data = yield* formDataOf({
    registrationCertificate: certificate,
    supportingDocuments: supporting,
    applicantName: request.applicantName,
    applicantPosition: request.applicantPosition,
    notes: request.notes,
  });
  const form = {
    data,
    certificateName: request.registrationCertificate.name,
    supportingNames: supporting.map((part) => part.name),
    applicantName: request.applicantName,
    applicantPosition: request.applicantPosition,
    notes: request.notes,
  };
  const body = yield* api.portal(sendVerification(form, resubmit ? "PUT" : "POST"));
  yield* log.append({ type: "v1.BusinessVerificationSubmitted", payload: { verification: body.data, resubmitted: resubmit } }, changesSaved);
  return body.data;
}, reportFailure("commands.submitBusinessVerification"));

/** A rejected request is resubmitted and a pending one replaced (PUT); a first one, or after approval, is POSTed (the server refuses the latter). */
export const resubmits = (status: VerificationStatus | null): boolean => status === "rejected" || status === "pending";

// Asked of the server, not of a store: the status may have changed since the profile was loaded.
const latestStatus = Effect.gen(function* () {
  const api = yield* ApiClient;
  const body = yield* api.portal((client) => client.GET("/businesses/profiles"));
  return body.data.verification?.status ?? null;
});
