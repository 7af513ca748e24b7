// Chief-evaluator links in bulk at a terminal, against the real server in-process and the real `ictm` process: an
// officer makes links from a CSV (a file or stdin; an application by reference or id, a chief evaluator by e-mail
// or staff key) or for every card in a step; without --mail nothing reaches the outbox, with --mail each link is
// mailed to its chief evaluator; a bad row (an application in another step, a person who is no chief evaluator)
// is reported with its line and the rest are made, exit 1; a dry run shows the links and makes none; --out writes
// them as CSV (core's writer) or JSON.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID, STAFF_ROLES, type StaffRole } from "@ictm/core/domain";
import { staffClient } from "../support/api.ts";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { demoStaffOf, signInStaffAs, type BoardServer } from "../support/board.ts";
import { cardIn, mailContaining } from "../support/board-calls.ts";
import { signInBusiness } from "../support/business.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
let on: BoardServer;
let folder: string;
/** Applications in Chief evaluation, made by this file. */
const inChief: Array<{ id: string; reference: string }> = [];
/** An application in Evaluation: a chief link for Chief evaluation is refused for it. */
let inEvaluation: { id: string; reference: string };

const approver = () => demoStaffOf("final-approver");

beforeAll(async () => {
  cli = await startCliServer({ demo: true });
  folder = await mkdtemp(join(tmpdir(), "ictm-chief-links-"));
  const account = demoAccounts.find((candidate) => candidate.accountType === "Business");
  const business = await signInBusiness(cli.server, account?.email ?? "", account?.password);
  const tokens = new Map<StaffRole, { token: string; key: string }>();
  for (const role of STAFF_ROLES) tokens.set(role, await signInStaffAs(cli.server, role));
  const staff = (role: StaffRole) => tokens.get(role) ?? { token: "", key: "" };
  on = { server: cli.server, business, staff, api: (role) => staffClient(cli.server, staff(role).token) };
  for (let index = 0; index < 3; index += 1) {
    const id = await cardIn(on, "chief-evaluation");
    inChief.push({ id, reference: await referenceOf(id) });
  }
  const id = await cardIn(on, "evaluation");
  inEvaluation = { id, reference: await referenceOf(id) };
  const { email, password } = demoStaffOf("officer");
  const login = await cli.ictm(["login", "--as", "staff", "--email", email], { ICTM_PASSWORD: password });
  expect(login.code).toBe(0);
}, 600_000);
afterAll(async () => {
  await cli?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function referenceOf(id: string): Promise<string> {
  const answer = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}", {
    params: { path: { workflowId: DEFAULT_WORKFLOW_ID, id } },
  });
  return answer.data?.data.applicationRecord.application.reference ?? "";
}

const linksOf = async (id: string) =>
  (await on.api("officer").GET("/expat-permits/applications/{id}/chief-evaluation-links", { params: { path: { id } } })).data?.data ?? [];

/** The mails in the outbox about an application. */
const mailsAbout = async (reference: string) => (await cli.server.outbox.all()).filter((mail) => mail.subject.includes(reference));

const nth = (index: number) => inChief[index] ?? { id: "", reference: "" };

describe("ictm chief-links generate", () => {
  it("says what is missing: a CSV or a step with a person (exit 2), an unknown step or person (exit 2)", async () => {
    expect((await cli.ictm(["chief-links", "generate"])).code).toBe(2);
    expect((await cli.ictm(["chief-links", "generate", "--step", "chief-evaluation"])).code).toBe(2);
    const unknownStep = await cli.ictm(["chief-links", "generate", "--step", "nowhere", "--person", approver().email]);
    expect(unknownStep.code).toBe(2);
    expect(unknownStep.stderr).toContain('No step "nowhere"');
    const unknownPerson = await cli.ictm(["chief-links", "generate", "--step", "chief-evaluation", "--person", "nobody@example.com"]);
    expect(unknownPerson.code).toBe(2);
    expect(unknownPerson.stderr).toContain(`nobody@example.com is not a chief evaluator here (they are: ${approver().email})`);
  });

  it("a dry run shows the links every card in the step would get, and makes none", async () => {
    const dry = await cli.ictm(["chief-links", "generate", "--step", "chief-evaluation", "--person", on.staff("final-approver").key, "--mail", "--dry-run"]);
    expect(dry.stderr).toBe("");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/Would generate \d+ chief links, each e-mailed to its chief evaluator:/);
    for (const { reference } of inChief) expect(dry.stdout).toMatch(new RegExp(`${reference} +Chief evaluation +${approver().name} <${approver().email}> +yes`));
    expect(dry.stdout).not.toContain(inEvaluation.reference);
    for (const { id } of inChief) expect(await linksOf(id)).toEqual([]);
    expect(await mailsAbout(nth(0).reference)).toEqual([]);
    const badRow = await cli.ictm(["chief-links", "generate", "--csv", "-", "--dry-run"], {}, `application,step,person\n${nth(0).reference},chief-evaluation,\n`);
    expect(badRow.code).toBe(1);
    expect(badRow.stdout).toContain("Would generate no chief links.");
    expect(badRow.stdout).toContain(`line 2: ${nth(0).reference}: The row needs an application, a step and a person.`);
  });

  it("from a CSV without --mail: a link a row, nothing mailed; a bad row is reported with its line, the rest made, exit 1", async () => {
    const file = join(folder, "links.csv");
    const rows = [
      "application,step,person",
      `"${nth(0).reference}",chief-evaluation,"${approver().email.toUpperCase()}"`,
      `${nth(1).id},chief-evaluation,${on.staff("final-approver").key}`,
      `${inEvaluation.reference},chief-evaluation,${approver().email}`,
      `${nth(2).reference},chief-evaluation,nobody@example.com`,
    ];
    await writeFile(file, `\uFEFF${rows.join("\r\n")}\r\n`);
    const run = await cli.ictm(["chief-links", "generate", "--csv", file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Generated 2 of 4 chief links.");
    for (const { id, reference } of [nth(0), nth(1)]) {
      const line = run.stdout.split("\n").find((text) => text.startsWith(reference)) ?? "";
      expect(line).toMatch(new RegExp(`Chief evaluation +${approver().name} <${approver().email}> +no +\\d{4}-\\d\\d-\\d\\d`));
      expect(line).toContain(`${cli.server.url}/backoffice/workflows/${DEFAULT_WORKFLOW_ID}/applications/${id}/chief-evaluation-form?token=`);
      expect(await linksOf(id)).toMatchObject([{ state: "open", emailed: false, chief: { email: approver().email } }]);
    }
    expect(run.stderr).toContain("2 failed:");
    expect(run.stderr).toContain(`line 4: ${inEvaluation.reference}: ${inEvaluation.reference} is in Evaluation, not in Chief evaluation`);
    expect(run.stderr).toContain(`line 5: ${nth(2).reference}: nobody@example.com is not a chief evaluator here`);
    expect(await linksOf(nth(2).id)).toEqual([]);
    expect(await linksOf(inEvaluation.id)).toEqual([]);
    expect(await mailsAbout(nth(0).reference)).toEqual([]);
    expect(await mailsAbout(nth(1).reference)).toEqual([]);
  });

  it("from stdin with --mail and --out: each link mailed to its chief evaluator, the links written as CSV", async () => {
    const out = join(folder, "made.csv");
    const input = `application,person,step\n${nth(2).reference},${approver().email},chief-evaluation\n`;
    const run = await cli.ictm(["chief-links", "generate", "--csv", "-", "--mail", "--out", out], {}, input);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Generated 1 of 1 chief link, 1 e-mailed. Written to ${out}.`);
    const written = (await readFile(out, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    expect(written[0]).toBe("line,application_id,reference,step,chief_key,chief_name,chief_email,emailed,expires_at,url");
    const url = written[1]?.split(",").at(-1) ?? "";
    expect(written[1]).toContain(`2,${nth(2).id},${nth(2).reference},chief-evaluation,${on.staff("final-approver").key},`);
    expect(url).toContain(`/applications/${nth(2).id}/chief-evaluation-form?token=`);
    const mail = await mailContaining(cli.server, approver().email, nth(2).reference);
    expect(mail.subject).toBe(`Your evaluation is requested: ${nth(2).reference}`);
    expect(mail.links).toContain(url);
    expect(await linksOf(nth(2).id)).toMatchObject([{ state: "open", emailed: true }]);
  });

  it("by filter with --mail and --json: a link for every card in the step, each mailed", async () => {
    const out = join(folder, "made.json");
    const run = await cli.ictm(["chief-links", "generate", "--step", "chief-evaluation", "--person", approver().email, "--mail", "--json", "--out", out]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const { data }: { data: Array<{ applicationId: string; reference: string; emailed: boolean; url: string; line: number | null }> } = JSON.parse(await readFile(out, "utf8"));
    expect(JSON.parse(run.stdout).data).toMatchObject({ file: out, count: data.length, failed: [] });
    for (const { id, reference } of inChief) {
      const link = data.find((made) => made.applicationId === id);
      expect(link).toMatchObject({ reference, emailed: true, line: null });
      const mail = await mailContaining(cli.server, approver().email, reference);
      expect(mail.links).toContain(link?.url);
    }
    expect(data.map((made) => made.applicationId)).not.toContain(inEvaluation.id);
    expect(await linksOf(nth(0).id)).toHaveLength(2);
  });
});
