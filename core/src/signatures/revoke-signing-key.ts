// revokeSigningKey: an administrator revokes a signing key with a reason (required, one line of up to 500
// characters): every letter it signed then fails the issuer check. Appends `v1.SigningKeyWithdrawn` (the keys list and
// the letters show it revoked) and "The signing key has been revoked."; a revoked active key is replaced by a new one
// the server made, so the published keys are then read again, quietly (the answer names only the revoked key).
// One already revoked: 409 `signing-key-not-active` (SignatureRefused); an unknown one: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { RevokeSigningKeyInput } from "./signature-inputs.ts";
import { SIGNATURE_NOTICES } from "./signature-texts.ts";
import { loadSigningPublicKeys } from "./load-signing-public-keys.ts";

const decode = decodeInput(RevokeSigningKeyInput);

export const revokeSigningKey = Effect.fn("commands.revokeSigningKey")(function* (input: RevokeSigningKeyInput) {
  const { keyId, reason } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/signatures/keys/{keyId}/revocation", { params: { path: { keyId } }, body: { reason: reason.trim() } }),
  );
  yield* log.append(
    { type: "v1.SigningKeyWithdrawn", payload: { key: body.data } },
    { type: "v1.ChangesSaved", payload: { message: SIGNATURE_NOTICES.keyRevoked } },
  );
  // A key revoked while active (it never retired) was replaced by a new one in the same change: the list shows it
  // once read; nothing is lost when this read fails.
  if (body.data.retiredAt === null) yield* loadSigningPublicKeys({ silent: true }).pipe(Effect.ignore);
  return body.data;
}, reportFailure("commands.revokeSigningKey"));
