// The chief evaluator's page through a real core and a scripted server: the link's token travels as `?token=` with
// no staff session; a malformed token is refused without a call; a closed link (used, revoked, expired, another
// application's) shows why instead of the form, without a toast; an answer is recorded once.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { staffFormRecordOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aToken, anEvaluation, anInvitation } from "../test-support/decision-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { makeTestCore, problem, problemOf } from "../test-support/test-core.ts";
import { loadChiefFormRecord } from "./load-chief-form-record.ts";
import { loadChiefInvitation } from "./load-chief-invitation.ts";
import { recordChiefEvaluation } from "./record-chief-evaluation.ts";

const id = uuidOf(1);
const invitationPath = `/expat-permits/applications/${id}/digital-evaluations`;
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);

describe("the chief evaluation page", () => {
  it("reads the invitation and the form with the token alone, then records the answer once", async () => {
    const answer = anEvaluation(uuidOf(1, "d"), uuidOf(1, "c"), "Agreed", { byChiefEvaluator: true, isMine: false });
    const test = makeTestCore({
      script: [
        { method: "GET", path: invitationPath, status: 200, body: { data: anInvitation(id) } },
        { method: "GET", path: `/expat-permits/pvv/applications/${id}/forms/records/digital-evaluations`, status: 200, body: { data: staffFormRecordOf(id) } },
        { method: "PUT", path: invitationPath, status: 200, body: { data: answer } },
      ],
    });
    expect(await test.core.run(loadChiefInvitation({ applicationId: id, token: aToken }))).toEqual({ ok: true, value: anInvitation(id) });
    await test.core.run(loadChiefFormRecord({ permitType: "pvv", applicationId: id, token: aToken }));
    const blank = await test.core.run(recordChiefEvaluation({ applicationId: id, token: aToken, evaluationStatusKey: "recommended", comment: " " }));
    expect(blank.ok ? null : blank.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { comment: "Comment is required" } });
    expect(await test.core.run(recordChiefEvaluation({ applicationId: id, token: aToken, evaluationStatusKey: "recommended", comment: " Agreed " }))).toEqual({ ok: true, value: answer });

    expect(test.http.requests.map((request) => new URL(request.url).searchParams.get("token"))).toEqual([aToken, aToken, aToken]);
    expect(test.http.requests.every((request) => request.headers["authorization"] === undefined)).toBe(true);
    expect(JSON.parse(test.http.requests[2]?.body ?? "null")).toEqual({ evaluationStatusKey: "recommended", comment: "Agreed" });
    expect(test.core.stores.chiefInvitation.value).toMatchObject({ status: "loaded", invitation: anInvitation(id), closed: null, recorded: answer });
    expect(test.core.stores.chiefFormRecord.value.record).toEqual(staffFormRecordOf(id));
    expect(toastsOf(test)).toEqual([["danger", "Comment is required"], ["info", MESSAGES.responseRecorded]]);
  });

  it("a malformed token is an invalid link, shown at once without a call", async () => {
    const test = makeTestCore();
    const result = await test.core.run(loadChiefInvitation({ applicationId: id, token: `${aToken.slice(0, 40)}!!!` }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ChiefLinkClosed", kind: "chief-link-invalid", message: MESSAGES.chiefLinkInvalid });
    expect(test.http.requests).toEqual([]);
    expect(test.core.stores.chiefInvitation.value.closed).toEqual({ kind: "chief-link-invalid", message: MESSAGES.chiefLinkInvalid });
    expect(toastsOf(test)).toEqual([]);
  });

  it("a used link shows why instead of the form, without a toast; the answer cannot be sent again", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: invitationPath, status: 410, body: problemOf("chief-link-used", MESSAGES.chiefLinkUsed) },
        { method: "PUT", path: invitationPath, status: 410, body: problemOf("chief-link-expired", MESSAGES.chiefLinkExpired) },
      ],
    });
    const opened = await test.core.run(loadChiefInvitation({ applicationId: id, token: aToken }));
    expect(opened.ok ? null : opened.error).toMatchObject({ _tag: "ChiefLinkClosed", kind: "chief-link-used", silent: true });
    expect(test.core.stores.chiefInvitation.value).toMatchObject({ invitation: null, closed: { kind: "chief-link-used", message: MESSAGES.chiefLinkUsed } });
    const sent = await test.core.run(recordChiefEvaluation({ applicationId: id, token: aToken, evaluationStatusKey: "recommended", comment: "Late" }));
    expect(sent.ok ? null : sent.error).toMatchObject({ _tag: "ChiefLinkClosed", kind: "chief-link-expired", message: MESSAGES.chiefLinkExpired });
    expect(test.core.stores.chiefInvitation.value.closed?.kind).toBe("chief-link-expired");
    expect(toastsOf(test)).toEqual([]);
  });

  it("a refusal on a token call never signs the staff member in the same browser out", async () => {
    const test = makeTestCore({
      staff: { token: "staff-tok", staff: aStaff },
      script: [{ method: "GET", path: invitationPath, status: 401, body: problem(401) }],
    });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(loadChiefInvitation({ applicationId: id, token: aToken }));
    expect(result.ok ? null : result.error?._tag).not.toBe("SessionExpired");
    expect(test.core.stores.staffSession.value.status).toBe("loggedIn");
    expect(test.types()).not.toContain("v1.StaffSessionExpired");
  });
});
