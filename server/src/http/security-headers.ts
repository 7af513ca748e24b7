// Response headers for a government service: no sniffing, no framing, no referrer (activation links carry a
// token in their query), a Content-Security-Policy that allows only our own files, and no caching of API answers.
import type { FastifyInstance } from "fastify";

/**
 * The built UIs load only their own scripts and CSS files (vanilla-extract emits CSS files, Vite emits module
 * scripts without inline code). 'wasm-unsafe-eval' lets the QR scanner compile its WebAssembly, which our own
 * server serves; no other eval is allowed.
 */
const appPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Swagger UI sets inline style attributes while it renders; only its pages may use them. */
const docsPolicy = appPolicy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

export const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/backoffice/api/");
const isDocsPath = (url: string) => /^(\/backoffice)?\/api\/docs(\/|$|\?)/.test(url);

export function addSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.headers({
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
      "content-security-policy": isDocsPath(request.url) ? docsPolicy : appPolicy,
    });
    if (options.https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (isApiPath(request.url) && !isDocsPath(request.url)) reply.header("cache-control", "no-store");
  });
}
