// Operators at a terminal, against the real server in-process and the real `ictm` process: staff list, show and move
// applications (a refused move says the board's words, exit 1), read the board as text, archive approved
// applications in bulk (a dry run changes nothing; without a terminal --yes is needed, exit 2; progress lines when
// not a terminal; a batch record that `unarchive --batch` undoes; one application that is not approved is reported
// and the rest archived, exit 1), and an administrator tails the event log (the last events in one read of its end),
// seeing a card move as it happens.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEventLines } from "@ictm/core";
import { DEFAULT_WORKFLOW_ID, MESSAGES, STAFF_ROLES, permitStream, type StaffRole } from "@ictm/core/domain";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { staffClient } from "../support/api.ts";
import { demoStaffOf, signInStaffAs, type BoardServer } from "../support/board.ts";
import { cardIn, move, versionOf } from "../support/board-calls.ts";
import { signInBusiness } from "../support/business.ts";
import { approvedApplication, listingOf } from "../support/listings.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

/** The words every bulk test selects by: only this file's approved applications carry them. */
const BUSINESS = "Bulk Archive Trading";

let cli: CliServer;
let on: BoardServer;
const approved: Array<{ id: string; reference: string }> = [];
/** An application in Screening: not approved, so it cannot be archived. */
let inProgress: { id: string; reference: string };

beforeAll(async () => {
  cli = await startCliServer({ demo: true });
  const business = demoAccounts.find((account) => account.accountType === "Business");
  const businessToken = await signInBusiness(cli.server, business?.email ?? "", business?.password);
  const tokens = new Map<StaffRole, { token: string; key: string }>();
  for (const role of STAFF_ROLES) tokens.set(role, await signInStaffAs(cli.server, role));
  const staff = (role: StaffRole) => tokens.get(role) ?? { token: "", key: "" };
  on = { server: cli.server, business: businessToken, staff, api: (role) => staffClient(cli.server, staff(role).token) };
  for (const seed of [31, 32, 33]) approved.push(await approvedApplication(on, { seed, businessName: `${BUSINESS} ${seed}` }));
  const id = await cardIn(on, "screening");
  inProgress = { id, reference: await referenceOf(id) };
  await signIn("officer");
}, 600_000);
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

async function referenceOf(id: string): Promise<string> {
  const answer = await on.api("officer").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}", {
    params: { path: { workflowId: DEFAULT_WORKFLOW_ID, id } },
  });
  return answer.data?.data.applicationRecord.application.reference ?? "";
}

async function signIn(role: StaffRole): Promise<void> {
  const { email, password } = demoStaffOf(role);
  const login = await ictm(["login", "--as", "staff", "--email", email], { ICTM_PASSWORD: password });
  expect(login.code).toBe(0);
}

const approvedIds = async () => (await listingOf(on, "officer", "approved", { searchTerms: BUSINESS })).items.map((item) => item.id).sort();
const archivedIds = async () => (await listingOf(on, "officer", "archived", { searchTerms: BUSINESS })).items.map((item) => item.id).sort();
const all = () => approved.map((application) => application.id).sort();

describe("ictm applications list, show, move and ictm board show", () => {
  it("lists the board's cards of a step and a page of the approved listing", async () => {
    const screening = await ictm(["applications", "list", "--step", "screening"]);
    expect(screening.code).toBe(0);
    expect(screening.stdout).toContain(inProgress.reference);
    const listed = await ictm(["applications", "list", "--approved", "--search", BUSINESS, "--json"]);
    expect(listed.code).toBe(0);
    const { data }: { data: { count: number; items: Array<{ id: string }> } } = JSON.parse(listed.stdout);
    expect(data.items.map((item) => item.id).sort()).toEqual(all());
    const both = await ictm(["applications", "list", "--approved", "--archived"]);
    expect(both.code).toBe(2);
  });

  it("exports every matching row of a listing as the server's CSV, to stdout or a file", async () => {
    const printed = await ictm(["applications", "list", "--approved", "--search", BUSINESS, "--csv"]);
    expect(printed.stderr).toBe("");
    expect(printed.code).toBe(0);
    const lines = printed.stdout.trim().split(/\r?\n/);
    expect(lines[0]?.replace(/^\uFEFF/, "").split(",")[0]).toBe("Reference");
    expect(lines.slice(1).map((line) => line.split(",")[0]).sort()).toEqual(approved.map((application) => application.reference).sort());
    const file = join(cli.configDir, "approved.csv");
    const written = await ictm(["applications", "list", "--approved", "--search", `${BUSINESS} 32`, "--csv", "--out", file]);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(new RegExp(`Wrote ${file} \\(approved-applications-\\d{4}-\\d\\d-\\d\\d\\.csv\\)`));
    const rows = (await readFile(file, "utf8")).trim().split(/\r?\n/);
    expect(rows.slice(1).map((line) => line.split(",")[0])).toEqual([approved[1]?.reference]);
    expect((await ictm(["applications", "list", "--csv"])).code).toBe(2);
  });

  it("shows one application by its reference: step, business, persons and journey", async () => {
    const shown = await ictm(["applications", "show", approved[0]?.reference ?? ""]);
    expect(shown.stderr).toBe("");
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`${approved[0]?.reference}:`);
    expect(shown.stdout).toContain("Step: Approved");
    expect(shown.stdout).toContain(`${BUSINESS} 31`);
    expect(shown.stdout).toMatch(/Persons:\n {2}1\. .+approved/);
    expect(shown.stdout).toContain("Journey:");
    expect(shown.stdout).toMatch(/Final approval: \d{4}-\d\d-\d\d/);
  });

  it("refuses a move the board refuses, in its words, exit 1; moves to the end of a step's column", async () => {
    const refused = await ictm(["applications", "move", inProgress.reference, "chief-evaluation"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(MESSAGES.cardMoveRefused);
    const moved = await ictm(["applications", "move", inProgress.id, "evaluation"]);
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(`${inProgress.reference} is in Evaluation now`);
  });

  it("shows the board as text: each step with its count and target, its cards with their days in the step", async () => {
    const shown = await ictm(["board", "show"]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/== Evaluation \(evaluation\) == {2}· {2}\d+ cards? {2}· {2}Target 5 working days/);
    const line = shown.stdout.split("\n").find((text) => text.includes(inProgress.reference));
    expect(line).toMatch(/working days? in this step/);
    const json = JSON.parse((await ictm(["board", "show", "--json"])).stdout);
    expect(json.data.columns.map((column: { workflowStep: { key: string } }) => column.workflowStep.key)).toContain("approved");
  });
});

describe("ictm applications archive and unarchive", () => {
  let batchId = "";

  it("a dry run says how many and which (by filter or from stdin), and changes nothing", async () => {
    const dry = await ictm(["applications", "archive", "--search", BUSINESS, "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("Would archive 3 applications:");
    for (const application of approved) expect(dry.stdout).toContain(application.reference);
    expect(await approvedIds()).toEqual(all());
    const fromStdin = await cli.ictm(["applications", "archive", "--ids", "-", "--dry-run"], {}, `${approved[1]?.reference}\n# a comment\nPVV-1999-0001\n`);
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stdout).toContain(`Would archive 1 application:\n  ${approved[1]?.reference}`);
    expect(fromStdin.stdout).toContain("PVV-1999-0001: No approved application has the reference PVV-1999-0001.");
  });

  it("without a terminal, asks for --yes and exits 2, archiving nothing", async () => {
    const unconfirmed = await ictm(["applications", "archive", "--search", BUSINESS]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain("Archive 3 applications?");
    expect(unconfirmed.stderr).toContain("--yes");
    expect(await archivedIds()).toEqual([]);
  });

  it("archives with --yes, printing progress lines, and writes a batch record", async () => {
    const run = await ictm(["applications", "archive", "--search", BUSINESS, "--approved-before", "2999-01-01", "--yes", "--concurrency", "2"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("Archiving: 3/3 (100%)");
    expect(run.stdout).toContain("Archived 3 of 3 applications");
    batchId = /Undo with: ictm applications unarchive --batch (archive-\d{8}-\d{6}-[0-9a-f]{4})/.exec(run.stdout)?.[1] ?? "";
    expect(batchId).not.toBe("");
    expect(await archivedIds()).toEqual(all());
    const record = JSON.parse(await readFile(join(cli.configDir, "batches", `${batchId}.json`), "utf8"));
    expect(record).toMatchObject({ batchId, action: "archive", baseUrl: cli.server.url, undoes: null, failed: [], total: 3 });
    expect(record.succeeded.map((item: { id: string }) => item.id).sort()).toEqual(all());
    expect(record.selection).toEqual({ search: BUSINESS, approvedBefore: "2999-01-01" });
    expect((await ictm(["applications", "batches"])).stdout).toContain(batchId);
  });

  it("unarchive --batch brings the batch back, with a record of its own", async () => {
    const undo = await ictm(["applications", "unarchive", "--batch", batchId, "--yes", "--json"]);
    expect(undo.code).toBe(0);
    const { data } = JSON.parse(undo.stdout);
    expect(data).toMatchObject({ action: "unarchive", undoes: batchId, failed: [] });
    expect(await approvedIds()).toEqual(all());
    expect(await archivedIds()).toEqual([]);
  });

  it("reports an application that is not approved and archives the rest, exit 1", async () => {
    const [first, second, third] = approved;
    const file = join(cli.configDir, "ids.txt");
    await writeFile(file, `# to archive\n${first?.reference}\n\n${second?.id}  # by id\n${inProgress.id}\n${third?.reference}\n`);
    const run = await ictm(["applications", "archive", "--ids", file, "--yes"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Failed: ${inProgress.id}: ${MESSAGES.applicationNotApproved}`);
    expect(run.stdout).toContain("Archived 3 of 4 applications");
    expect(run.stdout).toContain(`1 failed:\n  ${inProgress.id}: ${MESSAGES.applicationNotApproved}`);
    expect(await archivedIds()).toEqual(all());
  });
});

describe("ictm events tail", () => {
  it("is for administrators: an officer is refused with the server's words", async () => {
    const refused = await ictm(["events", "tail"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(MESSAGES.forbidden);
  });

  it("prints an application's events as JSON lines", async () => {
    await signIn("administrator");
    const lines = await ictm(["events", "tail", "--stream", permitStream(approved[0]?.id ?? ""), "--after", "0", "--limit", "1000", "--json"]);
    expect(lines.code).toBe(0);
    const types = lines.stdout.trim().split("\n").map((line) => JSON.parse(line).type);
    expect(types).toContain("v1.ApprovedApplicationArchived");
    expect(types).toContain("v1.ApprovedApplicationUnarchived");
  });

  it("without --after prints the last --limit events, oldest first, from one read of the log's end", async () => {
    const moves: number[] = [];
    for (let after = 0; ; ) {
      const page = (await on.api("administrator").GET("/audit/events", { params: { query: { after, limit: 1000, type: ["v1.CardMoved"] } } })).data?.data;
      moves.push(...(page?.items ?? []).map((item) => item.id));
      if (page === undefined || page.items.length < 1000) break;
      after = page.last;
    }
    const run = await ictm(["events", "tail", "--type", "v1.CardMoved", "--limit", "3", "--json", "--events"]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n").map((line) => JSON.parse(line).id)).toEqual(moves.slice(-3));
    const reads = decodeEventLines(run.stderr).flatMap(({ event }) => (event.type === "v1.EventLogRead" ? [event.payload.filter] : []));
    expect(reads).toEqual([{ newest: true, limit: 3, stream: null, types: ["v1.CardMoved"] }]);
  });

  it("--follow shows a move as it happens, and Ctrl-C ends it with exit code 0", async () => {
    const tail = cli.startIctm(["events", "tail", "--follow", "--type", "v1.CardMoved"]);
    // The last moves first: once they are printed, the tail has read to the end and polls from there.
    await tail.waitForStdout((stdout) => stdout.includes("v1.CardMoved"));
    expect(tail.output().stdout).not.toContain("Moved from Evaluation to Screening");
    const moved = await move(on, "administrator", inProgress.id, "screening", await versionOf(on, inProgress.id));
    expect(moved.response.status).toBe(200);
    const seen = await tail.waitForStdout((stdout) => stdout.includes("Moved from Evaluation to Screening"));
    const line = seen.split("\n").find((text) => text.includes("Moved from Evaluation to Screening")) ?? "";
    expect(line).toContain(`${permitStream(inProgress.id)} v`);
    expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+08:00 {2}/);
    expect(line).toContain(demoStaffOf("administrator").name);
    const ended = await tail.interrupt();
    expect(ended.code).toBe(0);
  }, 60_000);
});
