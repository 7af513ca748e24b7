// The hostile requests only a socket can send: Fastify's `inject` skips Node's HTTP parser, which refuses a huge
// request line or huge headers (414, 431) before the app sees them. Sent with node:http to the listening server.
import { request as httpRequest } from "node:http";
import type { FuzzRequest } from "./requests.ts";
import type { FuzzAnswer } from "./verdict.ts";

/** A few requests over the wire, each as the fuzz suite's request of one operation (for the answer check). */
export function wireRequests(): FuzzRequest[] {
  const search = { contract: "portal", operationId: "searchJobVacancies", template: "/job-vacancies/searches", method: "GET", body: null, caller: "anonymous" } as const;
  const vacancy = { ...search, operationId: "getJobVacancy", template: "/job-vacancies/{id}" } as const;
  return [
    { ...search, url: `/api/v1/job-vacancies/searches?q=${"x".repeat(100_000)}`, headers: {} },
    { ...search, url: `/api/v1/job-vacancies/searches?${Array.from({ length: 5000 }, (_, i) => `k${i}=v`).join("&")}`, headers: {} },
    { ...vacancy, url: `/api/v1/job-vacancies/${"x".repeat(10_000)}`, headers: {} },
    { ...vacancy, url: "/api/v1/job-vacancies/%ZZ", headers: {} },
    { ...vacancy, url: "/api/v1/job-vacancies/%ED%A0%80", headers: {} },
    { ...search, url: "/api/v1/job-vacancies/searches", headers: { "x-member-authorization": "x".repeat(20_000) } },
    { ...search, url: "/api/v1/job-vacancies/searches", headers: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x-h${i}`, "v"])) },
  ];
}

/** Sends one request to `baseUrl` over a fresh connection and reads the whole answer. */
export function sendOverWire(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, method: request.method, path: request.url, headers: { ...request.headers, connection: "close" }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end(request.body?.text);
  });
}
