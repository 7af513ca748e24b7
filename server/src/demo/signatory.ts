// The demo's signatory: the Director of ICT Manpower, active, with a signature image (./signature.png, a scribble
// drawn for the demo), added as an administrator would add one (v1.SignatoryAdded on its own stream, projected by
// the signatory projector), so the demo's final letters are signed like any other.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { signatoryStream, type SignatoryEvent } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { appendToStream } from "../events/store.ts";
import { insertFile, newFileId } from "../files/store.ts";
import type { Services } from "../services.ts";
import { nextSignatoryNumber } from "../signatures/signatory-store.ts";

export const demoSignatory = { name: "Dayang Siti Aminah binti Haji Osman", title: "Director, ICT Manpower" } as const;

/** Adds the demo signatory, its image owned by `ownerStaffId` (the demo administrator); answers its id. */
export async function seedDemoSignatory(tx: Tx, services: Services, input: { ownerStaffId: string; now: Date; actor: string }): Promise<string> {
  const bytes = await readFile(new URL("./signature.png", import.meta.url));
  const sha256 = await services.blobs.put(bytes);
  const file = await insertFile(tx, {
    id: newFileId(),
    sha256,
    mediaType: "image/png",
    size: bytes.length,
    name: "signature.png",
    ownerStaffId: input.ownerStaffId,
    purpose: "signature-image",
    createdAt: input.now,
  });
  const id = randomUUID();
  const image = { fileId: file.id, mediaType: file.mediaType, size: file.size, sha256 };
  const added: SignatoryEvent = { type: "v1.SignatoryAdded", payload: { number: await nextSignatoryNumber(tx), ...demoSignatory, image, isActive: true, by: input.actor } };
  await appendToStream(tx, signatoryStream(id), 0, [added], { actor: input.actor, at: input.now });
  return id;
}
