import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { aMember, makeTestCore, problemOf } from "../test-support/test-core.ts";
import { validateForm } from "../forms/validate-form.ts";
import { UploadFileInput } from "../program/upload-input.ts";
import { uploadProfilePicture } from "./upload-profile-picture.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "me.png", { type: "image/png" });
const picture = "/api/v1/files/pic0123456789abcdef";

describe("uploadProfilePicture", () => {
  it("sends the file as multipart FormFile with its name and bytes, and the header shows the new picture", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "POST", path: "/talents/profile-pictures", status: 200, body: { data: { profilePicture: picture } } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(uploadProfilePicture(png));

    expect(result).toEqual({ ok: true, value: { profilePicture: picture } });
    const request = test.http.requests[0];
    expect(request?.headers["x-member-authorization"]).toBe("tok-1");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const sent = request?.form?.get("FormFile");
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File ? [sent.name, sent.type, [...new Uint8Array(await sent.arrayBuffer())]] : null).toEqual([
      "me.png",
      "image/png",
      [0x89, 0x50, 0x4e, 0x47, 1, 2, 3],
    ]);
    expect([...(request?.form?.keys() ?? [])]).toEqual(["FormFile"]);
    expect(test.core.stores.session.value).toMatchObject({ profilePicture: picture, member: { profilePicture: picture } });
    expect(JSON.parse(test.saved() ?? "null")).toMatchObject({ profilePicture: picture });
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.ProfilePictureUploaded", "v1.ChangesSaved"]);
  });

  it("a Blob with a name beside it is sent under that name", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "POST", path: "/talents/profile-pictures", status: 200, body: { data: { profilePicture: picture } } }],
    });
    await test.core.run(uploadProfilePicture({ name: "face.jpg", bytes: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }) }));
    const sent = test.http.requests[0]?.form?.get("FormFile");
    expect(sent instanceof File ? sent.name : null).toBe("face.jpg");
  });

  it("a file of a kind pictures may not be is refused before uploading: 'Sorry, these files are not accepted.'", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(uploadProfilePicture(new File(["MZ"], "setup.exe", { type: "application/octet-stream" })));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "FilesNotAccepted", message: "Sorry, these files are not accepted." });
    expect(test.http.requests).toEqual([]);
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Sorry, these files are not accepted."]);
  });

  it("nothing chosen reads 'Please choose a file.'", () => {
    // A UI may hand over whatever its input held (null when nothing was chosen); the decoder names it.
    expect(validateForm(UploadFileInput, null)).toEqual({ "": "Please choose a file." });
    expect(validateForm(UploadFileInput, png)).toEqual({});
  });

  it("content the server rejects (a renamed file) reads the server's words", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "POST", path: "/talents/profile-pictures", status: 400, body: problemOf("files-rejected", "Sorry, these files are not accepted.") }],
    });
    const result = await test.core.run(uploadProfilePicture(png));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "FilesNotAccepted", message: "Sorry, these files are not accepted." });
    expect(test.core.stores.session.value.profilePicture).toBeNull();
  });
});
