// Proves an uploaded picture is a real image: its header's dimensions are within the policy (so a small file
// cannot claim a huge canvas), then the whole image decodes (PNG with its checksums, JPEG strictly, WebP with
// libwebp as WebAssembly) to exactly those dimensions. At most two decodes run at once, bounding memory.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { decode as decodePng } from "fast-png";
import { imageSize } from "image-size";
import jpeg from "jpeg-js";
import decodeWebp, { init as initWebp } from "@jsquash/webp/decode.js";
import type { MediaType, UploadPolicy } from "./policy.ts";

export interface Dimensions {
  width: number;
  height: number;
}

const expectedHeaderType: Partial<Record<MediaType, string>> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The image's dimensions, or null when it does not decode completely within the policy's limits. */
export async function decodedDimensions(bytes: Buffer, type: MediaType, policy: UploadPolicy): Promise<Dimensions | null> {
  const header = readHeader(bytes);
  if (!header || header.type !== expectedHeaderType[type]) return null;
  const { width, height } = header;
  if (width < 1 || height < 1 || width > policy.maxSide || height > policy.maxSide || width * height > policy.maxPixels) return null;
  try {
    const decoded = await oneAtATime(() => decode(bytes, type, policy));
    return decoded.width === width && decoded.height === height ? decoded : null;
  } catch {
    return null;
  }
}

function readHeader(bytes: Buffer): { type: string; width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    return type && width !== undefined && height !== undefined ? { type, width, height } : null;
  } catch {
    return null;
  }
}

async function decode(bytes: Buffer, type: MediaType, policy: UploadPolicy): Promise<Dimensions> {
  if (type === "image/png") {
    const image = decodePng(bytes, { checkCrc: true });
    const samples = image.width * image.height * image.channels;
    if (image.data.length < samples) throw new Error("The PNG holds fewer pixels than it declares");
    return { width: image.width, height: image.height };
  }
  if (type === "image/jpeg") {
    const maxResolutionInMP = policy.maxPixels / 1_000_000;
    const image = jpeg.decode(bytes, { useTArray: true, tolerantDecoding: false, maxResolutionInMP, maxMemoryUsageInMB: 512 });
    return { width: image.width, height: image.height };
  }
  if (type === "image/webp") {
    await webpReady();
    const copy = new Uint8Array(bytes).buffer;
    const image: Dimensions = await decodeWebp(copy);
    return { width: image.width, height: image.height };
  }
  throw new Error(`${type} is not an image`);
}

let webpInit: Promise<void> | undefined;
function webpReady(): Promise<void> {
  webpInit ??= (async () => {
    const file = createRequire(import.meta.url).resolve("@jsquash/webp/codec/dec/webp_dec.wasm");
    // Handing Emscripten the bytes keeps it from fetching a file:// address, which Node's fetch cannot.
    const options = { noInitialRun: true, wasmBinary: new Uint8Array(await readFile(file)).buffer };
    await initWebp(options);
  })();
  return webpInit;
}

const maxConcurrentDecodes = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentDecodes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
