// Business verification helpers for the api suite: the demo server with its officer signed in, the one submit call
// (PUT, multipart) with an optional `If-Match: "<version>"`, and the verification projection's tables read in a
// stable order (rebuild = live).
import { asc } from "drizzle-orm";
import type { Orm } from "@ictm/server/db/connect.ts";
import { verificationDocuments, verificationRequests } from "@ictm/server/db/schema.ts";
import { signInDemoOfficer } from "./api.ts";
import { startTestServer, type TestServer } from "./server.ts";
import type { UploadPart } from "./upload.ts";

/** A server with the demo data loaded and the demo officer's token, for suites where staff decide; close the server after. */
export async function startWithDemoOfficer(): Promise<{ server: TestServer; officer: string }> {
  const server = await startTestServer({ demo: true });
  try {
    return { server, officer: await signInDemoOfficer(server) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export interface SubmitAnswer {
  status: number;
  body: unknown;
  /** The answer's `data` when it is an object, else {}. */
  data: Record<string, unknown>;
  etag: string | null;
}

export async function submitVerification(server: Pick<TestServer, "url">, token: string | null, parts: UploadPart[], version?: number): Promise<SubmitAnswer> {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.field, new Blob([new Uint8Array(part.file.bytes)], { type: part.file.type ?? "application/octet-stream" }), part.file.name);
    else form.append(part.field, part.value ?? "");
  }
  const headers: Record<string, string> = {};
  if (token !== null) headers["x-member-authorization"] = token;
  if (version !== undefined) headers["if-match"] = `"${version}"`;
  const response = await fetch(`${server.url}/api/v1/businesses/verification-request`, { method: "PUT", body: form, headers });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  const data: unknown = typeof body === "object" && body !== null && "data" in body ? body.data : null;
  return { status: response.status, body, data: typeof data === "object" && data !== null ? Object.fromEntries(Object.entries(data)) : {}, etag: response.headers.get("etag") };
}

/** Every row of the verification projection, in key order. */
export async function verificationTables(orm: Orm) {
  return {
    requests: await orm.select().from(verificationRequests).orderBy(asc(verificationRequests.businessId)),
    documents: await orm.select().from(verificationDocuments).orderBy(asc(verificationDocuments.businessId), asc(verificationDocuments.position)),
  };
}
