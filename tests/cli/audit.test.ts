// Staff checking the event log from a terminal: `ictm audit verify` answers 0 on an intact log and 1, naming the
// stream and version, once a stored event was changed behind the server's back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpActiveTalent } from "../support/api.ts";
import { tamperWithEvent } from "../support/tamper.ts";
import { startCliServer, type CliServer } from "./cli-server.ts";

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer({ demo: true });
});
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

interface Report {
  streams: number;
  events: number;
  broken: Array<{ stream: string; version: number; reason: string }>;
}

describe("ictm audit verify", () => {
  it("needs a back-office session", async () => {
    const refused = await ictm(["audit", "verify"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("ictm login --as staff");
  });

  let talentStream = "";
  it("passes an intact log", async () => {
    talentStream = `member-${(await signUpActiveTalent(cli.server)).key}`;
    const login = await ictm(["login", "--as", "staff", "--email", "officer@demo.ictm.bn"], { ICTM_PASSWORD: "Demo!2345" });
    expect(login.code).toBe(0);
    const intact = await ictm(["audit", "verify"]);
    expect(intact.stderr).toBe("");
    expect(intact.code).toBe(0);
    expect(intact.stdout).toContain("The event log is intact");
  });

  it("names the event changed behind the server's back, exiting 1", async () => {
    await tamperWithEvent(cli.server, talentStream, 1, { email: "someone.else@example.bn", name: "Someone Else", accountType: "Talent" });
    const broken = await ictm(["audit", "verify", "--json"]);
    expect(broken.code).toBe(1);
    const { data }: { data: Report } = JSON.parse(broken.stdout);
    expect(data.broken).toEqual([{ stream: talentStream, version: 1, reason: "its content does not match its hash" }]);
    expect(data.events).toBeGreaterThan(2);

    const human = await ictm(["audit", "verify"]);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain(`${talentStream} version 1: its content does not match its hash`);
  });
});
