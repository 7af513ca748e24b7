// Serves the built UIs: the portal at `/` and the back-office at `/backoffice/`, each falling back to its
// index.html for the app's own routes (deep links), every file compressed as the request's Accept-Encoding asks.
// The build stores each file's .br and .gz beside it (ui-kit/src/build/compress.ts); nothing is compressed per
// request except the portal's page, which is filled in with this process's settings (portal-page.ts) and so
// compressed once per build of index.html. A missing dist folder is skipped with a log line.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { usableFolder, type ServerConfig } from "../config.ts";
import { acceptedEncoding } from "./encoding.ts";
import { fillMeta, portalPageMeta } from "./portal-page.ts";
import { readRoutePreloads, routeOf, withRoutePreloads, type RoutePreload } from "./route-preloads.ts";
import { isApiPath } from "./security-headers.ts";

/** Answers a request no route matched with the right index.html; false when it is not a UI page. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Vite names files under assets/ by their content hash, so they never change; everything else is revalidated. */
export const hashedAssetCaching = "public, max-age=31536000, immutable";
export const pageCaching = "no-cache";

// Resolves once the answer is under way, never with the reply itself: awaiting an unsent reply (a thenable) adds
// listeners to the response each time, and a deep link already passes through two such awaits in Fastify and
// @fastify/static (MaxListenersExceededWarning).
type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export async function serveUis(app: FastifyInstance, config: ServerConfig): Promise<SpaFallback> {
  const uis: Array<{ prefix: string; sendPage: SendPage }> = [];
  const candidates = [
    { prefix: "/backoffice/", folder: config.backofficeDist, label: "back-office UI" },
    { prefix: "/", folder: config.portalDist, label: "portal UI" },
  ];
  for (const candidate of candidates) {
    const usable = usableFolder(candidate.folder);
    if ("skipped" in usable) {
      app.log.info(`Not serving the ${candidate.label} at ${candidate.prefix}: ${usable.skipped} (build it first)`);
      continue;
    }
    const { folder } = usable;
    const isPortal = candidate.prefix === "/";
    await app.register(fastifyStatic, {
      root: folder,
      prefix: candidate.prefix,
      // @fastify/static sends `<file>.br` or `<file>.gz` when it exists and the request accepts it (q-values
      // honoured, `*` read as gzip), else the plain file, with Vary: Accept-Encoding on every file it sends,
      // HEAD and the index included.
      preCompressed: true,
      // The portal's page is never sent as stored: `/` and `/index.html` have their own routes below.
      index: isPortal ? false : ["index.html"],
      // Only the first registration may decorate the reply with sendFile.
      decorateReply: uis.length === 0,
      setHeaders: (staticReply, path) => {
        staticReply.header("cache-control", path.includes("/assets/") ? hashedAssetCaching : pageCaching);
      },
    });
    const sendPage: SendPage = isPortal
      ? portalPageSender(folder, config, (message) => app.log.warn(message))
      : async (_request, reply) => {
          void reply.sendFile("index.html", folder);
        };
    if (isPortal) {
      for (const url of ["/", "/index.html"]) {
        app.get(url, async (request, reply) => {
          await sendPage(request, reply);
          return reply;
        });
      }
    }
    uis.push({ prefix: candidate.prefix, sendPage });
  }
  return (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const lastSegment = path.split("/").pop() ?? "";
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (isApiPath(path) || lastSegment.includes(".")) return false;
    const ui = uis.find((candidate) => path.startsWith(candidate.prefix) || `${path}/` === candidate.prefix);
    if (!ui) return false;
    if (`${path}/` === ui.prefix) {
      // `/backoffice` -> `/backoffice/`, so the app's relative addresses resolve under its prefix.
      void reply.redirect(ui.prefix + request.url.slice(path.length), 301);
      return true;
    }
    reply.header("cache-control", pageCaching);
    ui.sendPage(request, reply).catch((error: unknown) => reply.send(error));
    return true;
  };
}

/** The filled-in portal page in each encoding it is offered in. */
interface EncodedPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * Sends the portal's page: filled and compressed once per version of index.html (its time and size) and per route
 * (the preloads of the page that address opens, ./route-preloads.ts), so a rebuilt UI is served at once and a request
 * costs a stat, not a brotli run.
 */
function portalPageSender(folder: string, config: ServerConfig, warn: (message: string) => void): SendPage {
  const file = join(folder, "index.html");
  let cached: { version: string; html: Promise<{ filled: string; preloads: readonly RoutePreload[] }>; pages: Map<string, Promise<EncodedPage>> } | null = null;
  return async (request, reply) => {
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    if (cached?.version !== version) {
      // The build writes the route preloads with index.html: read them with it.
      const html = Promise.all([readFile(file, "utf8"), readRoutePreloads(folder, "/", warn)]).then(([text, preloads]) => ({ filled: fillMeta(text, portalPageMeta(config)), preloads }));
      cached = { version, html, pages: new Map() };
    }
    const current = cached;
    const path = request.url.split("?")[0] ?? "/";
    const { filled, preloads } = await current.html.catch((error: unknown) => {
      // A failed read is not kept: the next request tries again.
      if (cached === current) cached = null;
      throw error;
    });
    const route = routeOf(preloads, path);
    const key = route?.path ?? "";
    let page = current.pages.get(key);
    if (page === undefined) {
      page = encodePage(withRoutePreloads(filled, route));
      current.pages.set(key, page);
    }
    const encoded = await page;
    const encoding = acceptedEncoding(request);
    reply.header("vary", "accept-encoding").header("cache-control", pageCaching).type("text/html; charset=utf-8");
    if (encoding) reply.header("content-encoding", encoding);
    void reply.send(encoding ? encoded[encoding] : encoded.identity);
  };
}

async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html, "utf8");
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    promisify(gzip)(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}

