// Use case: a Business replaces its logo through the one upload mechanism. Logos are public, like the business.
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { businesses, type BusinessRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { businessStream, memberActor } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { picturePolicy } from "../files/policy.ts";
import { fileUrl } from "../files/store.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { filesRejected } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { imageField } from "../talents/picture.ts";
import { lockBusiness } from "./store.ts";

export async function uploadBusinessLogo(services: Services, business: BusinessRow, request: FastifyRequest): Promise<{ logo: string }> {
  const { files } = await receiveUpload(request, { policy: picturePolicy, files: { [imageField]: 1 }, fields: {} });
  const [image] = files;
  if (!image || files.length !== 1) throw filesRejected(400);
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    await lockBusiness(tx, business.id);
    const file = await saveUpload(tx, services, image, { owner: business.memberId, purpose: "logo" });
    const logo = fileUrl(file.id);
    await tx.update(businesses).set({ logo, logoFileId: file.id, updatedAt: now }).where(eq(businesses.id, business.id));
    const payload = { fileId: file.id, mediaType: file.mediaType, size: file.size, sha256: file.sha256 };
    await recordEvents(tx, businessStream(business.id), [{ type: "v1.BusinessLogoChanged", payload }], { actor: memberActor(business.memberId), at: now });
    return { logo };
  });
}
