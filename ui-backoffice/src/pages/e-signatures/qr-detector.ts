// The QR reader, loaded only when the viewfinder opens (a dynamic import, so the board's bundle never holds it):
// barcode-detector's ponyfill over zxing's WebAssembly reader. The wasm comes from our own server (an asset of this
// build), never from the library's default CDN: `locateFile` points zxing at it.
import { BarcodeDetector, setZXingModuleOverrides } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { firstReading } from "./camera.ts";

setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : `${prefix}${path}`),
});

/** Anything the detector reads: a playing <video>, an ImageBitmap of a picked image. */
export type QrSource = HTMLVideoElement | ImageBitmap;

export interface QrReader {
  /** The text of the first QR code in sight, or null when there is none. */
  read(source: QrSource): Promise<string | null>;
}

export function createQrReader(): QrReader {
  const detector = new BarcodeDetector({ formats: ["qr_code"] });
  return { read: async (source) => firstReading(await detector.detect(source)) };
}
