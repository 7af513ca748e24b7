// submitBusinessVerification: the signed-in Business asks staff to verify it, with its registration certificate
// and up to four supporting documents; appends `v1.BusinessVerificationSubmitted` and `v1.ChangesSaved`.
// One call: the server decides whether it is a first request, a resubmission or a replacement (never guessed here).
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { sendVerification } from "../api/uploads.ts";
import { VerificationForm } from "./verification-form.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { acceptedFiles } from "../program/upload-input.ts";

export const SubmitBusinessVerificationInput = Schema.Struct({
  ...VerificationForm.fields,
  /**
   * The `version` of the request the Business was shown (its profile's `verification.version`), sent as If-Match;
   * left out when it was shown none. A stale one is refused (someone changed the request meanwhile).
   */
  version: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
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
  const body = yield* api.portal(sendVerification(form, request.version));
  // Version 1 is a first request; a later version replaced an earlier one.
  const resubmitted = body.data.version > 1;
  yield* log.append({ type: "v1.BusinessVerificationSubmitted", payload: { verification: body.data, resubmitted } }, changesSaved);
  return body.data;
}, reportFailure("commands.submitBusinessVerification"));
