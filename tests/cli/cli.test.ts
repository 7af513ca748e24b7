// The `ictm` executable as an operator runs it: a real process against the real server, its session in a
// config folder of its own. Exit codes are part of the contract: 0 success, 1 refused, 2 wrong usage.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEventLines } from "@ictm/core";
import { startCliServer, type CliServer } from "./cli-server.ts";

const DEMO_TALENT = { email: "talent@demo.ictm.bn", password: "Demo!2345", name: "Nur Aisyah Rahman" };

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer({ demo: true });
});
afterAll(async () => cli?.close());

const ictm = (args: string[], env?: Record<string, string>) => cli.ictm(args, env);

describe("ictm login, whoami, logout", () => {
  it("says who is signed in only after login", async () => {
    const before = await ictm(["whoami"]);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain("You are not signed in");
  });

  it("refuses a wrong password with the catalogue's text and exit code 1", async () => {
    const wrong = await ictm(["login", "--email", DEMO_TALENT.email, "--password", "not-the-password"]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Login details incorrect. Please try again.");
  });

  it("signs in with the password from the environment and keeps the session in a private file", async () => {
    const login = await ictm(["login", "--email", DEMO_TALENT.email], { ICTM_PASSWORD: DEMO_TALENT.password });
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Signed in as ${DEMO_TALENT.name}`);
    const file = join(cli.configDir, "sessions.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, "utf8")).not.toContain(DEMO_TALENT.password);
  });

  it("answers whoami as JSON for scripts", async () => {
    const whoami = await ictm(["whoami", "--json"]);
    expect(whoami.code).toBe(0);
    const body: unknown = JSON.parse(whoami.stdout);
    expect(body).toMatchObject({ data: { email: DEMO_TALENT.email, name: DEMO_TALENT.name, accountType: "Talent" } });
  });

  it("prints the client event log as JSON lines with --events, and every line decodes back into an event", async () => {
    const whoami = await ictm(["whoami", "--events"]);
    expect(whoami.code).toBe(0);
    const lines = decodeEventLines(whoami.stderr);
    expect(lines.map(({ channel, event }) => [channel, event.type])).toEqual(
      expect.arrayContaining([
        ["domain", "v1.SessionRestored"],
        ["activity", "v1.QueryStarted"],
        ["domain", "v1.TalentProfileLoaded"],
      ]),
    );
    const loaded = lines.find(({ event }) => event.type === "v1.TalentProfileLoaded")?.event;
    expect(loaded?.type === "v1.TalentProfileLoaded" ? loaded.payload.profile.email : null).toBe(DEMO_TALENT.email);
  });

  it("logs out, revoking the token on the server", async () => {
    const token = await cli.savedToken();
    const logout = await ictm(["logout"]);
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain("Signed out.");
    const profile = await fetch(`${cli.server.url}/api/v1/talents/profiles`, { headers: { "x-member-authorization": token } });
    expect(profile.status).toBe(401);
    const after = await ictm(["whoami"]);
    expect(after.code).toBe(1);
    const again = await ictm(["logout"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("You were not signed in.");
  });
});

describe("ictm usage", () => {
  it("exits 2 on wrong usage and says what is wrong", async () => {
    const unknown = await ictm(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr + unknown.stdout).toContain("frobnicate");
    const missing = await ictm(["login"], { ICTM_PASSWORD: "x" });
    expect(missing.code).toBe(2);
    expect(missing.stderr + missing.stdout).toContain("email");
  });

  it("has --help on every command", async () => {
    for (const command of [[], ["login"], ["whoami"], ["logout"]]) {
      const help = await ictm([...command, "--help"]);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain("USAGE");
    }
  });
});
