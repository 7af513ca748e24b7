import { decode as decodePng } from "fast-png";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { jpegImage, pdfDocument, pngImage } from "./sample-files.ts";

describe("the sample files", () => {
  it("makes a PNG that decodes to the asked size and colour", () => {
    const image = decodePng(pngImage(5, 3, [200, 10, 20]));
    expect([image.width, image.height, image.channels]).toEqual([5, 3, 3]);
    expect(Array.from(image.data.slice(0, 3))).toEqual([200, 10, 20]);
  });

  it("keeps a JPEG that decodes", () => {
    const image = jpeg.decode(jpegImage());
    expect([image.width, image.height]).toEqual([16, 16]);
  });

  it("makes a PDF whose cross-reference table points at its objects", () => {
    const text = pdfDocument("Certificate (draft) of Incorporation").toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text).toContain("(Certificate draft of Incorporation)");
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => text.slice(offset, offset + 8))).toEqual(["1 0 obj\n", "2 0 obj\n", "3 0 obj\n", "4 0 obj\n", "5 0 obj\n"]);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
  });
});
