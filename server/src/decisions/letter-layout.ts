// The page layout of the approval letters and appendices (pdf-lib, A4 portrait, Helvetica): the letterhead band,
// a writer that sets lines and wrapped paragraphs down the page (starting a new page when one is full), a table of
// label/value rows, the box for the signed QR code (QR_BOX: dashed and empty on drafts and unsigned letters; a
// signed letter's seal is drawn there by ./letter-seal.ts) and the diagonal DRAFT watermark. Layout only: what a
// letter says is ./letter-content.ts's.
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
const BAND_HEIGHT = 64;

/** The box kept free on a letter's last page for the signed QR code: bottom-right, 120 × 120 pt (PDF units). */
export const QR_BOX = { x: A4.width - MARGIN - 120, y: 48, width: 120, height: 120, label: "Reserved for the signed QR code" } as const;
/** Where the text of a page stops: above the QR box, so no text ever runs into it. */
const BOTTOM = QR_BOX.y + QR_BOX.height + 12;

export const LETTERHEAD = { title: "Brunei Darussalam ICT Manpower Portal", subtitle: "Ministry of Transport and Infocommunications · ICT Manpower" } as const;
export const WATERMARK = "DRAFT";

export interface LetterFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** Courier: the signature token printed under a signed letter's seal. */
  readonly mono: PDFFont;
}

/** Text as Helvetica can set it: one line, any character its encoding lacks as "?". */
export function settable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, " ")].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?")).join("");
}

/** Sets text down the pages of a document from the top of a first page (with the letterhead). */
export class PageWriter {
  private readonly pdf: PDFDocument;
  readonly fonts: LetterFonts;
  private readonly header: string;
  private page: PDFPage;
  private y: number;

  constructor(pdf: PDFDocument, fonts: LetterFonts, header: string) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.header = header;
    this.page = this.newPage();
    this.y = A4.height - BAND_HEIGHT - 36;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - BAND_HEIGHT, width: A4.width, height: BAND_HEIGHT, color: rgb(0.09, 0.24, 0.45) });
    page.drawText(LETTERHEAD.title, { x: MARGIN, y: A4.height - 30, size: 15, font: this.fonts.bold, color: rgb(1, 1, 1) });
    page.drawText(settable(this.fonts.regular, LETTERHEAD.subtitle), { x: MARGIN, y: A4.height - 48, size: 9, font: this.fonts.regular, color: rgb(1, 1, 1) });
    if (this.header !== "") page.drawText(settable(this.fonts.bold, this.header), { x: A4.width - MARGIN - 150, y: A4.height - 30, size: 10, font: this.fonts.bold, color: rgb(1, 0.85, 0.3) });
    this.y = A4.height - BAND_HEIGHT - 36;
    return page;
  }

  /** The page being written: the last one once the letter is written. */
  get lastPage(): PDFPage {
    return this.page;
  }

  private room(height: number): void {
    if (this.y - height < BOTTOM) this.page = this.newPage();
  }

  /** One line (cut to the width), then `after` points of space. */
  line(text: string, options: { size?: number; bold?: boolean; after?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold === true ? this.fonts.bold : this.fonts.regular;
    this.room(size + 4);
    this.y -= size;
    this.page.drawText(settable(font, text), { x: MARGIN, y: this.y, size, font, maxWidth: A4.width - 2 * MARGIN });
    this.y -= 4 + (options.after ?? 0);
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(text: string, options: { size?: number; bold?: boolean; after?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold === true ? this.fonts.bold : this.fonts.regular;
    const lines = wrap(font, settable(font, text), size, A4.width - 2 * MARGIN);
    lines.forEach((line, index) => this.line(line, { size, ...(options.bold === true ? { bold: true } : {}), after: index === lines.length - 1 ? (options.after ?? 0) : 0 }));
  }

  /** Rows of cells in columns (fractions of the width), each cell wrapped; the first row in bold when `header`. */
  table(rows: ReadonlyArray<ReadonlyArray<string>>, columns: ReadonlyArray<number>, options: { header?: boolean } = {}): void {
    const width = A4.width - 2 * MARGIN;
    rows.forEach((row, index) => {
      const font = options.header === true && index === 0 ? this.fonts.bold : this.fonts.regular;
      const cells = row.map((cell, column) => wrap(font, settable(font, cell), 10, (columns[column] ?? 0) * width - 6));
      const height = 12 * Math.max(1, ...cells.map((lines) => lines.length));
      this.room(height + 6);
      let x = MARGIN;
      cells.forEach((lines, column) => {
        lines.forEach((line, place) => this.page.drawText(line, { x, y: this.y - 10 - 12 * place, size: 10, font }));
        x += (columns[column] ?? 0) * width;
      });
      this.y -= height + 4;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + width, y: this.y }, thickness: 0.4, color: rgb(0.75, 0.75, 0.75) });
    });
    this.y -= 10;
  }

  /** The QR code's box on the current (last) page, outlined and labelled. */
  qrBox(): void {
    const { x, y, width, height, label } = QR_BOX;
    this.page.drawRectangle({ x, y, width, height, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.6, borderDashArray: [3, 3] });
    this.page.drawText(label, { x: x + 6, y: y + height / 2, size: 6.5, font: this.fonts.regular, color: rgb(0.45, 0.45, 0.45), maxWidth: width - 12 });
  }
}

/** Settable text in lines no wider than `width` (a word longer than a line stands alone). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current === "" ? word : `${current} ${word}`;
    if (current !== "" && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return [...lines, current];
}

/**
 * A new document with Helvetica (and Courier) and its title set. `dated`: its creation date, so a signed letter
 * renders to the same bytes every time (pdf-lib would stamp the present moment).
 */
export async function letterDocument(title: string, dated?: Date): Promise<{ pdf: PDFDocument; fonts: LetterFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("ICT Manpower Portal");
  if (dated !== undefined) {
    pdf.setCreationDate(dated);
    pdf.setModificationDate(dated);
  }
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), mono: await pdf.embedFont(StandardFonts.Courier) };
  return { pdf, fonts };
}

/** A big diagonal light-grey DRAFT across every page. */
export function watermark(pdf: PDFDocument, font: PDFFont): void {
  for (const page of pdf.getPages()) {
    page.drawText(WATERMARK, { x: 120, y: 250, size: 130, font, color: rgb(0.82, 0.82, 0.82), opacity: 0.5, rotate: degrees(45) });
  }
}

/** The document's bytes. */
export async function letterBytes(pdf: PDFDocument): Promise<Buffer> {
  return Buffer.from(await pdf.save());
}
