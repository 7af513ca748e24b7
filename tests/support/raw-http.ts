// Requests as sent and answers as they came, through node:http, which neither adds Accept-Encoding nor decompresses:
// for the tests of what goes over the wire (compression, Vary, caching).
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** One request to `url`: no Accept-Encoding unless given, other headers as given, and the body's bytes as they came. */
export function rawRequest(url: string, acceptEncoding: string | null, options: { method?: "GET" | "HEAD" | "POST"; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding }), ...options.headers };
    const sent = request(url, { method: options.method ?? "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const flat = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]));
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

/** The body's text, decompressed as its Content-Encoding says. */
export function decoded(body: Buffer, encoding: string | null | undefined): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}
