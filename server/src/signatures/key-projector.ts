// The signing keys' projector: writes signing_keys from the facts of the `signing-keys` stream (core's
// decodeSigningKeyEvent), on every append and on a rebuild (registered in server/src/projections.ts). A key's times
// are its facts' times. Never decides, and never touches the private halves (keys.ts keeps those).
import { decodeSigningKeyEvent, SIGNING_KEY_EVENT_TYPES, SIGNING_KEYS_STREAM } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { insertKey, markKeyRetired, markKeyRevoked } from "./key-store.ts";

export const keyProjector: Projector = {
  name: "signing-keys",
  tables: ["signing_keys"],
  handles: SIGNING_KEY_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    if (stored.stream !== SIGNING_KEYS_STREAM) return;
    const event = decodeSigningKeyEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a signing key fact`);
    const at = stored.occurredAt;
    switch (event.type) {
      case "v1.SigningKeyCreated":
        await insertKey(tx, { keyId: event.payload.keyId, publicKey: event.payload.publicKey, createdAt: at });
        return;
      case "v1.SigningKeyRetired":
        await markKeyRetired(tx, event.payload.keyId, at, event.payload.reason);
        return;
      case "v1.SigningKeyRevoked":
        await markKeyRevoked(tx, event.payload.keyId, at, event.payload.reason);
        return;
    }
  },
};
