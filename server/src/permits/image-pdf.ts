// Turns an accepted PNG or JPEG into a one-page A4 PDF holding the image, scaled to fit within the margins and
// centred (the permit "upload as PDF" call), with pdf-lib. Never called on bytes the upload policy has not accepted.
import { PDFDocument } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;

/** The image as a one-page PDF. */
export async function imageToPdf(bytes: Buffer, mediaType: "image/png" | "image/jpeg", title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("ICT Manpower Portal");
  // A copy of its own: a small Buffer is a view into Node's shared pool, which pdf-lib would read from its start.
  const own = new Uint8Array(bytes);
  const image = mediaType === "image/jpeg" ? await pdf.embedJpg(own) : await pdf.embedPng(own);
  const page = pdf.addPage(A4);
  const scale = Math.min(1, (A4[0] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (A4[0] - width) / 2, y: (A4[1] - height) / 2, width, height });
  return Buffer.from(await pdf.save());
}
