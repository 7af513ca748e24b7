// The e-signatures as back-office operations (tag `signatures`): verifying a token and the public keys (no session),
// the administrators' key rotation and revocation, the signatories (listed to any staff member, managed by
// administrators) and, from ./letter-routes.ts, the signed letters. Bodies are judged by core's forms as well as the
// contract; who may act is settled before anything is changed. No rules here.
import { RevocationForm, SignatoryForm } from "@ictm/core/domain";
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import { withForm } from "../contract/form.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { revokeSigningKey, rotateSigningKey } from "./keys.ts";
import { signedLetterHandlers } from "./letter-routes.ts";
import { PUBLIC_KEYS_CACHE_CONTROL, publicKeysDocument } from "./public-keys.ts";
import { createSignatory, listSignatories, signatoryImage, updateSignatory, uploadSignatoryImage } from "./signatories.ts";
import { verifySignature } from "./verify.ts";

export type SignatureOperations =
  | "verifySignature"
  | "getSigningPublicKeys"
  | "rotateSigningKey"
  | "revokeSigningKey"
  | "listSignedLetters"
  | "revokeSignedLetter"
  | "reissueSignedLetter"
  | "listSignatories"
  | "createSignatory"
  | "updateSignatory"
  | "getSignatoryImage"
  | "uploadSignatoryImage";

export function signatureHandlers(services: Services): Pick<Handlers<operations, StaffSession>, SignatureOperations> {
  return {
    verifySignature: async ({ body, request }) => ({
      status: 200,
      body: { data: await verifySignature(services, { signatureToken: body.signatureToken, clientAddress: request.ip }) },
    }),
    getSigningPublicKeys: async ({ reply }) => {
      const document = await publicKeysDocument(services);
      reply.header("cache-control", PUBLIC_KEYS_CACHE_CONTROL);
      return { status: 200, body: { data: document } };
    },
    rotateSigningKey: async ({ session }) => ({ status: 201, body: { data: await rotateSigningKey(services, requireStaff(session)) } }),
    revokeSigningKey: withForm(() => RevocationForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await revokeSigningKey(services, requireStaff(session), params.keyId, body.reason) },
    })),
    ...signedLetterHandlers(services),
    listSignatories: async ({ session }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listSignatories(services) } };
    },
    createSignatory: withForm(() => SignatoryForm, async ({ session, body }) => ({ status: 201, body: { data: await createSignatory(services, requireStaff(session), body) } })),
    updateSignatory: withForm(() => SignatoryForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await updateSignatory(services, requireStaff(session), params.signatoryId, body) },
    })),
    getSignatoryImage: async ({ session, params, reply }) => {
      requireStaff(session);
      return { status: 200, body: await signatoryImage(services, params.signatoryId, reply) };
    },
    uploadSignatoryImage: async ({ session, params, request }) => ({
      status: 200,
      body: { data: await uploadSignatoryImage(services, requireStaff(session), params.signatoryId, request) },
    }),
  };
}
