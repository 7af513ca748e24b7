// The e-signature block of a signed final letter, on its last page (pdf-lib): the QR code drawn as vector squares
// in QR_BOX (with a quiet zone), and to its left the signatory (signature image, name, title, "Signed
// electronically") and how to verify (the document reference, the verification address, the key id); the token
// itself is printed small below, for whoever cannot scan. Drawn only in the band the text flow never enters (the
// page's bottom, up to QR_BOX's top), so it never overlaps the letter. Layout only: the QR's modules are
// ../signatures/qr.ts's, what the letter says ./letter-content.ts's.
import { fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingGrayscaleColor, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import type { QrModules } from "../signatures/qr.ts";
import { A4, MARGIN, QR_BOX, settable, wrap, type LetterFonts } from "./letter-layout.ts";

export interface LetterSeal {
  /** `ICTM-XXXX-XXXX-XXXX-XXXX`. */
  readonly documentReference: string;
  readonly token: string;
  readonly keyId: string;
  /** Where a person verifies a letter by hand (`<PUBLIC_URL>/backoffice/e-signatures`). */
  readonly verifyAddress: string;
  readonly qr: QrModules;
  readonly signatory: { readonly name: string; readonly title: string; readonly image: Uint8Array | null };
}

export type PlacedSeal = LetterSeal & { readonly image: PDFImage | null };

export const SIGNED_ELECTRONICALLY = "Signed electronically";
export const SEAL_TEXTS = {
  reference: "Document reference",
  verify: "Verify this letter by scanning the QR code, or at",
  key: (keyId: string) => `Signing key ${keyId}`,
  token: "Signature token (enter it at the address above when the QR code cannot be scanned):",
} as const;

/** Modules of quiet zone around the QR code (ISO/IEC 18004). */
const QUIET_ZONE = 4;
const TOP = QR_BOX.y + QR_BOX.height;
const GREY = rgb(0.35, 0.35, 0.35);
const SIGNATORY_COLUMN = { x: MARGIN, width: 168 } as const;
const VERIFY_COLUMN = { x: MARGIN + 180, width: QR_BOX.x - 12 - (MARGIN + 180) } as const;
const IMAGE_BOX = { width: 150, height: 44 } as const;

/** Embeds the signature image (PNG or JPEG, told by its first bytes); a broken or missing one is left out. */
export async function placeSeal(pdf: PDFDocument, seal: LetterSeal): Promise<PlacedSeal> {
  const bytes = seal.signatory.image;
  if (bytes === null) return { ...seal, image: null };
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  try {
    return { ...seal, image: isPng ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes) };
  } catch {
    // The letter stays valid without the picture of the signature: its content names the signatory.
    return { ...seal, image: null };
  }
}

/** Draws the seal on `page` (the letter's last). */
export function drawSeal(page: PDFPage, fonts: LetterFonts & { readonly mono: PDFFont }, seal: PlacedSeal): void {
  drawQr(page, seal.qr);
  drawSignatory(page, fonts, seal);
  drawVerification(page, fonts, seal);
  drawToken(page, fonts, seal.token);
}

function drawQr(page: PDFPage, qr: QrModules): void {
  const module = Math.min(QR_BOX.width, QR_BOX.height) / (qr.size + 2 * QUIET_ZONE);
  const left = QR_BOX.x + QUIET_ZONE * module;
  const top = TOP - QUIET_ZONE * module;
  const squares = [];
  // One rectangle per run of dark modules in a row, all filled at once (no seams between them).
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (!qr.dark(row, column)) continue;
      let end = column;
      while (end + 1 < qr.size && qr.dark(row, end + 1)) end++;
      squares.push(rectangle(left + column * module, top - (row + 1) * module, (end - column + 1) * module, module));
      column = end;
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...squares, fill(), popGraphicsState());
}

function drawSignatory(page: PDFPage, fonts: LetterFonts, seal: PlacedSeal): void {
  const { x, width } = SIGNATORY_COLUMN;
  if (seal.image !== null) {
    const scale = Math.min(IMAGE_BOX.width / seal.image.width, IMAGE_BOX.height / seal.image.height, 1);
    const size = { width: seal.image.width * scale, height: seal.image.height * scale };
    page.drawImage(seal.image, { x, y: TOP - 4 - size.height, ...size });
  }
  let y = TOP - 4 - IMAGE_BOX.height - 14;
  page.drawLine({ start: { x, y: y + 10 }, end: { x: x + width, y: y + 10 }, thickness: 0.5, color: GREY });
  for (const line of wrap(fonts.bold, settable(fonts.bold, seal.signatory.name), 9.5, width).slice(0, 3)) {
    page.drawText(line, { x, y, size: 9.5, font: fonts.bold });
    y -= 11;
  }
  for (const line of wrap(fonts.regular, settable(fonts.regular, seal.signatory.title), 8.5, width).slice(0, 2)) {
    page.drawText(line, { x, y, size: 8.5, font: fonts.regular });
    y -= 10;
  }
  page.drawText(SIGNED_ELECTRONICALLY, { x, y: y - 1, size: 7.5, font: fonts.regular, color: GREY });
}

function drawVerification(page: PDFPage, fonts: LetterFonts, seal: PlacedSeal): void {
  const { x, width } = VERIFY_COLUMN;
  let y = TOP - 9;
  const text = (value: string, size: number, font: PDFFont, after: number, color = rgb(0, 0, 0)) => {
    page.drawText(value, { x, y, size, font, color });
    y -= size + after;
  };
  text(SEAL_TEXTS.reference, 7, fonts.regular, 4, GREY);
  const referenceSize = Math.min(10, (10 * width) / fonts.bold.widthOfTextAtSize(seal.documentReference, 10));
  text(seal.documentReference, referenceSize, fonts.bold, 8);
  for (const line of wrap(fonts.regular, SEAL_TEXTS.verify, 7.5, width)) text(line, 7.5, fonts.regular, 2);
  for (const line of cutToWidth(fonts.bold, settable(fonts.bold, seal.verifyAddress), 7.5, width)) text(line, 7.5, fonts.bold, 2);
  y -= 4;
  text(SEAL_TEXTS.key(seal.keyId), 7.5, fonts.regular, 0, GREY);
}

/** The token in groups of four (decoding ignores the spaces), in two lines under the band. */
function drawToken(page: PDFPage, fonts: { readonly regular: PDFFont; readonly mono: PDFFont }, token: string): void {
  const groups = token.match(/.{1,4}/g) ?? [token];
  const half = Math.ceil(groups.length / 2);
  const lines = [groups.slice(0, half).join(" "), groups.slice(half).join(" ")];
  const width = A4.width - 2 * MARGIN;
  const size = Math.min(6.5, (6.5 * width) / fonts.mono.widthOfTextAtSize(lines[0] ?? "", 6.5));
  page.drawText(SEAL_TEXTS.token, { x: MARGIN, y: QR_BOX.y - 10, size: 6.5, font: fonts.regular, color: GREY });
  lines.forEach((line, index) => page.drawText(line, { x: MARGIN, y: QR_BOX.y - 19 - index * 8, size, font: fonts.mono }));
}

/** Text (an address: no spaces to break at) cut into lines no wider than `width`. */
function cutToWidth(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const char of text) {
    if (current !== "" && font.widthOfTextAtSize(current + char, size) > width) {
      lines.push(current);
      current = char;
    } else current += char;
  }
  return [...lines, current];
}
