// A Business's expat permit applications from a terminal: `ictm permits list|show|submit|archive`, each with
// `--json`. Drafts are made over the API (one filled in completely); the CLI lists and shows them, lists every
// problem of an empty one by section, submits the complete one, and archives only a draft.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, PERMIT_SECTIONS, PROBLEMS, type PermitType } from "@ictm/core/domain";
import { PERMIT_FILE_POOL, validPermitSection } from "@ictm/core/test-support/permit-arbitraries.ts";
import { pdfDocument, pngImage, jpegImage } from "../fixtures/files.ts";
import { portalClient, testPassword } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { dataOf, upload } from "../support/upload.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
let email: string;
let token: string;
beforeAll(async () => {
  cli = await startCliServer();
  ({ email } = await registerActiveBusiness(cli.server));
  token = await signInBusiness(cli.server, email);
}, 60_000);
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);
const api = () => portalClient(cli.server, token);

async function create(type: PermitType) {
  const answer = await api().POST("/expat-permits/{type}/applications", { params: { path: { type } }, body: {} });
  if (!answer.data) throw new Error(`Create failed with ${answer.response.status}`);
  return answer.data.data.application;
}

/** A pvv draft filled in completely over the API (three documents, every section from core's valid generator). */
async function completeDraft(): Promise<string> {
  const { id, version: created } = await create("pvv");
  const documents = [[pdfDocument(), "passport.pdf", "application/pdf"], [pngImage(), "photo.png", "image/png"], [jpegImage(), "licence.jpg", "image/jpeg"]] as const;
  const fileIds: string[] = [];
  for (const [bytes, name, type] of documents) {
    const answer = await upload(cli.server, "POST", `/expat-permits/applications/${id}/uploads`, token, [{ field: "File", file: { bytes, name, type } }]);
    const file = dataOf(answer)["fileUpload"];
    fileIds.push(typeof file === "object" && file !== null ? String(Reflect.get(file, "id")) : "");
  }
  let version = created + documents.length;
  for (const section of PERMIT_SECTIONS.pvv) {
    const [values] = fc.sample(validPermitSection("pvv", section.key), { numRuns: 1, seed: 11 });
    let json = JSON.stringify(values);
    PERMIT_FILE_POOL.forEach((pooled, index) => (json = json.replaceAll(pooled, fileIds[index] ?? "")));
    const saved = await api().PATCH("/expat-permits/{type}/applications/{id}/content", {
      params: { path: { type: "pvv", id }, header: { "If-Match": `"${version}"` } },
      body: { section: section.key, values: JSON.parse(json) },
    });
    if (!saved.data) throw new Error(`Save of ${section.key} failed: ${JSON.stringify(saved.error)}`);
    version = saved.data.data.application.version;
  }
  return id;
}

describe("ictm permits", () => {
  it("lists, shows, submits (listing every problem of an empty draft) and archives a Business's applications", async () => {
    const notSignedIn = await ictm(["permits", "list"]);
    expect(notSignedIn.code).toBe(1);
    expect(notSignedIn.stderr).toContain("ictm login --as business");

    const empty = await create("lpa");
    const complete = await completeDraft();
    const login = await ictm(["login", "--as", "business", "--email", email], { ICTM_PASSWORD: testPassword });
    expect(login.code).toBe(0);

    const listed = await ictm(["permits", "list", "--json"]);
    expect(listed.code).toBe(0);
    const { data: items }: { data: Array<{ id: string; status: string; permitType: string }> } = JSON.parse(listed.stdout);
    expect(items.map((item) => [item.id, item.permitType, item.status])).toEqual([[complete, "pvv", "draft"], [empty.id, "lpa", "draft"]]);
    expect((await ictm(["permits", "list"])).stdout).toContain(`${empty.id}  ${empty.reference}`);

    const shown = await ictm(["permits", "show", complete]);
    expect(shown.code).toBe(0);
    for (const section of PERMIT_SECTIONS.pvv) expect(shown.stdout).toMatch(new RegExp(`${section.key}\\s+complete`));
    expect(shown.stdout).toContain("passport.pdf");
    const shownJson = JSON.parse((await ictm(["permits", "show", empty.id, "--json"])).stdout);
    expect(shownJson.data.application).toMatchObject({ id: empty.id, reference: empty.reference, status: "draft" });

    const refused = await ictm(["permits", "submit", empty.id]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${empty.reference} cannot be submitted yet:`);
    for (const section of PERMIT_SECTIONS.lpa) expect(refused.stderr).toContain(`${section.title}:`);
    const refusedJson = await ictm(["permits", "submit", empty.id, "--json"]);
    const { error }: { error: { tag: string; errors: Record<string, string[]> } } = JSON.parse(refusedJson.stdout);
    expect(error.tag).toBe("ValidationFailed");
    expect(Object.keys(error.errors).every((path) => PERMIT_SECTIONS.lpa.some((section) => path.startsWith(`${section.key}.`)))).toBe(true);

    const submitted = await ictm(["permits", "submit", complete]);
    expect(submitted.stderr).toBe("");
    expect(submitted.code).toBe(0);
    expect(submitted.stdout).toContain("is submitted");
    const archiveSubmitted = await ictm(["permits", "archive", complete]);
    expect(archiveSubmitted.code).toBe(1);
    expect(archiveSubmitted.stderr).toContain(PROBLEMS["permit-not-archivable"].message);

    const archived = await ictm(["permits", "archive", empty.id, "--json"]);
    expect(archived.code).toBe(0);
    expect(JSON.parse(archived.stdout).data).toMatchObject({ id: empty.id, status: "archived" });
    const afterwards: { data: Array<{ id: string }> } = JSON.parse((await ictm(["permits", "list", "--json"])).stdout);
    expect(afterwards.data.map((item) => item.id)).toEqual([complete]);
    const withArchived: { data: Array<{ id: string; status: string }> } = JSON.parse((await ictm(["permits", "list", "--archived", "--json"])).stdout);
    expect(withArchived.data).toContainEqual(expect.objectContaining({ id: empty.id, status: "archived" }));

    const unknown = await ictm(["permits", "show", randomUUID()]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(MESSAGES.notFound);
  }, 240_000);
});
