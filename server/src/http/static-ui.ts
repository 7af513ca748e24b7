// Serves the built UIs: the portal at `/` and the back-office at `/backoffice/`, each falling back to its
// index.html for the app's own routes (deep links). A missing dist folder is skipped with a log line.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { usableFolder, type ServerConfig } from "../config.ts";
import { isApiPath } from "./security-headers.ts";

/** Answers a request no route matched with the right index.html; false when it is not a UI page. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export async function serveUis(app: FastifyInstance, config: ServerConfig): Promise<SpaFallback> {
  const uis: Array<{ prefix: string; folder: string }> = [];
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
    await app.register(fastifyStatic, {
      root: usable.folder,
      prefix: candidate.prefix,
      // Only the first registration may decorate the reply with sendFile.
      decorateReply: uis.length === 0,
      setHeaders: (staticReply, path) => {
        // Vite names files under assets/ by their content hash, so they never change; index.html must be revalidated.
        staticReply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    uis.push({ prefix: candidate.prefix, folder: usable.folder });
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
    void reply.sendFile("index.html", ui.folder);
    return true;
  };
}
