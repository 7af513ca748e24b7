// Serves the built UIs: the portal at `/` and the back-office at `/backoffice/`, each falling back to its
// index.html for the app's own routes (deep links). The portal's page is filled in as it is served (see
// portal-page.ts). A missing dist folder is skipped with a log line.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { usableFolder, type ServerConfig } from "../config.ts";
import { sendPortalPage } from "./portal-page.ts";
import { isApiPath } from "./security-headers.ts";

/** Answers a request no route matched with the right index.html; false when it is not a UI page. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export async function serveUis(app: FastifyInstance, config: ServerConfig): Promise<SpaFallback> {
  const uis: Array<{ prefix: string; folder: string; sendPage: (reply: FastifyReply) => Promise<FastifyReply> }> = [];
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
      // The portal's page is never sent as stored: `/` and `/index.html` have their own routes below.
      index: isPortal ? false : ["index.html"],
      // Only the first registration may decorate the reply with sendFile.
      decorateReply: uis.length === 0,
      setHeaders: (staticReply, path) => {
        // Vite names files under assets/ by their content hash, so they never change; index.html must be revalidated.
        staticReply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    const sendPage = isPortal
      ? (reply: FastifyReply) => sendPortalPage(reply, folder, config)
      : async (reply: FastifyReply) => reply.sendFile("index.html", folder);
    if (isPortal) {
      for (const url of ["/", "/index.html"]) app.get(url, async (_request, reply) => sendPage(reply));
    }
    uis.push({ prefix: candidate.prefix, folder, sendPage });
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
    reply.header("cache-control", "no-cache");
    ui.sendPage(reply).catch((error: unknown) => reply.send(error));
    return true;
  };
}
