// The built UIs on the wire: each file's stored .br or .gz chosen by Accept-Encoding (br preferred, q-values
// honoured, the plain file for `identity` or no header), Vary on every answer that could differ, a year's caching
// for hashed assets and revalidation for pages (deep links and the filled-in portal page included), HEAD, and API
// answers left to the API (public reads compressed there: public-answers.test.ts); the portal's page names the files
// of the address's page, as the build listed them (route preloads). Requests go through node:http, which neither
// adds Accept-Encoding nor decompresses (../support/raw-http.ts).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE } from "@ictm/server/http/route-preloads.ts";
import { hashedAssetCaching, pageCaching } from "@ictm/server/http/static-ui.ts";
import { routePreloadsOf } from "@ictm/ui-kit/build/route-preloads.ts";
import { decoded, rawRequest, type RawAnswer } from "../support/raw-http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Large enough to be worth compressing, and different in every line so the encodings differ in size.
const script = Array.from({ length: 200 }, (_, line) => `export const line${line} = "${"portal ".repeat(line % 7)}${line}";`).join("\n");
const tinyScript = `console.log("tiny");`;
const backofficePage = `<!doctype html><html><head><title>backoffice</title></head><body>${"<div></div>".repeat(100)}</body></html>`;
const portalPage = `<!doctype html><html><head><title>portal</title><meta name="google-signin-client_id" content="" /></head><body></body></html>`;

let server: TestServer;
let uis: string;
beforeAll(async () => {
  // A small dist folder per app, as the build writes it: hashed assets with their .br and .gz, an index.html.
  uis = await mkdtemp(join(tmpdir(), "ictm-static-ui-"));
  const store = async (path: string, text: string, compressed = true) => {
    await writeFile(path, text);
    if (!compressed) return;
    await writeFile(`${path}.br`, brotliCompressSync(text));
    await writeFile(`${path}.gz`, gzipSync(text));
  };
  for (const ui of ["portal", "backoffice"]) await mkdir(join(uis, ui, "assets"), { recursive: true });
  await store(join(uis, "portal", "assets", "index-1a2b3c.js"), script);
  await store(join(uis, "portal", "assets", "tiny-4d5e6f.js"), tinyScript, false);
  await store(join(uis, "portal", "index.html"), portalPage, false);
  await store(join(uis, "backoffice", "assets", "index-7a8b9c.js"), script);
  await store(join(uis, "backoffice", "index.html"), backofficePage);
  server = await startTestServer({ config: { portalDist: join(uis, "portal"), backofficeDist: join(uis, "backoffice") } });
});
afterAll(async () => {
  await server?.close();
  await rm(uis, { recursive: true, force: true });
});

describe("hashed assets", () => {
  const cases: Array<[acceptEncoding: string | null, chosen: "br" | "gzip" | null]> = [
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "gzip"],
    ["deflate", null],
    ["identity", null],
    [null, null],
  ];
  for (const [acceptEncoding, chosen] of cases) {
    it(`answer Accept-Encoding ${acceptEncoding ?? "(none)"} with ${chosen ?? "the plain file"}, cached for a year`, async () => {
      const answer = await get("/assets/index-1a2b3c.js", acceptEncoding);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(chosen ?? undefined);
      expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
      expect(answer.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers["cache-control"]).toBe(hashedAssetCaching);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decoded(answer.body, chosen)).toBe(script);
      if (chosen) expect(answer.body.length).toBeLessThan(Buffer.byteLength(script));
    });
  }

  it("fall back to the plain file, still with Vary, when the build stored no compressed copy", async () => {
    const answer = await get("/assets/tiny-4d5e6f.js", "br, gzip");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(tinyScript);
  });

  it("serve the back-office's assets under its prefix the same way", async () => {
    const answer = await get("/backoffice/assets/index-7a8b9c.js", "gzip, br");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(decoded(answer.body, "br")).toBe(script);
  });

  it("answer HEAD with the headers of GET and no body", async () => {
    const got = await get("/assets/index-1a2b3c.js", "br");
    const head = await get("/assets/index-1a2b3c.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-encoding", "content-length", "content-type", "vary", "cache-control", "etag"]) expect(head.headers[name], name).toBe(got.headers[name]);
  });
});

describe("pages", () => {
  it("send the back-office's index.html compressed for its root and its deep links, revalidated", async () => {
    for (const path of ["/backoffice/", "/backoffice/workflows/1/board"]) {
      for (const encoding of ["br", "gzip", null] as const) {
        const answer = await get(path, encoding);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-encoding"], path).toBe(encoding ?? undefined);
        expect(answer.headers["vary"], path).toMatch(/accept-encoding/i);
        expect(answer.headers["cache-control"], path).toBe(pageCaching);
        expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
        expect(decoded(answer.body, encoding), path).toBe(backofficePage);
      }
    }
  });

  it("send the portal's filled-in page compressed as asked at /, /index.html and deep links, revalidated", async () => {
    for (const path of ["/", "/index.html", "/talents/searches?pageNumber=2"]) {
      for (const encoding of ["br", "gzip", null] as const) {
        const answer = await get(path, encoding === "gzip" ? "gzip, br;q=0.1" : encoding);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-encoding"], path).toBe(encoding ?? undefined);
        expect(answer.headers["vary"], path).toMatch(/accept-encoding/i);
        expect(answer.headers["cache-control"], path).toBe(pageCaching);
        expect(Number(answer.headers["content-length"]), path).toBe(answer.body.length);
        const html = decoded(answer.body, encoding);
        expect(html, path).toContain("<title>portal</title>");
        // Filled in with this server's settings: the tag is there, and every provider tag the page reads was added.
        expect(html, path).toMatch(/<meta name="ictm-linkedin-client-id" content="" \/>/);
      }
    }
  });

  it("answer HEAD for pages with the headers of GET and no body", async () => {
    for (const path of ["/", "/talents/searches", "/backoffice/", "/backoffice/workflows/1/board"]) {
      const got = await get(path, "br");
      const head = await get(path, "br", "HEAD");
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      for (const name of ["content-encoding", "content-length", "content-type", "vary", "cache-control"]) expect(head.headers[name], `${path} ${name}`).toBe(got.headers[name]);
    }
  });

  it("serve a rebuilt portal page at once, compressed", async () => {
    const rebuilt = portalPage.replace("<title>portal</title>", "<title>portal, rebuilt</title>");
    await writeFile(join(uis, "portal", "index.html"), rebuilt);
    const answer = await get("/", "br");
    expect(decoded(answer.body, "br")).toContain("<title>portal, rebuilt</title>");
  });
});

describe("route preloads", () => {
  // A build's manifest in small: the entry with a shared chunk, two lazily loaded pages sharing a results chunk.
  const manifest = {
    "index.html": { file: "assets/index-1a2b3c.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared-aaa.js" },
    "_results.js": { file: "assets/results-ddd.js", imports: ["_shared.js"] },
    "src/pages/Talents.tsx": { file: "assets/Talents-bbb.js", isDynamicEntry: true, imports: ["_shared.js", "_results.js"], css: ["assets/Talents-ccc.css"] },
    "src/pages/Job.tsx": { file: "assets/Job-eee.js", isDynamicEntry: true, imports: ["_results.js"] },
  };
  const routes = [
    { path: "/talents", module: "src/pages/Talents.tsx" },
    { path: "/jobs/:id", module: "src/pages/Job.tsx" },
  ];
  const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((found) => `${found[1]} ${found[2]}`);
  /** A new build: its route preloads, then its page (the server reads them again when index.html changes). */
  const build = async (preloads: string, title: string) => {
    await writeFile(join(uis, "portal", ROUTE_PRELOADS_FILE), preloads);
    await writeFile(join(uis, "portal", "index.html"), portalPage.replace("<title>portal</title>", `<title>${title}</title>`));
  };

  it("name in the page what the address's page adds to the first load, as the build wrote it, matched as the router matches", async () => {
    await build(JSON.stringify(routePreloadsOf(manifest, routes)), "portal, routes");
    for (const encoding of ["br", null] as const) {
      const talents = decoded((await get("/talents?searchTerms=java&pageNumber=2", encoding)).body, encoding);
      expect(talents).toContain("<title>portal, routes</title>");
      expect(links(talents)).toEqual(["modulepreload /assets/Talents-bbb.js", "modulepreload /assets/results-ddd.js", "preload /assets/Talents-ccc.css"]);
    }
    for (const path of ["/jobs/42", "/jobs/42/", "/JOBS/42"]) expect(links(decoded((await get(path, "gzip")).body, "gzip")), path).toEqual(["modulepreload /assets/Job-eee.js", "modulepreload /assets/results-ddd.js"]);
    // No route, or the entry's own files: nothing more than the build's page.
    for (const path of ["/", "/index.html", "/nope", "/jobs/42/edit", "/talentsx"]) expect(links(decoded((await get(path, "br")).body, "br")), path).toEqual([]);
  });

  it("leave the page as built when the file is missing or unreadable", async () => {
    await build("{ not json", "portal, broken preloads");
    const broken = await get("/talents", "br");
    expect(broken.status).toBe(200);
    expect(decoded(broken.body, "br")).toContain("<title>portal, broken preloads</title>");
    expect(links(decoded(broken.body, "br"))).toEqual([]);
    await rm(join(uis, "portal", ROUTE_PRELOADS_FILE));
    await writeFile(join(uis, "portal", "index.html"), portalPage);
    expect(links(decoded((await get("/talents", "br")).body, "br"))).toEqual([]);
  });
});

describe("API answers", () => {
  it("are not the files' business: a public read anyone may make is compressed as the request accepts (public-answers.test.ts), an unknown path's problem is not", async () => {
    const plain = await get("/api/v1/portal/countries", null);
    const asked = await get("/api/v1/portal/countries", "br, gzip");
    expect(plain.status).toBe(200);
    expect(asked.headers["content-encoding"]).toBe("br");
    expect(asked.headers["content-type"]).toMatch(/^application\/json/);
    expect(decoded(asked.body, "br")).toBe(plain.body.toString("utf8"));
    const missing = await get("/api/v1/no-such-thing", "br");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.headers["content-type"]).toMatch(/^application\/problem\+json/);
    // The typed answer is still checked against the contract by the suite's fetch.
    expect((await fetch(`${server.url}/api/v1/portal/countries`, { headers: { "accept-encoding": "br" } })).status).toBe(200);
  });
});

/** One request as sent: no Accept-Encoding unless given, and the body's bytes as they came. */
const get = (path: string, acceptEncoding: string | null, method: "GET" | "HEAD" = "GET"): Promise<RawAnswer> => rawRequest(`${server.url}${path}`, acceptEncoding, { method });
