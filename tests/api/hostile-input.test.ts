// Hostile input never breaks anything (issue 17): text the database cannot store, addresses and headers Node or the
// router refuse, bodies of the wrong type or with unknown fields. Each is a 4xx problem document with the security
// headers of a normal answer, repeats nothing of the request, and leaves the stored profile as it was.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "@ictm/openapi/portal.ts";
import { EDGE_MESSAGES, MESSAGES, notAFieldOf } from "@ictm/core/domain";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

type Schemas = components["schemas"];
let server: TestServer;
let token: string;
/** The security headers of a normal API answer: every error must carry the same. */
let normalHeaders: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, (await signUpActiveTalent(server, { name: "Hostile Input" })).email);
  const api = portalClient(server, token);
  const saved = await api.PUT("/talents/profile-details", { body: details });
  expect(saved.response.status).toBe(200);
  normalHeaders = securityHeadersOf(saved.response.headers);
});
afterAll(async () => server?.close());

const details: Schemas["TalentProfileDetails"] = {
  name: "Hostile Input",
  headline: "Tester",
  summary: "Sends what nobody should.",
  district: "brunei-muara",
  nationality: "BN",
  availability: "immediately",
  yearsOfExperience: 3,
};
const resume: Schemas["TalentResumeDetails"] = {
  education: [],
  workExperience: [{ employer: "DST", title: "Engineer", startMonth: "2019-01", endMonth: null, description: "Networks." }],
  skills: ["SQL"],
  certifications: [],
  languages: [],
};

const securityHeaderNames = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "content-security-policy",
  "cache-control",
];
function securityHeadersOf(headers: Headers | Record<string, string | string[] | undefined>): Record<string, string> {
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  return Object.fromEntries(securityHeaderNames.map((name) => [name, String(read(name))]));
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over a plain socket (node:http), so nothing rewrites the address or refuses the headers first. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    call.on("error", reject);
    call.end(options.body);
  });
}

/** A refusal as every error must be: the status, a problem document, a normal answer's security headers, no echo. */
function expectProblem(answer: Raw, status: number, echo: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const problem: unknown = JSON.parse(answer.text);
  expect(problem).toMatchObject({ type: expect.stringMatching(/^urn:ictm:problem:[a-z-]+$/), title: expect.any(String), status });
  expect(securityHeadersOf(answer.headers)).toEqual(normalHeaders);
  expect(answer.text).not.toContain(echo);
  return problem;
}

const profilePath = "/api/v1/talents/profile-details";
const put = (path: string, body: string, contentType = "application/json") =>
  raw(path, { method: "PUT", headers: { "content-type": contentType, "x-member-authorization": token }, body });

/** The stored profile, to show that a refused write changed nothing. */
async function storedProfile() {
  const profile = await portalClient(server, token).GET("/talents/profiles");
  return profile.data?.data;
}

describe("text the database cannot store", () => {
  it("a lone surrogate or a NUL in a profile field or a key is refused, naming the field, and nothing is stored", async () => {
    const before = await storedProfile();
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, exactly as a hostile client would send it.
    for (const [body, field] of [
      [{ ...details, name: "Awang \ud800" }, "name"],
      [{ ...details, headline: "x\udfffy" }, "headline"],
      [{ ...details, nationality: "B\u0000" }, "nationality"],
    ] as const) {
      const problem = expectProblem(await put(profilePath, JSON.stringify(body)), 400, "\\u0000");
      expect(problem).toMatchObject({ type: "urn:ictm:problem:validation-failed", errors: { [field]: [EDGE_MESSAGES.unsafeCharacter] } });
    }
    // A key with a NUL is no field of the form, and is not repeated.
    const key = expectProblem(await put(profilePath, JSON.stringify({ ...details, ["evil\u0000"]: 1 })), 400, "evil");
    expect(key).toMatchObject({ errors: { body: [EDGE_MESSAGES.unknownField] } });
    expect(await storedProfile()).toEqual(before);
  });

  it("in a resume entry and in the query string too", async () => {
    const before = await storedProfile();
    const entry = { ...resume.workExperience[0], description: "Net\u0000works" };
    const answer = await put("/api/v1/talents/resume-details", JSON.stringify({ ...resume, workExperience: [entry], skills: ["\ud83d"] }));
    expect(expectProblem(answer, 400, "Net")).toMatchObject({
      errors: { "workExperience.0.description": [EDGE_MESSAGES.unsafeCharacter], "skills.0": [EDGE_MESSAGES.unsafeCharacter] },
    });
    const search = await raw("/api/v1/talents/searches?searchTerms=a%00b");
    expect(expectProblem(search, 400, "a\u0000b")).toMatchObject({ errors: { searchTerms: [EDGE_MESSAGES.unsafeCharacter] } });
    expect(await storedProfile()).toEqual(before);
  });
});

describe("addresses and headers the router or Node refuse", () => {
  it("a malformed escape in the path, in both APIs", async () => {
    for (const path of ["/api/v1/job-vacancies/%ZZ", "/backoffice/api/v1/expat-permits/applications/workflows/%ZZ/kanban-board"]) {
      const problem = expectProblem(await raw(path), 400, "%ZZ");
      expect(problem).toMatchObject({ type: "urn:ictm:problem:request-invalid", errors: { path: [EDGE_MESSAGES.addressNotValid] } });
    }
  });

  it("a 10,000-character path parameter", async () => {
    const problem = expectProblem(await raw(`/api/v1/job-vacancies/${"a".repeat(10_000)}`), 414, "aaaaaaaaaa");
    expect(problem).toMatchObject({ type: "urn:ictm:problem:request-refused", messages: [MESSAGES.requestTooLarge] });
  });

  it("a 100 kB query string and huge headers", async () => {
    for (const answer of [
      await raw(`/api/v1/job-vacancies/searches?searchTerms=${"q".repeat(100_000)}`),
      await raw("/api/v1/portal/countries", { headers: { "x-padding": "h".repeat(100_000) } }),
    ]) {
      const problem = expectProblem(answer, 431, "qqqqqqqqqq");
      expect(answer.text).not.toContain("hhhhhhhhhh");
      expect(problem).toMatchObject({ messages: [MESSAGES.requestTooLarge] });
    }
  });

  it("an unknown route and a method the route does not have", async () => {
    expectProblem(await raw("/api/v1/no-such-thing/<script>"), 404, "<script>");
    expectProblem(await raw(profilePath, { method: "DELETE", headers: { "x-member-authorization": token } }), 404, "DELETE");
  });
});

describe("bodies the contract does not describe", () => {
  it("bad JSON, a wrong content type and a body too large", async () => {
    const before = await storedProfile();
    expect(expectProblem(await put(profilePath, '{"name": "Awang'), 400, "Awang")).toMatchObject({ errors: { body: [MESSAGES.requestBodyNotJson] } });
    expect(expectProblem(await put(profilePath, "name=Awang", "application/x-www-form-urlencoded"), 415, "Awang")).toMatchObject({
      messages: [MESSAGES.contentTypeNotAccepted],
    });
    const huge = JSON.stringify({ ...details, summary: "s".repeat(2_000_000) });
    expect(expectProblem(await put(profilePath, huge), 413, "ssssssssss")).toMatchObject({ messages: [MESSAGES.requestTooLarge] });
    expect(await storedProfile()).toEqual(before);
  });

  it("wrong types are refused, not converted: a number for text, text for a number", async () => {
    const before = await storedProfile();
    const answer = await put(profilePath, JSON.stringify({ ...details, name: 12345, yearsOfExperience: "7" }));
    const problem = expectProblem(answer, 400, "12345");
    expect(problem).toMatchObject({ type: "urn:ictm:problem:validation-failed" });
    expect(Object.keys(Reflect.get(Object(problem), "errors") ?? {}).sort()).toEqual(["name", "yearsOfExperience"]);
    expect(await storedProfile()).toEqual(before);
  });

  it("text or a number for a boolean is refused", async () => {
    const privacy = { profileVisibility: "nobody", showContactDetails: "true", showResume: 1, blockedBusinessKeys: [] };
    const answer = await raw("/api/v1/talents/privacy-settings", {
      method: "POST",
      headers: { "content-type": "application/json", "x-member-authorization": token },
      body: JSON.stringify(privacy),
    });
    const problem = expectProblem(answer, 400, "nobody");
    expect(Object.keys(Reflect.get(Object(problem), "errors") ?? {}).sort()).toEqual(["showContactDetails", "showResume"]);
    expect((await storedProfile())?.privacySettings.profileVisibility).not.toBe("nobody");
  });

  it("an unknown property is refused by its name, not dropped", async () => {
    const before = await storedProfile();
    const problem = expectProblem(await put(profilePath, JSON.stringify({ ...details, name: "Admin Now", isAdmin: true })), 400, "Admin Now");
    expect(problem).toMatchObject({ errors: { isAdmin: [notAFieldOf("isAdmin")] } });
    const odd = expectProblem(await put(profilePath, JSON.stringify({ ...details, ["<img src=x>"]: 1 })), 400, "<img");
    expect(odd).toMatchObject({ errors: { body: [EDGE_MESSAGES.unknownField] } });
    expect(await storedProfile()).toEqual(before);
  });
});
