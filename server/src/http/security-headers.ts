// Response headers for a government service: no sniffing, no framing, no referrer (activation and reset links
// carry a token in their query), a Content-Security-Policy that allows only our own files (and Google Identity
// Services when Google sign-in is configured), and no caching of API answers.
import type { FastifyInstance } from "fastify";

/**
 * The built UIs load only their own scripts and CSS files (vanilla-extract emits CSS files, Vite emits module
 * scripts without inline code). 'wasm-unsafe-eval' lets the QR scanner compile its WebAssembly, which our own
 * server serves; no other eval is allowed.
 */
const ownFilesOnly: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "media-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * The policy of every page. With Google sign-in, the page may load the configured Google Identity Services
 * script, and show (frame-src), call (connect-src) and style (style-src) what lives in that script's folder,
 * as Google's guidance for its button lists (`https://accounts.google.com/gsi/`); nothing of Google otherwise.
 */
export function contentSecurityPolicy(options: { googleScriptUrl: string | null; inlineStyles?: boolean }): string {
  const directives = Object.fromEntries(Object.entries(ownFilesOnly).map(([name, sources]) => [name, [...sources]]));
  if (options.googleScriptUrl !== null) {
    const folder = new URL("./", options.googleScriptUrl).href;
    directives["script-src"]?.push(options.googleScriptUrl);
    for (const name of ["frame-src", "connect-src", "style-src"]) directives[name]?.push(folder);
  }
  // Swagger UI sets inline style attributes while it renders; only its pages may use them.
  if (options.inlineStyles) directives["style-src"]?.push("'unsafe-inline'");
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/backoffice/api/");
const isDocsPath = (url: string) => /^(\/backoffice)?\/api\/docs(\/|$|\?)/.test(url);

/** The headers of every answer to `url`, errors included (also those written before any hook runs). */
export type SecurityHeaders = (url: string) => Record<string, string>;

export function securityHeaders(options: { https: boolean; googleScriptUrl: string | null }): SecurityHeaders {
  const appPolicy = contentSecurityPolicy({ googleScriptUrl: options.googleScriptUrl });
  const docsPolicy = contentSecurityPolicy({ googleScriptUrl: null, inlineStyles: true });
  const common: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    // Google's sign-in popup must be able to hand its answer back to the page that opened it.
    "cross-origin-opener-policy": options.googleScriptUrl === null ? "same-origin" : "same-origin-allow-popups",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
    ...(options.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  return (url) => ({
    ...common,
    "content-security-policy": isDocsPath(url) ? docsPolicy : appPolicy,
    ...(isApiPath(url) && !isDocsPath(url) ? { "cache-control": "no-store" } : {}),
  });
}

export function addSecurityHeaders(app: FastifyInstance, headersOf: SecurityHeaders): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headersOf(request.url));
  });
}
