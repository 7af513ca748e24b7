// A Talent removes the profile picture: the profile and the header read none again; removing when there is none
// changes nothing; the removed picture is no longer served to others; a Business may not; nobody signed in is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { pngImage } from "../fixtures/files.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { dataOf, uploadImage } from "../support/upload.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("removing a profile picture", () => {
  it("leaves the profile without one, records it once, and is no error when there is none", async () => {
    const signedUp = await signUpActiveTalent(server, { name: "Removing Talent" });
    const token = await signIn(server, signedUp.email);
    const uploaded = await uploadImage(server, "/talents/profile-pictures", token, pngImage(64, 64), "me.png", "image/png");
    const picture = String(dataOf(uploaded)["profilePicture"]);
    expect(picture).toMatch(/^\/api\/v1\/files\//);
    // A Business may see this new Talent's profile, so the picture is served to it while it is the current one.
    const viewer = { "x-member-authorization": await signInBusiness(server, (await registerActiveBusiness(server)).email) };
    expect((await fetch(`${server.url}${picture}`, { headers: viewer })).status).toBe(200);

    const client = portalClient(server, token);
    const removed = await client.DELETE("/talents/profile-pictures");
    expect(removed.response.status).toBe(204);
    expect((await client.GET("/talents/profiles")).data?.data.profilePicture).toBeNull();
    // Removed: no longer served to anyone else (the Talent still may fetch their own file).
    expect((await fetch(`${server.url}${picture}`, { headers: viewer })).status).toBe(404);
    expect((await fetch(`${server.url}${picture}`, { headers: { "x-member-authorization": token } })).status).toBe(200);

    const again = await client.DELETE("/talents/profile-pictures");
    expect(again.response.status).toBe(204);
    const events = await readStream(server.portal.db.orm, `member-${signedUp.key}`);
    expect(events.filter((event) => event.type === "v1.ProfilePictureRemoved")).toHaveLength(1);
  });

  it("is the Talent's own: a Business is refused, and so is nobody signed in", async () => {
    const business = await signInBusiness(server, (await registerActiveBusiness(server)).email);
    expect((await portalClient(server, business).DELETE("/talents/profile-pictures")).response.status).toBe(403);
    expect((await portalClient(server).DELETE("/talents/profile-pictures")).response.status).toBe(401);
  });
});
