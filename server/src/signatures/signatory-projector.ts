// The signatories' projector: writes signatories from the facts of the `signatory-<uuid>` streams (core's
// decodeSignatoryEvent), on every append and on a rebuild (registered in server/src/projections.ts). Never decides.
import { decodeSignatoryEvent, SIGNATORY_EVENT_TYPES, signatoryIdOfStream } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { insertSignatory, updateSignatoryRow } from "./signatory-store.ts";

export const signatoryProjector: Projector = {
  name: "signatories",
  tables: ["signatories"],
  handles: SIGNATORY_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const id = signatoryIdOfStream(stored.stream);
    if (id === undefined) return;
    const event = decodeSignatoryEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a signatory fact`);
    const { name, title, image, isActive } = event.payload;
    const values = { name, title, imageFileId: image?.fileId ?? null, isActive };
    if (event.type === "v1.SignatoryAdded") await insertSignatory(tx, { id, number: event.payload.number, ...values, at: stored.occurredAt });
    else await updateSignatoryRow(tx, id, values, stored.occurredAt);
  },
};
