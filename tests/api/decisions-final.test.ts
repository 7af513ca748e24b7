// The final approval and the final notifications over real HTTP on the demo server: the final approver saves
// remarks as a draft, sets the final approval once every expatriate is decided and one approved (dated by the
// server, shown on the card), resets it (the date goes, the remarks stay); others are refused. After it, the
// final letters go to the configured immigration address or the applicant through the outbox, as PDF attachments,
// and the notifications are listed with who sent them. A card goes on to Approved only with final approval given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permitStream, problemType, type ProblemKind } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { DEMO_BUSINESS_EMAIL, demoStaffOf, findCard, startBoardServer, type BoardServer } from "../support/board.ts";
import { boardOf, cardIn, move, panelOf, versionOf } from "../support/board-calls.ts";
import { attachmentsOf, decide, decideEveryone, finalApprovalOf, finalApprove, pdfText, resetFinal } from "../support/decisions-final.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const cardOf = async (id: string) => findCard(await boardOf(on, "administrator"), id)?.card.applicationRecord.application;
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);

describe("final approval", () => {
  it("is saved as a draft, set once every person is decided and one approved, shown on the card, and reset", async () => {
    const id = await cardIn(on, "final-approval");
    const stepId = (await panelOf(on, id)).statusStep.id;
    const start = (await finalApprovalOf(on, "final-approver", id)).data?.data;
    expect(start).toMatchObject({ statusStepId: stepId, remarks: "", finalApprovalDateTime: null, approvedBy: null, canDecide: true, canReset: false, canNotify: false });
    expect(start?.persons.decided).toBe(0);
    expect((await finalApprovalOf(on, "evaluator", id)).data?.data).toMatchObject({ canDecide: false, canReset: false, canNotify: false });

    expect((await finalApprove(on, "evaluator", id, "save", "Mine")).error).toMatchObject(refused("decision-not-allowed", 403));
    const saved = await finalApprove(on, "final-approver", id, "save", "  Subject to the usual conditions.  ");
    expect(saved.data?.data).toMatchObject({ remarks: "Subject to the usual conditions.", finalApprovalDateTime: null });
    expect(await cardOf(id)).toMatchObject({ finalApprovalRemarks: "Subject to the usual conditions.", finalApprovalDateTime: null });

    expect((await finalApprove(on, "final-approver", id, "set")).error).toMatchObject(refused("persons-undecided", 409));
    const count = await decideEveryone(on, id, () => false);
    expect((await finalApprove(on, "final-approver", id, "set")).error).toMatchObject(refused("no-person-approved", 409));
    expect((await decide(on, "final-approver", id, { personIndex: 0, isApproved: true })).response.status).toBe(200);

    const set = (await finalApprove(on, "final-approver", id, "set", "Approved for two years.")).data?.data;
    expect(set).toMatchObject({ remarks: "Approved for two years.", approvedBy: { kind: "staff", name: demoStaffOf("final-approver").name }, persons: { total: count, decided: count, approved: 1 }, canDecide: false, canReset: true, canNotify: true });
    expect(set?.finalApprovalDateTime).not.toBeNull();
    expect(await cardOf(id)).toMatchObject({ finalApprovalDateTime: set?.finalApprovalDateTime, finalApprovalRemarks: "Approved for two years." });
    expect((await finalApprove(on, "final-approver", id, "set")).error).toMatchObject(refused("final-approval-already-set", 409));
    expect((await finalApprove(on, "administrator", id, "save", "Later")).error).toMatchObject(refused("final-approval-already-set", 409));
    expect((await decide(on, "final-approver", id, { personIndex: 0, isApproved: false })).error).toMatchObject(refused("final-approval-already-set", 409));

    expect((await resetFinal(on, "officer", id)).error).toMatchObject(refused("decision-not-allowed", 403));
    const reset = (await resetFinal(on, "final-approver", id)).data?.data;
    expect(reset).toMatchObject({ finalApprovalDateTime: null, approvedBy: null, remarks: "Approved for two years.", canDecide: true, canReset: false });
    expect(await cardOf(id)).toMatchObject({ finalApprovalDateTime: null, finalApprovalRemarks: "Approved for two years." });
    expect((await resetFinal(on, "final-approver", id)).error).toMatchObject(refused("final-approval-not-set", 409));
    expect((await factTypes(id)).filter((type) => type.startsWith("v1.FinalApproval"))).toEqual(["v1.FinalApprovalDraftSaved", "v1.FinalApprovalSet", "v1.FinalApprovalReset"]);
  });

  it("is refused in a step without it, for another status step and for one that does not exist", async () => {
    const id = await cardIn(on, "person-approval");
    const earlierStep = (await panelOf(on, id)).statusStep.id;
    expect((await finalApprove(on, "final-approver", id, "save", "Too early")).error).toMatchObject(refused("decision-not-allowed", 403));
    const later = await cardIn(on, "final-approval");
    const history = (await panelOf(on, later, "administrator")).statusSteps.map((step) => step.id);
    expect((await finalApprove(on, "final-approver", later, "save", "Stale", history[0])).error).toMatchObject(refused("decision-not-allowed", 403));
    expect((await finalApprove(on, "final-approver", later, "save", "Elsewhere", earlierStep)).response.status).toBe(404);
    expect((await finalApprovalOf(on, "final-approver", "00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
  });
});

describe("the card after final approval", () => {
  it("goes on to Approved only with final approval given, and is reset only back in Final approval", async () => {
    const id = await cardIn(on, "final-approval");
    expect((await move(on, "administrator", id, "approved", await versionOf(on, id))).error).toMatchObject(refused("move-not-allowed", 403));
    await decideEveryone(on, id);
    expect((await finalApprove(on, "final-approver", id, "set")).data).toBeDefined();
    expect((await move(on, "final-approver", id, "approved", await versionOf(on, id))).error).toBeUndefined();
    // In Approved the final approval stands: to withdraw it, the card goes back to Final approval first.
    expect((await resetFinal(on, "administrator", id)).error).toMatchObject(refused("decision-not-allowed", 403));
    expect((await move(on, "administrator", id, "final-approval", await versionOf(on, id))).error).toBeUndefined();
    expect((await resetFinal(on, "final-approver", id)).data?.data.finalApprovalDateTime).toBeNull();
    expect((await move(on, "final-approver", id, "approved", await versionOf(on, id))).error).toMatchObject(refused("move-not-allowed", 403));
  });
});

describe("final notifications", () => {
  it("mail the final letters to immigration and the applicant through the outbox and are listed", async () => {
    expect((await on.api("officer").GET("/expat-permits/final-approval/notify-immigration-department/email-config")).data?.data).toEqual({ recipients: ["immigration@demo.ictm.bn"] });
    const id = await cardIn(on, "final-approval");
    const reference = (await panelOf(on, id)).applicationRecord.application.reference;
    await decideEveryone(on, id);
    const send = (role: "final-approver" | "evaluator", kind: "immigration-department" | "applicant", message?: string) =>
      on.api(role).POST("/expat-permits/{type}/applications/{id}/{kind}/email-notifications", { params: { path: { type: "pvv", id, kind } }, body: message === undefined ? {} : { message } });
    expect((await send("final-approver", "immigration-department")).error).toMatchObject(refused("final-approval-not-set", 409));
    expect((await finalApprove(on, "final-approver", id, "set")).response.status).toBe(200);
    expect((await send("evaluator", "immigration-department")).error).toMatchObject(refused("decision-not-allowed", 403));

    const sent = await send("final-approver", "immigration-department", " Please issue the passes. ");
    expect(sent.response.status).toBe(201);
    const notice = sent.data?.data;
    expect(notice).toMatchObject({ kind: "immigration-department", recipients: ["immigration@demo.ictm.bn"], message: "Please issue the passes.", by: { name: demoStaffOf("final-approver").name } });
    expect(notice?.documents).toContain(`${reference}-1-approval-letter.pdf`);
    expect(notice?.documents).toContain(`${reference}-1-appendix.pdf`);

    const mail = await on.server.outbox.waitForMail("immigration@demo.ictm.bn");
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Please issue the passes.");
    const files = await attachmentsOf(on.server.outbox.folder, mail);
    expect(files.map((file) => file.filename)).toEqual(notice?.documents);
    for (const file of files) {
      expect(file.contentType).toBe("application/pdf");
      expect((await pdfText(file.bytes)).text).toContain(reference);
    }

    const toApplicant = await send("final-approver", "applicant");
    expect(toApplicant.data?.data).toMatchObject({ kind: "applicant", recipients: [DEMO_BUSINESS_EMAIL], message: "" });
    const applicantMail = await on.server.outbox.waitForMail(DEMO_BUSINESS_EMAIL);
    expect((await attachmentsOf(on.server.outbox.folder, applicantMail)).length).toBe(notice?.documents.length);

    const listed = (await on.api("officer").GET("/expat-permits/{type}/applications/{id}/email-notifications", { params: { path: { type: "pvv", id } } })).data?.data ?? [];
    expect(listed.map((entry) => [entry.kind, entry.by.name])).toEqual([
      ["immigration-department", demoStaffOf("final-approver").name],
      ["applicant", demoStaffOf("final-approver").name],
    ]);
  });
});
