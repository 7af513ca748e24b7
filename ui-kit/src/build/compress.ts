// The build-time compression of both apps: every text asset Vite writes (and every file copied from public/),
// stored beside itself as brotli (.br) and gzip (.gz), so the server sends a compressed file without
// compressing per request (server/src/http/static-ui.ts picks one by Accept-Encoding). Build-time only: runs in
// Node when Vite builds, never in a page, and never deletes the plain files (`identity` clients get those).
import { constants } from "node:zlib";
import type { Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** Which files are stored compressed: text (and wasm) that shrinks; images and fonts are compressed already. */
export const compressedAssets = /\.(js|css|html|svg|wasm)$/;

/**
 * Files smaller than this are left plain: under about one TCP packet compression saves no round trip, and the
 * headers it adds eat most of the gain.
 */
export const compressionThresholdBytes = 1024;

/** The plugin that writes `<file>.br` and `<file>.gz` beside each file matched above, at the strongest levels. */
export function compressAssets(): Plugin {
  return compression({
    include: compressedAssets,
    threshold: compressionThresholdBytes,
    algorithms: [
      defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
    ],
    // A compressed file that is not smaller is not written; the server then sends the plain one.
    skipIfLargerOrEqual: true,
    // Brotli at its highest quality needs a lot of memory: one such file at a time (the CI machine has 2 CPUs).
    scheduler: { limit: 1 },
    logLevel: "silent",
  });
}
