// Use cases: a Talent replaces the profile picture, or removes it. The upload goes through the one upload mechanism (type read
// from the content, decoded as an image); the picture is as visible as the profile (see files/access.ts).
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { members } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { picturePolicy } from "../files/policy.ts";
import { fileUrl } from "../files/store.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { filesRejected } from "../http/problem.ts";
import { lockMember } from "../members/store.ts";
import type { Services } from "../services.ts";

/** The one image field both picture and logo uploads use, as the specification names it. */
export const imageField = "FormFile";

export async function uploadProfilePicture(services: Services, memberId: string, request: FastifyRequest): Promise<{ profilePicture: string }> {
  const { files } = await receiveUpload(request, { policy: picturePolicy, files: { [imageField]: 1 }, fields: {} });
  const [picture] = files;
  if (!picture || files.length !== 1) throw filesRejected(400);
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    await lockMember(tx, memberId);
    const file = await saveUpload(tx, services, picture, { owner: memberId, purpose: "profile-picture" });
    const profilePicture = fileUrl(file.id);
    await tx.update(members).set({ profilePicture, profilePictureFileId: file.id }).where(eq(members.id, memberId));
    const payload = { fileId: file.id, mediaType: file.mediaType, size: file.size, sha256: file.sha256 };
    await recordEvents(tx, memberStream(memberId), [{ type: "v1.ProfilePictureChanged", payload }], { actor: memberActor(memberId), at: now });
    return { profilePicture };
  });
}

/** The Talent's picture goes (initials show instead); the stored file stays, as every upload does. No picture: no change. */
export async function removeProfilePicture(services: Services, memberId: string): Promise<void> {
  const now = services.clock.now();
  await transact(services.orm, async (tx) => {
    await lockMember(tx, memberId);
    const [member] = await tx.select({ profilePicture: members.profilePicture }).from(members).where(eq(members.id, memberId));
    if (member?.profilePicture === null || member?.profilePicture === undefined) return;
    await tx.update(members).set({ profilePicture: null, profilePictureFileId: null }).where(eq(members.id, memberId));
    await recordEvents(tx, memberStream(memberId), [{ type: "v1.ProfilePictureRemoved", payload: {} }], { actor: memberActor(memberId), at: now });
  });
}
