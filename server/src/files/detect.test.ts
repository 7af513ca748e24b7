// The type of an upload is read from its bytes: listed types only, whole files only, no PDF/ZIP polyglots; and
// names are cut to a safe base name with an extension matching the content.
import { describe, expect, it } from "vitest";
import { containsZip, detectType } from "./detect.ts";
import { sanitiseFileName } from "./names.ts";

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC", "base64");
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n", "latin1");

describe("detectType", () => {
  it("reads PNG, JPEG, WebP and PDF from their bytes", () => {
    expect(detectType(png)).toBe("image/png");
    expect(detectType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]))).toBe("image/jpeg");
    expect(detectType(Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvB8ABAAdQrzp0rP+BiOh/AAA=", "base64"))).toBe("image/webp");
    expect(detectType(pdf)).toBe("application/pdf");
  });

  it("refuses anything else, and files cut short or with bytes appended", () => {
    expect(detectType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"))).toBeNull();
    expect(detectType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))).toBeNull();
    expect(detectType(Buffer.from("PK\x03\x04rest", "latin1"))).toBeNull();
    expect(detectType(png.subarray(0, png.length - 4))).toBeNull();
    expect(detectType(Buffer.concat([png, Buffer.from("PK\x05\x06")]))).toBeNull();
    expect(detectType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(detectType(Buffer.from("%PDF-1.4\n1 0 obj\n", "latin1"))).toBeNull();
  });

  it("refuses a PDF that also holds a ZIP archive", () => {
    const polyglot = Buffer.from(pdf.toString("latin1").replace("trailer", "%PK\x03\x04zip\ntrailer"), "latin1");
    expect(containsZip(polyglot)).toBe(true);
    expect(detectType(polyglot)).toBeNull();
  });
});

describe("sanitiseFileName", () => {
  it("keeps the base name only, without control characters or dot-dot, with a matching extension", () => {
    expect(sanitiseFileName("../../etc/passwd.png", "image/png")).toBe("passwd.png");
    expect(sanitiseFileName("C:\\Users\\me\\photo.JPG", "image/jpeg")).toBe("photo.jpg");
    expect(sanitiseFileName("photo.png", "image/jpeg")).toBe("photo.jpg");
    expect(sanitiseFileName("evil\u202egnp.exe", "image/png")).toBe("evilgnp.png");
    expect(sanitiseFileName("a\u0000b\nc.pdf", "application/pdf")).toBe("abc.pdf");
    expect(sanitiseFileName("..", "application/pdf")).toBe("file.pdf");
    expect(sanitiseFileName("", "image/webp")).toBe("file.webp");
    expect(sanitiseFileName(`${"x".repeat(500)}.png`, "image/png")).toHaveLength(120);
  });
});
