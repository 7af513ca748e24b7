import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { aMember, makeTestCore } from "../test-support/test-core.ts";
import { PICTURE_REMOVED, removeProfilePicture } from "./remove-profile-picture.ts";

const picture = "/api/v1/files/pic0123456789abcdef";
const saved = { token: "tok-1", member: { ...aMember, profilePicture: picture }, accountType: "Talent" as const, profilePicture: picture };

describe("removeProfilePicture", () => {
  it("asks the server to remove it, and the header shows the initials again, saying what was saved", async () => {
    const test = makeTestCore({ saved, script: [{ method: "DELETE", path: "/talents/profile-pictures", status: 204 }] });
    await test.core.run(restoreSession());
    expect(await test.core.run(removeProfilePicture())).toEqual({ ok: true, value: undefined });

    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-1");
    expect(test.core.stores.session.value).toMatchObject({ profilePicture: null, member: { profilePicture: null } });
    expect(JSON.parse(test.saved() ?? "null")).toMatchObject({ profilePicture: null });
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.ProfilePictureRemoved", "v1.ChangesSaved"]);
    expect(PICTURE_REMOVED).toBe("Profile picture removed");
  });
});
