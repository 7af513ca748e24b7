// QA's headless workflow scenarios, against the real server in-process (demo data) and the real `ictm` process:
// every shipped scenario in tests/scenarios passes, and a broken one (a refused move expected to succeed) fails with
// exit code 1, a report naming the step, the expectation and what happened, and a JUnit file with the failure.
// Every run reads the server's outbox folder (`--mail-folder`), where a new Business's activation mail arrives.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCliServer, type CliServer } from "./cli-server.ts";

const scenarios = new URL("../scenarios/", import.meta.url).pathname;

let cli: CliServer;
let temp: string;

beforeAll(async () => {
  cli = await startCliServer({ demo: true });
  temp = await mkdtemp(join(tmpdir(), "ictm-scenario-"));
}, 600_000);
afterAll(async () => {
  await cli?.close();
  if (temp !== undefined) await rm(temp, { recursive: true, force: true });
});

const shipped = (await readdir(scenarios)).filter((file) => file.endsWith(".yaml")).sort();

/** `ictm scenario run` with these arguments, reading this server's mail. */
const runScenarios = (args: string[]) => cli.ictm(["scenario", "run", ...args, "--mail-folder", cli.server.outbox.folder]);

describe("ictm scenario run", () => {
  it("ships a journey for each permit type, the refused move, the edit control round trip and a chief evaluation", () => {
    expect(shipped).toEqual(
      expect.arrayContaining(["pvv-journey.yaml", "sawp-journey.yaml", "lpa-journey.yaml", "refused-move.yaml", "edit-control.yaml", "chief-evaluation.yaml"]),
    );
  });

  it.each(shipped)("passes %s against the test server, with a JUnit file", async (file) => {
    const junit = join(temp, `${file}.xml`);
    const run = await runScenarios([join(scenarios, file), "--junit", junit]);
    expect(run.stderr).toBe("");
    expect(run.stdout).not.toContain("✗");
    expect(run.stdout).toMatch(/1 of 1 scenario\(s\) passed; steps: \d+ passed, 0 failed, 0 skipped\./);
    expect(run.code).toBe(0);
    const xml = await readFile(junit, "utf8");
    expect(xml).toContain("<testsuite");
    expect(xml).not.toContain("<failure");
  }, 60_000);

  it("runs a scenario again with new data (its own run id)", async () => {
    const again = await runScenarios([join(scenarios, "refused-move.yaml")]);
    expect(again.code).toBe(0);
  }, 60_000);

  it("signs a new Business up from its mail, and a chief evaluator answers by link once", async () => {
    const run = await runScenarios([join(scenarios, "chief-evaluation.yaml")]);
    expect(run.stdout).toContain("✓ A new Business signs up");
    expect(run.stdout).toContain("✓ It activates its account from the mail");
    expect(run.stdout).toContain("✓ The evaluator sends the chief evaluator a link by mail");
    expect(run.stdout).toContain("✓ The chief evaluator recommends it through the link");
    expect(run.stdout).toContain("✓ A second answer through the same link is refused");
    expect(run.stdout).toMatch(/1 of 1 scenario\(s\) passed; steps: \d+ passed, 0 failed, 0 skipped\./);
    expect(run.code).toBe(0);
    const toChief = (await cli.server.outbox.all()).filter((mail) => mail.to === "approver@demo.ictm.bn");
    expect(toChief.flatMap((mail) => mail.links).some((link) => link.includes("chief-evaluation-form?token="))).toBe(true);
  }, 60_000);

  it("fails a broken scenario with exit code 1, a clear report and a JUnit failure", async () => {
    const source = await readFile(join(scenarios, "refused-move.yaml"), "utf8");
    const broken = source.replace(/expect:\n\s+refused:\n\s+tag: CardMoveRefused\n\s+message: .*\n/, "expect: ok\n");
    expect(broken).not.toBe(source);
    await cp(join(scenarios, "files"), join(temp, "files"), { recursive: true });
    const file = join(temp, "broken.yaml");
    await writeFile(file, broken);
    const junit = join(temp, "broken.xml");
    const run = await runScenarios([file, "--junit", junit]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("✓ The officer moves it from Submitted to Screening");
    expect(run.stdout).toContain("✗ The evaluator may not move it on to Evaluation");
    expect(run.stdout).toContain(
      'FAILED A refused move › The evaluator may not move it on to Evaluation: expected ok, but refused CardMoveRefused: "You are not allowed to move this application."',
    );
    expect(run.stdout).toContain("0 of 1 scenario(s) passed");
    const xml = await readFile(junit, "utf8");
    expect(xml).toContain('<failure message="expected ok, but refused CardMoveRefused');
    expect(xml).toContain('name="The evaluator may not move it on to Evaluation"');
  }, 60_000);

  it("refuses a file that is no scenario with exit code 2", async () => {
    const file = join(temp, "not-a-scenario.yaml");
    await writeFile(file, "name: Nothing\nsteps: []\n");
    const run = await runScenarios([file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("is no scenario");
  });
});
