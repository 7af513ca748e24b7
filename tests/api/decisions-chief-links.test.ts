// Chief-evaluator links over real HTTP on the demo server, on a clock the test moves: the final approvers are the
// chief evaluators; officers (and evaluators) make a link in chief evaluation, optionally mailed; the token is shown
// once, stored only as its sha256, and opens the application's invitation, form record and evaluation form without a
// staff sign-in; the answer closes the link (a second is 410 chief-link-used); expired, revoked, tampered and another
// application's tokens are refused with their 410 kinds and never show anything.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHIEF_LINK_MS, DEFAULT_WORKFLOW_ID, MESSAGES, permitStream, problemType, type ProblemKind } from "@ictm/core/domain";
import { chiefLinkProjector } from "@ictm/server/decisions/chief-projector.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { staffClient } from "../support/api.ts";
import { demoStaffOf, signInStaffAs } from "../support/board.ts";
import { backofficeCall, bearer, cardIn, mailContaining } from "../support/board-calls.ts";
import { minutes } from "../support/clock.ts";
import { chief, currentStepOf, dataOf, evaluationsOf, makeLink, startDecisionServer, tokenOf } from "../support/decisions-evaluations.ts";

let on: Awaited<ReturnType<typeof startDecisionServer>>;
beforeAll(async () => {
  on = await startDecisionServer();
}, 120_000);
afterAll(async () => on?.server.close());

const workflowId = DEFAULT_WORKFLOW_ID;
const closed = (kind: ProblemKind) => ({ status: 410, body: { type: problemType(kind) } });
const refused = { status: 403, type: problemType("decision-not-allowed"), messages: [MESSAGES.decisionNotAllowed] };
const answer = { evaluationStatusKey: "recommended-with-conditions", comment: "Approve for two years only." };
const linksOf = async (id: string) => (await on.api("officer").GET("/expat-permits/applications/{id}/chief-evaluation-links", { params: { path: { id } } })).data?.data ?? [];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("chief evaluators", () => {
  it("are the final approvers, for a known workflow step", async () => {
    const { workflowStepId } = await currentStepOf(on, await cardIn(on, "chief-evaluation"));
    const listed = await on.api("officer").GET("/expat-permits/applications/chief-evaluation-form/final-approvers", { params: { query: { workflowStepId } } });
    const approver = demoStaffOf("final-approver");
    expect(listed.data?.data).toEqual([{ key: on.staff("final-approver").key, name: approver.name, email: approver.email }]);
    const unknown = await on.api("officer").GET("/expat-permits/applications/chief-evaluation-form/final-approvers", { params: { query: { workflowStepId: "00000000-0000-4000-8000-000000000000" } } });
    expect(unknown.response.status).toBe(404);
  });
});

describe("a chief-evaluator link", () => {
  it("is made and mailed, opens the application without a sign-in and is used once", async () => {
    const id = await cardIn(on, "chief-evaluation");
    const { reference } = await currentStepOf(on, id);
    const made = await makeLink(on, "officer", id, { isSendEmail: true });
    expect(made.response.status).toBe(201);
    const link = made.data?.data;
    const approver = demoStaffOf("final-approver");
    expect(link).toMatchObject({ state: "open", emailed: true, route: "chief-evaluation-form", workflowStepName: "Chief evaluation", chief: { key: on.staff("final-approver").key, name: approver.name, email: approver.email }, createdBy: { kind: "staff", name: demoStaffOf("officer").name } });
    expect(Date.parse(link?.expiresAt ?? "") - Date.parse(link?.createdAt ?? "")).toBe(CHIEF_LINK_MS);
    expect(link?.url.startsWith(`${on.server.url}/backoffice/workflows/${workflowId}/applications/${id}/chief-evaluation-form?token=`)).toBe(true);
    const mail = await mailContaining(on.server, approver.email, reference);
    expect(mail.subject).toBe(`Your evaluation is requested: ${reference}`);
    expect(mail.links).toContain(link?.url);
    const token = tokenOf(mail.links.find((candidate) => candidate.includes("token=")) ?? "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify((await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.payload));
    expect(stored).not.toContain(token);
    expect(stored).toContain(sha256(token));
    expect(JSON.stringify(await linksOf(id))).not.toContain(token);

    const invitation = await chief.invitation(on, id, token);
    expect(invitation.status).toBe(200);
    expect(dataOf(invitation)).toMatchObject({ applicationId: id, workflowId, reference, stepName: "Chief evaluation", chief: { key: on.staff("final-approver").key, name: approver.name }, permitType: { key: "pvv" }, expiresAt: link?.expiresAt });
    expect(dataOf(invitation)["evaluationStatuses"]).toHaveLength(4);
    const record = await chief.formRecord(on, "pvv", id, token);
    expect(record.status).toBe(200);
    expect(dataOf(record)).toMatchObject({ form: { permitType: "pvv" }, application: { id, reference } });
    expect((await chief.formRecord(on, "sawp", id, token)).status).toBe(404);
    // The files open at the link's own address, without a staff session; no other file does.
    const files = Array.from(Object(dataOf(record)["files"])) as Array<{ media: { mediaType: string }; fileUpload: { id: string; mediaUrl: string } }>;
    const pdf = files.find((candidate) => candidate.media.mediaType === "application/pdf");
    const fileUrl = pdf?.fileUpload.mediaUrl ?? "";
    expect(files.map((candidate) => candidate.fileUpload.mediaUrl)).toEqual(files.map((candidate) => `/backoffice/api/v1/expat-permits/applications/${id}/digital-evaluations/files/${candidate.fileUpload.id}?token=${token}`));
    const file = await fetch(`${on.server.url}${fileUrl}`);
    expect([file.status, file.headers.get("content-type"), (await file.text()).slice(0, 5)]).toEqual([200, "application/pdf", "%PDF-"]);
    expect((await fetch(`${on.server.url}${fileUrl.replace(pdf?.fileUpload.id ?? "", "AAAAAAAAAAAAAAAAAAAAAA")}`)).status).toBe(404);

    expect(await chief.answer(on, id, token, { evaluationStatusKey: "excellent", comment: "x" })).toMatchObject({ status: 400 });
    const answered = await chief.answer(on, id, token, { ...answer, comment: `  ${answer.comment}  ` });
    expect(answered.status).toBe(200);
    expect(dataOf(answered)).toMatchObject({ byChiefEvaluator: true, comment: answer.comment, evaluationStatus: { key: answer.evaluationStatusKey }, evaluator: { kind: "staff", name: approver.name }, workflowStepKey: "chief-evaluation", isMine: false });
    expect(await chief.answer(on, id, token, answer)).toMatchObject(closed("chief-link-used"));
    expect(await chief.invitation(on, id, token)).toMatchObject({ ...closed("chief-link-used"), body: { messages: [MESSAGES.chiefLinkUsed] } });
    expect(await chief.formRecord(on, "pvv", id, token)).toMatchObject(closed("chief-link-used"));
    expect((await fetch(`${on.server.url}${fileUrl}`)).status).toBe(410);
    expect((await linksOf(id)).map((listed) => listed.state)).toEqual(["used"]);
    expect((await evaluationsOf(on, "evaluator", workflowId, id)).filter((evaluation) => evaluation.byChiefEvaluator)).toHaveLength(1);
    expect(await on.api("officer").DELETE("/expat-permits/applications/{id}/chief-evaluation-links/{linkId}", { params: { path: { id, linkId: link?.id ?? "" } } })).toMatchObject({ error: { status: 410, type: problemType("chief-link-used") } });
  });

  it("expires after 14 days", async () => {
    const id = await cardIn(on, "chief-evaluation");
    const made = await makeLink(on, "evaluator", id, { routeParameter: "internal-chief-evaluation-form" });
    expect(made.data?.data).toMatchObject({ emailed: false, route: "internal-chief-evaluation-form" });
    const token = tokenOf(made.data?.data.url ?? "");
    on.clock.advance(CHIEF_LINK_MS - minutes(1));
    try {
      expect((await chief.invitation(on, id, token)).status).toBe(200);
      on.clock.advance(minutes(1));
      expect(await chief.invitation(on, id, token)).toMatchObject(closed("chief-link-expired"));
      expect(await chief.answer(on, id, token, answer)).toMatchObject(closed("chief-link-expired"));
      expect(await chief.formRecord(on, "pvv", id, token)).toMatchObject(closed("chief-link-expired"));
      // Staff sessions last 12 hours: sign in again on the moved clock. Revoking an expired link answers it unchanged.
      const officer = staffClient(on.server, (await signInStaffAs(on.server, "officer")).token);
      const revoked = await officer.DELETE("/expat-permits/applications/{id}/chief-evaluation-links/{linkId}", { params: { path: { id, linkId: made.data?.data.id ?? "" } } });
      expect(revoked.data?.data).toMatchObject({ state: "expired" });
    } finally {
      on.clock.advance(-CHIEF_LINK_MS);
    }
    expect((await readStream(on.server.portal.db.orm, permitStream(id))).some((fact) => fact.type === "v1.ChiefEvaluationRecorded" || fact.type === "v1.ChiefLinkRevoked")).toBe(false);
  });

  it("is revoked by staff who act in the step, and then refused", async () => {
    const id = await cardIn(on, "chief-evaluation");
    const made = await makeLink(on, "officer", id);
    const linkId = made.data?.data.id ?? "";
    const token = tokenOf(made.data?.data.url ?? "");
    const revoke = (role: "officer" | "final-approver", target = linkId) => on.api(role).DELETE("/expat-permits/applications/{id}/chief-evaluation-links/{linkId}", { params: { path: { id, linkId: target } } });
    expect((await revoke("final-approver")).error).toMatchObject(refused);
    expect((await revoke("officer")).data?.data).toMatchObject({ id: linkId, state: "revoked" });
    expect((await revoke("officer")).data?.data).toMatchObject({ id: linkId, state: "revoked" });
    expect((await revoke("officer", "00000000-0000-4000-8000-000000000000")).error).toMatchObject({ status: 410, type: problemType("chief-link-invalid") });
    expect(await chief.invitation(on, id, token)).toMatchObject({ ...closed("chief-link-revoked"), body: { messages: [MESSAGES.chiefLinkRevoked] } });
    expect(await chief.answer(on, id, token, answer)).toMatchObject(closed("chief-link-revoked"));
    expect((await readStream(on.server.portal.db.orm, permitStream(id))).filter((fact) => fact.type === "v1.ChiefLinkRevoked")).toHaveLength(1);
  });

  it("is made only in a step that allows it, for its current step and a chief evaluator", async () => {
    const inEvaluation = await cardIn(on, "evaluation");
    expect((await makeLink(on, "evaluator", inEvaluation)).error).toMatchObject(refused);
    const id = await cardIn(on, "chief-evaluation");
    expect((await makeLink(on, "final-approver", id)).error).toMatchObject(refused);
    expect((await makeLink(on, "officer", id, { workflowStepId: (await currentStepOf(on, inEvaluation)).workflowStepId })).error).toMatchObject(refused);
    expect((await makeLink(on, "officer", id, { userId: on.staff("officer").key })).response.status).toBe(404);
    expect((await backofficeCall(on.server, "POST", `/expat-permits/applications/chief-evaluation-form/generate-link?applicationId=${id}&workflowStepId=${inEvaluation}&userId=${id}`)).status).toBe(401);
    expect(await linksOf(id)).toEqual([]);
    const hidden = await cardIn(on, "submitted");
    expect((await on.api("evaluator").GET("/expat-permits/applications/{id}/chief-evaluation-links", { params: { path: { id: hidden } } })).response.status).toBe(404);
  });
});

describe("a token", () => {
  it("that was tampered with, or is another application's, opens nothing", async () => {
    const a = await cardIn(on, "chief-evaluation");
    const b = await cardIn(on, "chief-evaluation");
    const token = tokenOf((await makeLink(on, "officer", a)).data?.data.url ?? "");
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await chief.invitation(on, a, tampered)).toMatchObject({ ...closed("chief-link-invalid"), body: { messages: [MESSAGES.chiefLinkInvalid] } });
    expect(await chief.answer(on, a, tampered, answer)).toMatchObject(closed("chief-link-invalid"));
    expect((await chief.invitation(on, a, "short")).status).toBe(400);
    expect(await chief.invitation(on, b, token)).toMatchObject(closed("chief-link-invalid"));
    expect(await chief.formRecord(on, "pvv", b, token)).toMatchObject(closed("chief-link-invalid"));
    expect(await chief.answer(on, b, token, answer)).toMatchObject(closed("chief-link-invalid"));
    expect((await readStream(on.server.portal.db.orm, permitStream(b))).some((fact) => fact.type === "v1.ChiefEvaluationRecorded")).toBe(false);
    expect((await chief.invitation(on, a, token)).status).toBe(200);
  });

  it("is what counts on the token calls: a staff session neither replaces nor changes it", async () => {
    const id = await cardIn(on, "chief-evaluation");
    const token = tokenOf((await makeLink(on, "officer", id)).data?.data.url ?? "");
    const staff = bearer(on.staff("administrator").token);
    expect((await backofficeCall(on.server, "GET", `/expat-permits/applications/${id}/digital-evaluations`, { headers: staff })).status).toBe(400);
    expect(await chief.invitation(on, id, "A".repeat(43), staff)).toMatchObject(closed("chief-link-invalid"));
    expect((await chief.invitation(on, id, token, staff)).status).toBe(200);
    expect((await chief.invitation(on, id, token, bearer("not-a-session"))).status).toBe(200);
  });

  it("still finds its link once the links' projection is rebuilt from the facts", async () => {
    const id = await cardIn(on, "chief-evaluation");
    const token = tokenOf((await makeLink(on, "officer", id)).data?.data.url ?? "");
    const report = await rebuildProjections(on.server.portal.db.orm, [chiefLinkProjector]);
    expect(report.tables).toEqual(["chief_evaluation_links"]);
    expect((await chief.invitation(on, id, token)).status).toBe(200);
  });
});
