// Fetches the QR reader's module (./qr-detector.ts, with the zxing wasm) the first time the viewfinder needs it,
// once per page load; a failed fetch (offline) is forgotten so the next try fetches again.
import type { QrReader } from "./qr-detector.ts";

let loading: Promise<QrReader> | null = null;

export function loadQrReader(): Promise<QrReader> {
  loading ??= import("./qr-detector.ts").then(
    (module) => module.createQrReader(),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
