// The one upload mechanism, over real HTTP: genuine PNG, JPEG and WebP pictures are stored and served back
// byte for byte with safe headers; hostile uploads are refused with the catalogue's words; a profile picture is
// as visible as its profile; a logo is public.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStream } from "@ictm/server/events/store.ts";
import { elfExecutable, jpegImage, pdfDocument, pngImage, svgWithScript, truncatedJpeg, webpImage } from "../fixtures/files.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { dataOf, fetchBytes, upload, uploadImage } from "../support/upload.ts";

let server: TestServer;
let talent: { key: string; token: string };
let business: { token: string };
beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signUpActiveTalent(server, { name: "Picture Talent" });
  talent = { key: signedUp.key, token: await signIn(server, signedUp.email) };
  business = { token: await signInBusiness(server, (await registerActiveBusiness(server)).email) };
});
afterAll(async () => server?.close());

const refused = { messages: ["Sorry, these files are not accepted."] };

describe("a profile picture", () => {
  it("accepts a real PNG, JPEG and WebP and serves each back byte for byte with safe headers", async () => {
    const images: Array<[Buffer, string, string]> = [
      [pngImage(48, 32), "me.png", "image/png"],
      [jpegImage(), "Ünïcode photo.jpeg", "image/jpeg"],
      [webpImage(), "avatar.webp", "image/webp"],
    ];
    for (const [bytes, name, type] of images) {
      const answer = await uploadImage(server, "/talents/profile-pictures", talent.token, bytes, name, "application/octet-stream");
      expect(answer.status).toBe(200);
      const address = String(dataOf(answer)["profilePicture"]);
      expect(address).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{22}$/);
      const served = await fetchBytes(server, address, { "x-member-authorization": talent.token });
      expect(served.status).toBe(200);
      expect(served.bytes.equals(bytes)).toBe(true);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''/);
      expect(served.headers.get("cache-control")).toBe("private, max-age=300");
    }
    const jpegName = (await profilePictureResponse()).headers.get("content-disposition");
    expect(jpegName).toBe(`inline; filename="avatar.webp"; filename*=UTF-8''avatar.webp`);
    const profile = await portalClient(server, talent.token).GET("/talents/profiles");
    expect(profile.data?.data.profilePicture).toMatch(/^\/api\/v1\/files\//);
    const events = await readStream(server.portal.db.orm, `member-${talent.key}`);
    expect(events.filter((event) => event.type === "v1.ProfilePictureChanged")).toHaveLength(3);
  });

  it("refuses hostile files with the catalogue's words, whatever their name or declared type", async () => {
    const hostile: Array<[Buffer, string, string]> = [
      [elfExecutable(), "photo.png", "image/png"],
      [svgWithScript(), "logo.png", "image/png"],
      [svgWithScript(), "logo.svg", "image/svg+xml"],
      [truncatedJpeg(), "cut.jpg", "image/jpeg"],
      [pdfDocument(), "document.png", "image/png"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "page.png", "image/png"],
    ];
    for (const [bytes, name, type] of hostile) {
      const answer = await uploadImage(server, "/talents/profile-pictures", talent.token, bytes, name, type);
      expect(answer.status, name).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, ...refused });
    }
  });

  it("refuses a file over 5 MB with 413, and a form with two files or none with 400", async () => {
    const oversize = Buffer.concat([pngImage(8, 8), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await uploadImage(server, "/talents/profile-pictures", talent.token, oversize);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject(refused);
    const two = await upload(server, "POST", "/talents/profile-pictures", talent.token, [
      { field: "FormFile", file: { bytes: pngImage(), name: "a.png" } },
      { field: "FormFile", file: { bytes: pngImage(), name: "b.png" } },
    ]);
    expect(two.status).toBe(400);
    const none = await upload(server, "POST", "/talents/profile-pictures", talent.token, [{ field: "note", value: "no file" }]);
    expect(none.status).toBe(400);
    const json = await fetch(`${server.url}/api/v1/talents/profile-pictures`, { method: "POST", headers: { "x-member-authorization": talent.token, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject(refused);
  });

  it("keeps only a sanitised base name of a path-traversal name", async () => {
    const answer = await uploadImage(server, "/talents/profile-pictures", talent.token, pngImage(), "../../etc/passwd.png");
    expect(answer.status).toBe(200);
    const served = await fetchBytes(server, String(dataOf(answer)["profilePicture"]), { "x-member-authorization": talent.token });
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="passwd.png"; filename*=UTF-8''passwd.png`);
  });

  it("refuses anonymous callers (401) and Businesses (403) before reading the upload", async () => {
    expect((await uploadImage(server, "/talents/profile-pictures", null, pngImage())).status).toBe(401);
    expect((await uploadImage(server, "/talents/profile-pictures", business.token, pngImage())).status).toBe(403);
    expect((await uploadImage(server, "/businesses/logos", talent.token, pngImage())).status).toBe(403);
  });
});

describe("who sees a profile picture", () => {
  it("follows the profile's visibility for anonymous callers and signed-in businesses; the owner's cookie works", async () => {
    const owner = await signUpActiveTalent(server);
    const token = await signIn(server, owner.email);
    const address = String(dataOf(await uploadImage(server, "/talents/profile-pictures", token, pngImage(20, 20, [200, 10, 10])))["profilePicture"]);
    const picture = (await portalClient(server, token).GET("/talents/profiles")).data?.data.profilePicture ?? "";
    expect(address).toContain(picture);
    const visible = async (headers: Record<string, string>) => (await fetchBytes(server, picture, headers)).status;
    const asBusiness = { "x-member-authorization": business.token };
    const setVisibility = (profileVisibility: "everyone" | "signed-in-businesses" | "nobody") =>
      portalClient(server, token).POST("/talents/privacy-settings", { body: { profileVisibility, showContactDetails: false, showResume: true, blockedBusinessKeys: [] } });

    expect([await visible({}), await visible(asBusiness)]).toEqual([404, 200]);
    await setVisibility("everyone");
    expect([await visible({}), await visible(asBusiness)]).toEqual([200, 200]);
    await setVisibility("nobody");
    expect([await visible({}), await visible(asBusiness), await visible({ "x-member-authorization": talent.token })]).toEqual([404, 404, 404]);
    expect(await visible({ cookie: `ictm_member_token=${encodeURIComponent(token)}` })).toBe(200);
    expect(await visible({ "x-member-authorization": token })).toBe(200);
    expect((await fetchBytes(server, "/api/v1/files/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });
});

describe("a business logo", () => {
  it("is stored, shown on the profile and public, cached for long", async () => {
    const answer = await uploadImage(server, "/businesses/logos", business.token, webpImage(), "logo.webp", "image/webp");
    expect(answer.status).toBe(200);
    const logo = String(dataOf(answer)["logo"]);
    const profile = await portalClient(server, business.token).GET("/businesses/profiles");
    expect(profile.data?.data.logo).toBe(logo);
    const served = await fetchBytes(server, logo);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(webpImage())).toBe(true);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

async function profilePictureResponse() {
  const profile = await portalClient(server, talent.token).GET("/talents/profiles");
  return fetchBytes(server, profile.data?.data.profilePicture ?? "", { "x-member-authorization": talent.token });
}
