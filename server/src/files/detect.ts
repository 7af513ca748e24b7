// Decides a file's type from its bytes (magic numbers and container structure), never from its name or declared
// type, and refuses files that are one thing and also another: a PDF that is also a ZIP, an image with bytes
// appended after its end. Answers null for anything not on the list (executables, SVG, HTML, ZIP, ...).
import type { MediaType } from "./policy.ts";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngEnd = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const zipLocalFile = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const zipCentralDirectory = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const zipEndOfDirectory = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** How far from the end a PDF's `%%EOF` may be (trailing line breaks and padding). */
const pdfTail = 1024;

export function detectType(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, png)) return isWholePng(bytes) ? "image/png" : null;
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return isWholeJpeg(bytes) ? "image/jpeg" : null;
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return isWholeWebp(bytes) ? "image/webp" : null;
  if (bytes.toString("latin1", 0, 5) === "%PDF-") return isPlainPdf(bytes) ? "application/pdf" : null;
  return null;
}

/** True when the bytes hold a ZIP signature anywhere: a PDF/ZIP polyglot opens as an archive elsewhere. */
export function containsZip(bytes: Buffer): boolean {
  return [zipLocalFile, zipCentralDirectory, zipEndOfDirectory].some((signature) => bytes.includes(signature));
}

/** A PNG ends with its IEND chunk: nothing may follow it. */
function isWholePng(bytes: Buffer): boolean {
  return bytes.length > png.length + pngEnd.length && bytes.subarray(bytes.length - pngEnd.length).equals(pngEnd);
}

/** A JPEG ends with the end-of-image marker (FF D9), followed at most by zero padding. */
function isWholeJpeg(bytes: Buffer): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0x00 && bytes.length - end < 16) end--;
  return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/** A WebP's RIFF header states its length: the file must be exactly that long (padded to even). */
function isWholeWebp(bytes: Buffer): boolean {
  if (bytes.length < 20) return false;
  const declared = bytes.readUInt32LE(4) + 8;
  return declared === bytes.length || declared + 1 === bytes.length;
}

/** Starts with `%PDF-`, ends with `%%EOF` near the end, and holds no ZIP structure. */
function isPlainPdf(bytes: Buffer): boolean {
  const tail = bytes.toString("latin1", Math.max(0, bytes.length - pdfTail));
  return tail.includes("%%EOF") && !containsZip(bytes);
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}
