// The outbox folder transport: a message with an identity (an outbox row's) is one file however often it is sent,
// named in committing order and carrying its Message-ID, so a sending repeated after a crash never shows twice;
// messages without one are each a file of their own.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, type Mail } from "./mailer.ts";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "ictm-outbox-"));
});
afterEach(async () => rm(folder, { recursive: true, force: true }));

const mail: Mail = { to: "ann@example.bn", subject: "Activate your account", text: "Hello", html: "<p>Hello</p>" };
const mailer = () => createMailer({ from: "ICT Manpower Portal <no-reply@ictm.gov.bn>", smtpUrl: null, outbox: folder });

describe("the outbox folder", () => {
  it("keeps one file for a message sent twice under the same identity, with its Message-ID", async () => {
    const sender = mailer();
    const identity = { id: 42, committedAt: new Date("2026-11-27T04:00:00.123Z") };
    await sender.send({ ...mail, identity });
    await sender.send({ ...mail, identity });
    await sender.send({ ...mail, subject: "Another", identity: { id: 43, committedAt: new Date("2026-11-27T04:00:01Z") } });
    const files = (await readdir(folder)).sort();
    expect(files).toEqual(["20261127T040000123Z-42-ann-example-bn-activate-your-account.eml", "20261127T040001000Z-43-ann-example-bn-another.eml"]);
    const first = await readFile(join(folder, files[0] ?? ""), "utf8");
    expect(first).toMatch(/^Message-ID: <outbox-42\.1795752000123@ictm\.gov\.bn>$/m);
    sender.close();
  });

  it("writes a file for each sending of a message without an identity", async () => {
    const sender = mailer();
    await sender.send(mail);
    await sender.send(mail);
    expect((await readdir(folder)).filter((file) => file.endsWith(".eml"))).toHaveLength(2);
    sender.close();
  });
});
