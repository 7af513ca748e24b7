import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { UPLOAD_RULES, checkUploadFiles, uploadPartOf } from "./upload-file.ts";

const file = (name: string, size: number, type = "") => ({ name, bytes: { size, type, arrayBuffer: async () => new ArrayBuffer(0) } });

describe("the client-side pre-check of files", () => {
  it("accepts a picture or a document of an allowed kind and size, and names the ones it refuses", () => {
    expect(checkUploadFiles("picture", [file("me.JPG", 2000, "image/jpeg")])).toEqual({ accepted: true });
    expect(checkUploadFiles("document", [file("cert.pdf", 9 * 1024 * 1024)])).toEqual({ accepted: true });
    expect(checkUploadFiles("document", [file("cert.pdf", 10), file("photo.webp", 10), file("x.pdf", 0)])).toEqual({
      accepted: false,
      message: "Sorry, these files are not accepted.",
      rejected: ["photo.webp", "x.pdf"],
    });
    expect(checkUploadFiles("logo", [file("logo.png", 10, "text/html")]).accepted).toBe(false);
    expect(checkUploadFiles("logo", [file("logo", 10, "image/png")]).accepted).toBe(false);
  });

  it("a File and a Blob with a name beside it read the same", () => {
    const asFile = new File(["abc"], "a.png", { type: "image/png" });
    const { blob: _fileBlob, ...fromFile } = uploadPartOf(asFile);
    const { blob: _blob, ...fromBlob } = uploadPartOf({ name: "a.png", bytes: new Blob(["abc"], { type: "image/png" }) });
    expect(fromFile).toEqual({ name: "a.png", type: "image/png", size: 3 });
    expect(fromBlob).toEqual(fromFile);
  });

  it("refuses exactly the files over the purpose's limit", () => {
    fc.assert(
      fc.property(fc.constantFrom("picture" as const, "logo" as const, "document" as const), fc.integer({ min: 1, max: 12 * 1024 * 1024 }), (purpose, size) => {
        const accepted = checkUploadFiles(purpose, [file("scan.png", size, "image/png")]).accepted;
        expect(accepted).toBe(size <= UPLOAD_RULES[purpose].maxBytes);
      }),
      fcParameters(),
    );
  });
});
