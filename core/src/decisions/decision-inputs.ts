// The arguments the decisions' commands and queries check before calling: ids (a malformed one reads as "not
// found", as the server would answer), a chief-evaluator link's token (a malformed one is an invalid link, never
// sent), a person's place in the list and a letter's kind. The forms' fields come from ./decision-forms.ts.
import { Effect, Schema } from "effect";
import { ChiefLinkClosed } from "../errors/decisions.ts";
import { RECORD_NOT_FOUND, RecordKey } from "../program/record-key.ts";
import { decodeInput } from "../program/report-failure.ts";
import { PermitTypeInput } from "../permits/permit-inputs.ts";
import { CHIEF_TOKEN_PATTERN } from "./decision-rules.ts";
import { LETTER_DOCUMENTS } from "./decision-records.ts";

/** A person's place in the application's personnel list, as the letters' paths carry it. */
export const PersonIndex = Schema.Int.annotate({ message: RECORD_NOT_FOUND }).check(
  Schema.isGreaterThanOrEqualTo(0, { message: RECORD_NOT_FOUND }),
  Schema.isLessThanOrEqualTo(999, { message: RECORD_NOT_FOUND }),
);

/** The application a chief-evaluator link is for and its token, as the link's address carries them. */
export const ChiefTokenInput = Schema.Struct({ applicationId: Schema.String, token: Schema.String });
export type ChiefTokenInput = typeof ChiefTokenInput.Type;

/**
 * A token that cannot be a link's (wrong length or alphabet, say a truncated copy) is an invalid link: the page
 * shows that at once and nothing is sent. So is an application id that is no id.
 */
export const checkChiefToken = (input: ChiefTokenInput): Effect.Effect<{ readonly applicationId: string; readonly token: string }, ChiefLinkClosed> =>
  CHIEF_TOKEN_PATTERN.test(input.token) && Schema.is(RecordKey)(input.applicationId)
    ? Effect.succeed({ applicationId: input.applicationId, token: input.token })
    : Effect.fail(new ChiefLinkClosed({ kind: "chief-link-invalid" }));

export const DownloadLetterInput = Schema.Struct({
  permitType: PermitTypeInput,
  applicationId: RecordKey,
  personIndex: PersonIndex,
  document: Schema.Literals(LETTER_DOCUMENTS),
  draft: Schema.Boolean,
});
export type DownloadLetterInput = typeof DownloadLetterInput.Type;
