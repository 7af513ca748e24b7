// The contract hook itself: an answer the contract does not describe fails the call that received it. A bare
// node:http server plays a server that drifted (the real one is checked by every other file of this suite).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAnswer, checkedFetch, ContractDrift } from "../support/contract-check.ts";

const emptyPage = { count: 0, pageNumber: 1, pageSize: 10, countIsExact: true, totalPages: 0, items: [], suggestions: [], facets: { district: [], employmentType: [] } };

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    const url = new URL(request.url ?? "/", "http://localhost");
    const kind = url.searchParams.get("searchTerms");
    if (url.pathname !== "/api/v1/job-vacancies/searches") return answer(200, "text/plain", "not an operation");
    if (kind === "good") return answer(200, "application/json", JSON.stringify({ data: emptyPage }));
    if (kind === "status") return answer(418, "application/json", "{}");
    if (kind === "type") return answer(200, "text/html", "<p>page</p>");
    return answer(200, "application/json", JSON.stringify({ data: { ...emptyPage, count: "none" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("The contract check of the API suites", () => {
  it("lets an answer the contract describes through", async () => {
    const response = await checkedFetch(`${base}/api/v1/job-vacancies/searches?searchTerms=good`);
    expect(response.status).toBe(200);
  });

  it("fails an undocumented status, another content type, a body the schema refuses and an unknown path", async () => {
    await expect(checkedFetch(`${base}/api/v1/job-vacancies/searches?searchTerms=status`)).rejects.toThrow(/searchJobVacancies\) answered 418, a status the contract does not document/);
    await expect(checkedFetch(`${base}/api/v1/job-vacancies/searches?searchTerms=type`)).rejects.toThrow(/as "text\/html"/);
    await expect(checkedFetch(`${base}/api/v1/job-vacancies/searches?searchTerms=body`)).rejects.toThrow(/a body the contract refuses/);
    await expect(checkedFetch(`${base}/api/v1/no-such-thing`)).rejects.toThrow(ContractDrift);
  });

  it("fails a call to an operation the contract does not have", async () => {
    const answer = new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    await expect(checkAnswer("portal", "DELETE", "/job-vacancies/searches", answer)).rejects.toThrow(/is not an operation/);
  });
});
