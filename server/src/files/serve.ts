// Serves a stored file to whoever may see it (404 for anyone else, as for a file that does not exist): its
// detected type, nosniff, a Content-Disposition with the sanitised name (RFC 6266/5987), a CSP that lets the file
// run nothing, and caching that matches who may see it (logos are public and never change under their id).
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FileRow } from "../db/schema.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { maySeeFile, type Viewer } from "./access.ts";
import { findFile } from "./store.ts";

export async function serveFile(services: Services, fileId: string, viewer: Viewer, reply: FastifyReply): Promise<Readable> {
  const file = await findFile(services.orm, fileId);
  if (!file || !(await maySeeFile(services.orm, file, viewer))) throw notFound();
  return sendFile(services, file, reply);
}

/** Sends a stored file the caller has been found to be allowed to see, with the headers above. */
export async function sendFile(services: Services, file: FileRow, reply: FastifyReply): Promise<Readable> {
  const bytes = await services.blobs.open(file.sha256);
  reply.headers({
    "content-type": file.mediaType,
    "content-length": String(file.size),
    "x-content-type-options": "nosniff",
    "content-disposition": contentDisposition(file.name),
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": cacheControl(file),
    etag: `"${file.sha256}"`,
  });
  return bytes;
}

/** `inline` (every accepted type is an image or a PDF), an ASCII fallback name and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function cacheControl(file: FileRow): string {
  if (file.purpose === "logo") return "public, max-age=31536000, immutable";
  if (file.purpose === "profile-picture") return "private, max-age=300";
  return "private, no-store";
}
