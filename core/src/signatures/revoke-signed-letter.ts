// revokeSignedLetter: an administrator revokes one signed letter with a reason (required, one line of up to 500
// characters); verifying it then answers `revoked` with this reason and time. The reference may be written in any
// case, with or without its hyphens. Appends `v1.SignedLetterWithdrawn` (the letters list and the final approval tab
// show it revoked) and "The letter has been revoked."; one not in force: 409 `letter-already-revoked`
// (SignatureRefused); an unknown one: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { canonicalReference, RevokeSignedLetterInput } from "./signature-inputs.ts";
import { SIGNATURE_NOTICES } from "./signature-texts.ts";

const decode = decodeInput(RevokeSignedLetterInput);

export const revokeSignedLetter = Effect.fn("commands.revokeSignedLetter")(function* (input: RevokeSignedLetterInput) {
  const decoded = yield* decode(input);
  const documentReference = canonicalReference(decoded.documentReference);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/signatures/letters/{documentReference}/revocation", {
      params: { path: { documentReference } },
      body: { reason: decoded.reason.trim() },
    }),
  );
  yield* log.append(
    { type: "v1.SignedLetterWithdrawn", payload: { letter: body.data } },
    { type: "v1.ChangesSaved", payload: { message: SIGNATURE_NOTICES.letterRevoked } },
  );
  return body.data;
}, reportFailure("commands.revokeSignedLetter"));
