import { describe, expect, it } from "vitest";
import { UPLOAD_MEDIA_TYPES, UPLOAD_RULES, uploadLimitText } from "./upload-rules.ts";

describe("the upload rules", () => {
  it("state their own limits as help text", () => {
    expect(uploadLimitText("picture")).toBe("PNG, JPEG or WebP, up to 5 MB");
    expect(uploadLimitText("logo")).toBe("PNG, JPEG or WebP, up to 5 MB");
    expect(uploadLimitText("document")).toBe("PDF, PNG or JPEG, up to 10 MB");
  });

  it("accept every extension of each accepted type and nothing else", () => {
    expect(UPLOAD_RULES.document.extensions).toEqual(["pdf", "png", "jpg", "jpeg", "jpe", "jfif"]);
    for (const rule of Object.values(UPLOAD_RULES)) {
      expect(rule.extensions).toEqual(rule.mediaTypes.flatMap((type) => [...UPLOAD_MEDIA_TYPES[type].extensions]));
    }
  });
});
