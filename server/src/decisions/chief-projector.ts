// The chief-evaluator links' projector: writes chief_evaluation_links (a link's token hash -> its application and
// chief evaluator) from `v1.ChiefLinkIssued` on the `permit-<id>` streams, on every append and on a rebuild
// (registered in server/src/projections.ts). How a token finds its link; whether the link is still open is read
// from the stream (core's chiefLinkRefusal). Never decides.
import { applicationIdOfPermitStream, decodePermitEvent } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { projectChiefLink } from "./chief-store.ts";

export const chiefLinkProjector: Projector = {
  name: "chief-evaluation-links",
  tables: ["chief_evaluation_links"],
  handles: ["v1.ChiefLinkIssued"],
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const applicationId = applicationIdOfPermitStream(stored.stream);
    if (applicationId === undefined) return;
    const event = decodePermitEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
    if (event.type !== "v1.ChiefLinkIssued") return;
    const { linkId, tokenHash, chiefKey, expiresAt } = event.payload;
    await projectChiefLink(tx, { id: linkId, applicationId, tokenHash, chiefStaffId: chiefKey, expiresAt: new Date(expiresAt), createdAt: stored.occurredAt });
  },
};
