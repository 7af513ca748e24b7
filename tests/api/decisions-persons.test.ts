// Approving the expatriates of an application over real HTTP on the demo server: who may (the final approver in
// person approval and final approval; an evaluator is refused), the expatriates listed with isApproved false until
// approved, each decision kept in the approval records oldest first with approver and time, an unknown person
// or permit type not found; and the approval letters as real PDFs (the person's name and the reference in them),
// drafts watermarked and available any time the person is approved, the final ones only after final approval.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, problemType } from "@ictm/core/domain";
import { demoStaffOf, startBoardServer, type BoardServer } from "../support/board.ts";
import { boardOf, cardIn, panelOf } from "../support/board-calls.ts";
import { approvalsOf, decide, decideEveryone, download, finalApprovalOf, finalApprove, pdfText, personnelOf } from "../support/decisions-final.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

describe("expatriates' approval", () => {
  it("lists the people undecided, lets the final approver decide them and keeps every decision, oldest first", async () => {
    const id = await cardIn(on, "person-approval");
    const people = await personnelOf(on, "final-approver", id);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => !person.isApproved && !person.decided && person.decidedAt === null && person.decidedBy === null)).toBe(true);
    expect(people[0]?.nationality).not.toBe("");

    const refused = await decide(on, "final-approver", id, { personIndex: 0, isApproved: false, remarks: "  Passport expires too soon.  " });
    expect(refused.data?.data).toMatchObject({ index: 0, isApproved: false, decided: true, remarks: "Passport expires too soon.", decidedBy: { kind: "staff", name: demoStaffOf("final-approver").name } });
    const approved = await decide(on, "administrator", id, { personIndex: 0, isApproved: true });
    expect(approved.data?.data).toMatchObject({ index: 0, isApproved: true, remarks: "", decidedBy: { name: demoStaffOf("administrator").name } });

    const records = await approvalsOf(on, "officer", id);
    expect(records.map((record) => [record.expatPerson.index, record.isApproved, record.approverUser.name])).toEqual([
      [0, false, demoStaffOf("final-approver").name],
      [0, true, demoStaffOf("administrator").name],
    ]);
    expect(records[0]?.expatPerson).toMatchObject({ fullName: people[0]?.fullName, passportNumber: people[0]?.passportNumber });
    expect(Date.parse(records[0]?.approvalDateTime ?? "")).toBeLessThanOrEqual(Date.parse(records[1]?.approvalDateTime ?? ""));
    expect((await personnelOf(on, "evaluator", id))[0]).toMatchObject({ isApproved: true, decided: true });
  });

  it("refuses an evaluator, an unknown person, another permit type and a step without person approval", async () => {
    const id = await cardIn(on, "person-approval");
    expect((await decide(on, "evaluator", id, { personIndex: 0, isApproved: true })).error).toMatchObject({ status: 403, type: problemType("decision-not-allowed"), messages: [MESSAGES.decisionNotAllowed] });
    expect((await decide(on, "final-approver", id, { personIndex: 99, isApproved: true })).response.status).toBe(404);
    expect((await decide(on, "final-approver", id, { personIndex: 0, isApproved: true }, "sawp")).response.status).toBe(404);
    expect((await personnelOf(on, "final-approver", id, "lpa")).length).toBe(0);
    expect((await decide(on, "final-approver", id, { personIndex: -1, isApproved: true })).response.status).toBe(400);
    const earlier = await cardIn(on, "chief-evaluation");
    expect((await decide(on, "final-approver", earlier, { personIndex: 0, isApproved: true })).error).toMatchObject({ status: 403, type: problemType("decision-not-allowed") });
  });
});

describe("approval letters", () => {
  it("are PDFs naming the person and the reference: drafts watermarked at once, final ones after final approval", async () => {
    const id = await cardIn(on, "final-approval");
    const reference = (await panelOf(on, id)).applicationRecord.application.reference;
    const count = await decideEveryone(on, id, (index) => index === 0);
    const person = (await personnelOf(on, "final-approver", id))[0];

    const draft = await download(on, "evaluator", id, 0, "approval-letter", true);
    expect(draft.status).toBe(200);
    expect(draft.contentType).toBe("application/pdf");
    expect(draft.disposition).toBe(`attachment; filename="${reference}-1-approval-letter-draft.pdf"`);
    const draftText = (await pdfText(draft.bytes)).text;
    expect(draftText).toContain(person?.fullName);
    expect(draftText).toContain(reference);
    expect(draftText).toContain("DRAFT");
    expect(draftText).toContain("Reserved for the signed QR code");

    const appendixDraft = await download(on, "officer", id, 0, "appendix", true);
    expect(appendixDraft.disposition).toBe(`attachment; filename="${reference}-1-appendix-draft.pdf"`);
    expect((await pdfText(appendixDraft.bytes)).text).toContain(`Appendix to ${reference}`);

    const early = await download(on, "final-approver", id, 0, "approval-letter", false);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.bytes.toString("utf8"))).toMatchObject({ type: problemType("final-approval-not-set") });
    if (count > 1) expect((await download(on, "final-approver", id, 1, "approval-letter", true)).status).toBe(404);
    expect((await download(on, "final-approver", id, 99, "appendix", true)).status).toBe(404);

    expect((await finalApprove(on, "final-approver", id, "set", "Approved for two years.")).response.status).toBe(200);
    const final = await download(on, "officer", id, 0, "approval-letter", false);
    expect(final.status).toBe(200);
    expect(final.disposition).toBe(`attachment; filename="${reference}-1-approval-letter.pdf"`);
    const finalText = (await pdfText(final.bytes)).text;
    expect(finalText).toContain(person?.fullName);
    expect(finalText).toContain(reference);
    // Signed by the signatory who signed at final approval (issue 12), no longer in the final approver's name.
    expect(finalText).toContain((await finalApprovalOf(on, "officer", id)).data?.data.signatory?.name ?? "a signatory");
    expect(finalText).toContain("Approved for two years.");
    expect(finalText).not.toContain("DRAFT");
    const appendix = await download(on, "officer", id, 0, "appendix", false);
    // A table cell wraps long values onto more lines.
    expect((await pdfText(appendix.bytes)).text.replaceAll("\n", " ")).toContain(person?.passportNumber);
  });
});

describe("the demo", () => {
  it("has an application awaiting final approval with every expatriate approved, so its draft letters download", async () => {
    const column = (await boardOf(on, "final-approver")).columns.find((candidate) => candidate.workflowStep.key === "final-approval");
    const demo = column?.cards.find((card) => card.applicationRecord.permitType.key === "lpa")?.applicationRecord.application;
    if (demo === undefined) throw new Error("The demo has no lpa application awaiting final approval");
    const people = await personnelOf(on, "final-approver", demo.id, "lpa");
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => person.isApproved)).toBe(true);
    const draft = await download(on, "final-approver", demo.id, 0, "approval-letter", true, "lpa");
    expect(draft.status).toBe(200);
    expect((await pdfText(draft.bytes)).text).toContain(demo.reference);
  });
});
