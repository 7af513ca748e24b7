// Multipart uploads over real HTTP (fetch and FormData), for the calls that take files, and reading a stored file
// back with its headers.
import type { TestServer } from "./server.ts";

export interface UploadPart {
  field: string;
  /** A file (bytes and the name and type the client claims) or a text value. */
  file?: { bytes: Buffer; name: string; type?: string };
  value?: string;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

export async function upload(server: Pick<TestServer, "url">, method: "POST" | "PUT", path: string, token: string | null, parts: UploadPart[]): Promise<UploadAnswer> {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.field, new Blob([new Uint8Array(part.file.bytes)], { type: part.file.type ?? "application/octet-stream" }), part.file.name);
    else form.append(part.field, part.value ?? "");
  }
  const response = await fetch(`${server.url}/api/v1${path}`, { method, body: form, headers: token ? { "x-member-authorization": token } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Uploads one image as `FormFile` to a picture or logo call. */
export function uploadImage(server: Pick<TestServer, "url">, path: "/talents/profile-pictures" | "/businesses/logos", token: string | null, bytes: Buffer, name = "picture.png", type = "image/png") {
  return upload(server, "POST", path, token, [{ field: "FormFile", file: { bytes, name, type } }]);
}

/** GETs a path of the server (e.g. a file's `/api/v1/files/…` address) with optional headers; answers status, headers and bytes. */
export async function fetchBytes(server: Pick<TestServer, "url">, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The `data` of a JSON answer, read as `T` after checking it is an object. */
export function dataOf(answer: UploadAnswer): Record<string, unknown> {
  const body = answer.body;
  if (typeof body !== "object" || body === null || !("data" in body)) throw new Error(`No data in ${JSON.stringify(body)}`);
  const data: unknown = body.data;
  if (typeof data !== "object" || data === null) throw new Error(`data is not an object: ${JSON.stringify(data)}`);
  return Object.fromEntries(Object.entries(data));
}
