// The signed letters' projector: writes signed_letters from v1.LettersSigned (a row a letter; a letter signed again
// marks the one it replaces superseded) and v1.LettersRevoked (revoked at the fact's time, with its reason) on the
// `permit-<id>` streams, on every append and on a rebuild (registered in server/src/projections.ts, after the keys
// and signatories its rows refer to). Never decides.
import { applicationIdOfPermitStream, decodePermitEvent, LETTER_EVENT_TYPES } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { insertLetter, markRevoked, markSuperseded } from "./letter-store.ts";

export const letterProjector: Projector = {
  name: "signed-letters",
  tables: ["signed_letters"],
  handles: LETTER_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const applicationId = applicationIdOfPermitStream(stored.stream);
    if (applicationId === undefined) return;
    const event = decodePermitEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
    if (event.type === "v1.LettersSigned") {
      // Every new row first: a letter replaced names its successor, which must exist.
      for (const letter of event.payload.letters) await insertLetter(tx, applicationId, letter);
      for (const letter of event.payload.letters) if (letter.supersedes !== null) await markSuperseded(tx, letter.supersedes, letter.documentId, stored.occurredAt);
    } else if (event.type === "v1.LettersRevoked") {
      await markRevoked(tx, event.payload.documentIds, stored.occurredAt, event.payload.reason);
    }
  },
};
