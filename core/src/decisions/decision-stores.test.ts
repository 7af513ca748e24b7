// The decisions' stores as pure folds: replaying the log (compacted or not) gives the live stores; every decision
// event survives `--events`; a saved evaluation, a decided person, a revoked link and a closed chief link land where
// the panel and the chief page read them; a staff sign-out clears them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NewStoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { staffFormRecordOf, uuidOf } from "../test-support/board-fixtures.ts";
import {
  aChiefLink,
  aDecidedPerson,
  aFinalApproval,
  anEvaluation,
  anInvitation,
  anIssuedLink,
  aPerson,
  arbitraryDecisionEvent,
} from "../test-support/decision-fixtures.ts";
import { createStores, foldEvents, initialStoreValues, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { PERMIT_EVENT_TYPES } from "../permits/events.ts";
import { BOARD_EVENT_TYPES } from "../board/events.ts";
import { decisionClientEvents } from "./client-events.ts";
import { DECISION_EVENT_TYPES } from "./events.ts";

const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 21, 0, i)).toISOString();
const app = uuidOf(1);
const step = uuidOf(1, "c");
const DECISION_STORES = [
  "evaluationStatuses", "evaluations", "chiefEvaluators", "chiefLinks", "chiefInvitation", "chiefFormRecord",
  "expatPersonnel", "personApprovals", "finalApproval", "finalNotifications",
] as const;

describe("the decisions' client events", () => {
  it("never reuse the name of a fact on the server's streams", () => {
    const facts = new Set<string>([...PERMIT_EVENT_TYPES, ...BOARD_EVENT_TYPES, ...DECISION_EVENT_TYPES]);
    expect(decisionClientEvents.map((event) => event.type).filter((type) => facts.has(type))).toEqual([]);
  });

  it("every one prints as an `--events` line and reads back; replay of the log, compacted or not, equals the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitraryDecisionEvent, { maxLength: 25 }), fc.integer({ min: 2, max: 12 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));
        const replayed = createStores(log.replay$);
        const whole = fold(events);
        for (const name of DECISION_STORES) {
          expect(replayed.signals[name].value).toEqual(live.signals[name].value);
          expect(whole[name]).toEqual(live.signals[name].value);
        }
        for (const event of makeLog(events).tail()) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
      }),
      fcParameters({ numRuns: 150 }),
    );
  });
});

describe("the decisions' stores", () => {
  it("a saved evaluation replaces one's own in place and a first one joins the end", () => {
    const mine = anEvaluation(uuidOf(1, "d"), step, "First");
    const other = anEvaluation(uuidOf(2, "d"), step, "Theirs", { isMine: false });
    const state = fold([
      { type: "v1.EvaluationsLoaded", payload: { workflowId: uuidOf(1, "e"), applicationId: app, evaluations: [mine, other] } },
      { type: "v1.EvaluationSaved", payload: { applicationId: app, evaluation: { ...mine, comment: "Changed", editedAt: at(1) } } },
      { type: "v1.EvaluationSaved", payload: { applicationId: app, evaluation: anEvaluation(uuidOf(3, "d"), step, "New") } },
      { type: "v1.EvaluationSaved", payload: { applicationId: uuidOf(2), evaluation: anEvaluation(uuidOf(4, "d"), step, "Elsewhere") } },
    ]).evaluations;
    expect(state.items.map((item) => item.comment)).toEqual(["Changed", "Theirs", "New"]);
  });

  it("a generated link is listed without its token and kept whole as `issued`; revoking it shows it revoked", () => {
    const issued = anIssuedLink(uuidOf(1, "d"), step, app, true);
    const generated = fold([
      { type: "v1.ChiefLinksLoaded", payload: { applicationId: app, links: [aChiefLink(uuidOf(2, "d"), step, { state: "expired" })] } },
      { type: "v1.ChiefLinkGenerated", payload: { applicationId: app, link: issued } },
    ]).chiefLinks;
    expect(generated.issued).toEqual(issued);
    expect(generated.items.map((item) => [item.id, "url" in item])).toEqual([[uuidOf(2, "d"), false], [uuidOf(1, "d"), false]]);
    const revoked = fold([
      { type: "v1.ChiefLinksLoaded", payload: { applicationId: app, links: [] } },
      { type: "v1.ChiefLinkGenerated", payload: { applicationId: app, link: issued } },
      { type: "v1.ChiefLinkWithdrawn", payload: { applicationId: app, link: aChiefLink(uuidOf(1, "d"), step, { state: "revoked" }) } },
    ]).chiefLinks;
    expect([revoked.issued, revoked.items.map((item) => item.state)]).toEqual([null, ["revoked"]]);
  });

  it("a decided person replaces its entry, adds its approval record and moves the final approval's tally", () => {
    const state = fold([
      { type: "v1.ExpatPersonnelLoaded", payload: { applicationId: app, persons: [aPerson(0), aPerson(1)] } },
      { type: "v1.PersonApprovalsLoaded", payload: { applicationId: app, approvals: [] } },
      { type: "v1.FinalApprovalLoaded", payload: { applicationId: app, finalApproval: aFinalApproval() } },
      { type: "v1.ExpatPersonDecided", payload: { applicationId: app, person: aDecidedPerson(1, true, "Fine"), tally: { total: 2, decided: 1, approved: 1 } } },
    ]);
    expect(state.expatPersonnel.persons.map((person) => [person.decided, person.isApproved])).toEqual([[false, false], [true, true]]);
    expect(state.personApprovals.items).toEqual([
      { expatPerson: { index: 1, fullName: "Person 2", passportNumber: "A1001" }, approvalDateTime: "2026-11-23T11:00:00.000Z", approverUser: aDecidedPerson(1, true).decidedBy, isApproved: true, remarks: "Fine" },
    ]);
    expect(state.finalApproval.finalApproval?.persons).toEqual({ total: 2, decided: 1, approved: 1 });
  });

  it("the chief page shows why a link is closed instead of the form, and keeps an answer recorded before", () => {
    const evaluation = anEvaluation(uuidOf(1, "d"), step, "Agreed", { byChiefEvaluator: true });
    const state = fold([
      { type: "v1.ChiefInvitationLoaded", payload: { applicationId: app, invitation: anInvitation(app) } },
      { type: "v1.ChiefFormRecordLoaded", payload: { applicationId: app, record: staffFormRecordOf(app) } },
      { type: "v1.ChiefResponseRecorded", payload: { applicationId: app, evaluation } },
      { type: "v1.ChiefLinkFoundClosed", payload: { applicationId: app, kind: "chief-link-used", message: "A response has already been recorded with this link." } },
    ]);
    expect(state.chiefInvitation).toMatchObject({ closed: { kind: "chief-link-used" }, recorded: evaluation });
    expect(state.chiefFormRecord.record).toBeNull();
  });

  it("a staff sign-out clears every decision store", () => {
    const events: NewStoreEvent[] = [
      { type: "v1.ExpatPersonnelLoaded", payload: { applicationId: app, persons: [aPerson(0)] } },
      { type: "v1.FinalApprovalLoaded", payload: { applicationId: app, finalApproval: aFinalApproval() } },
      { type: "v1.ImmigrationEmailConfigLoaded", payload: { recipients: ["immigration@demo.ictm.bn"] } },
      { type: "v1.StaffSignedOut", payload: {} },
    ];
    const cleared = fold(events);
    const initial = initialStoreValues();
    for (const name of DECISION_STORES) expect(cleared[name]).toEqual(initial[name]);
  });
});

const makeLog = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return log;
};
const fold = (events: ReadonlyArray<NewStoreEvent>) => foldEvents(makeLog(events).tail());
