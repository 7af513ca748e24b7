// reissueSignedLetter: an administrator signs a letter again with the active key (for one signed with a key since
// retired or revoked): a new letter, same content and signatory, issued now, supersedes the old one, which verifies
// as revoked from then on. Appends `v1.SignedLetterReissued` (the old letter shows superseded, the new one heads the
// list) and "The letter has been signed again; …"; one not in force: 409 `letter-already-revoked`
// (SignatureRefused); an unknown one: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { canonicalReference, ReissueSignedLetterInput } from "./signature-inputs.ts";
import { SIGNATURE_NOTICES } from "./signature-texts.ts";

const decode = decodeInput(ReissueSignedLetterInput);

export const reissueSignedLetter = Effect.fn("commands.reissueSignedLetter")(function* (input: ReissueSignedLetterInput) {
  const documentReference = canonicalReference((yield* decode(input)).documentReference);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/signatures/letters/{documentReference}/reissue", { params: { path: { documentReference } } }),
  );
  yield* log.append(
    { type: "v1.SignedLetterReissued", payload: { supersededReference: documentReference, letter: body.data } },
    { type: "v1.ChangesSaved", payload: { message: SIGNATURE_NOTICES.letterReissued } },
  );
  return body.data;
}, reportFailure("commands.reissueSignedLetter"));
