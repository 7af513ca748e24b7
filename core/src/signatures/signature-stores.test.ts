// The e-signature stores as pure folds: replaying the log (compacted or not) gives the live stores; every signature
// event survives `--events`; a rotation, a key revocation, a letter revoked or signed again and a signatory saved land
// where the screens read them, without a reload; the final approval's letters follow; a staff sign-out clears the
// staff lists but not the public verdicts and keys.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NewStoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { uuidOf } from "../test-support/board-fixtures.ts";
import { aFinalApproval } from "../test-support/decision-fixtures.ts";
import { createStores, foldEvents, initialStoreValues, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import {
  aSignatory,
  aSignedLetter,
  aSigningKey,
  arbitrarySignatureEvent,
  aVerdict,
  referenceOf,
  somePublicKeys,
} from "../test-support/signature-fixtures.ts";
import { DECISION_EVENT_TYPES } from "../decisions/events.ts";
import { LETTER_EVENT_TYPES } from "./events.ts";
import { signatureClientEvents } from "./client-events.ts";
import { activeSignatoriesOf, activeSigningKeyOf, signatureVerdictOf, VERDICTS_KEPT } from "./signature-stores.ts";

const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 21, 0, i)).toISOString();
const SIGNATURE_STORES = ["signatureVerdict", "signingKeys", "signedLetters", "signatories", "finalApproval"] as const;
const SERVER_FACTS = [
  ...LETTER_EVENT_TYPES, ...DECISION_EVENT_TYPES, "v1.SigningKeyCreated", "v1.SigningKeyRetired", "v1.SigningKeyRevoked",
  "v1.SignatoryAdded", "v1.SignatoryChanged",
];

const makeLog = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return log;
};
const fold = (events: ReadonlyArray<NewStoreEvent>) => foldEvents(makeLog(events).tail());

describe("the e-signatures' client events", () => {
  it("never reuse the name of a fact on the server's streams", () => {
    const facts = new Set<string>(SERVER_FACTS);
    expect(signatureClientEvents.map((event) => event.type).filter((type) => facts.has(type))).toEqual([]);
  });

  it("every one prints as an `--events` line and reads back; replay of the log, compacted or not, equals the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitrarySignatureEvent, { maxLength: 25 }), fc.integer({ min: 2, max: 12 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));
        const replayed = createStores(log.replay$);
        const whole = fold(events);
        for (const name of SIGNATURE_STORES) {
          expect(replayed.signals[name].value).toEqual(live.signals[name].value);
          expect(whole[name]).toEqual(live.signals[name].value);
        }
        for (const event of makeLog(events).tail()) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
      }),
      fcParameters({ numRuns: 150 }),
    );
  });
});

describe("the e-signatures' stores", () => {
  it("keep the latest verdict of each token, found however the token is written, and the last few tokens only", () => {
    const token = "A".repeat(164);
    const state = fold([
      { type: "v1.SignatureVerified", payload: { token, verdict: aVerdict("valid"), offline: true } },
      { type: "v1.SignatureVerified", payload: { token: "B".repeat(164), verdict: aVerdict("valid"), offline: false } },
      { type: "v1.SignatureVerified", payload: { token, verdict: aVerdict("revoked"), offline: false } },
    ]).signatureVerdict;
    expect([state.status, state.token, state.verdicts.map((entry) => entry.token[0])]).toEqual(["loaded", token, ["B", "A"]]);
    expect(signatureVerdictOf(state, `http://portal.test/backoffice/e-signatures/qr-scanner/results?token=${token.toLowerCase()}`)).toMatchObject({ verdict: "revoked", offline: false });
    expect(signatureVerdictOf(state, "C".repeat(164))).toBeNull();
    const many = fold(Array.from({ length: VERDICTS_KEPT + 5 }, (_, i): NewStoreEvent => ({ type: "v1.SignatureVerified", payload: { token: `T${i}`, verdict: aVerdict(), offline: false } })));
    expect(many.signatureVerdict.verdicts.map((entry) => entry.token)).toHaveLength(VERDICTS_KEPT);
    expect(many.signatureVerdict.verdicts.at(-1)?.token).toBe(`T${VERDICTS_KEPT + 4}`);
  });

  it("a rotation heads the keys with the new one and retires the one active before, and its letters show it retired", () => {
    const old = aSigningKey("0a0b0c0d");
    const fresh = aSigningKey("1a1b1c1d", { createdAt: "2026-11-24T00:00:00.000Z" });
    const state = fold([
      { type: "v1.SigningPublicKeysLoaded", payload: { publicKeys: somePublicKeys([old, aSigningKey("9a9b9c9d", { status: "revoked" })]) } },
      { type: "v1.SignedLettersLoaded", payload: { filter: { searchTerms: "", pageNumber: 1, pageSize: 15 }, page: { items: [aSignedLetter(1)], count: 1, pageNumber: 1, pageSize: 15, countIsExact: true, totalPages: 1 } } },
      { type: "v1.SigningKeyRotated", payload: { key: fresh } },
    ]);
    expect(state.signingKeys.publicKeys?.keys.map((key) => [key.kid, key.status, key.retiredAt, key.retirementReason])).toEqual([
      ["1a1b1c1d", "active", null, null],
      ["0a0b0c0d", "retired", "2026-11-24T00:00:00.000Z", "rotated"],
      ["9a9b9c9d", "revoked", null, null],
    ]);
    expect(activeSigningKeyOf(state.signingKeys)?.kid).toBe("1a1b1c1d");
    expect(state.signedLetters.page?.items.map((letter) => letter.keyStatus)).toEqual(["retired"]);
  });

  it("a revoked key replaces its entry and marks its letters; nothing is made up before the keys are loaded", () => {
    const revoked = aSigningKey("0a0b0c0d", { status: "revoked", revokedAt: "2026-11-24T00:00:00.000Z", revocationReason: "Compromised" });
    const state = fold([
      { type: "v1.SigningPublicKeysLoaded", payload: { publicKeys: somePublicKeys([aSigningKey("0a0b0c0d", { status: "retired" })]) } },
      { type: "v1.SignedLettersLoaded", payload: { filter: { searchTerms: "", pageNumber: 1, pageSize: 15 }, page: { items: [aSignedLetter(1), aSignedLetter(2, { keyId: "1a1b1c1d" })], count: 2, pageNumber: 1, pageSize: 15, countIsExact: true, totalPages: 1 } } },
      { type: "v1.SigningKeyWithdrawn", payload: { key: revoked } },
    ]);
    expect(state.signingKeys.publicKeys?.keys).toEqual([revoked]);
    expect(state.signedLetters.page?.items.map((letter) => letter.keyStatus)).toEqual(["revoked", "active"]);
    expect(fold([{ type: "v1.SigningKeyWithdrawn", payload: { key: revoked } }]).signingKeys.publicKeys).toBeNull();
  });

  it("a revoked letter replaces its row; one signed again is superseded and the new one heads the first page", () => {
    const page = (items: ReturnType<typeof aSignedLetter>[], filter = { searchTerms: "", pageNumber: 1, pageSize: 2 }): NewStoreEvent => ({
      type: "v1.SignedLettersLoaded",
      payload: { filter, page: { items, count: 3, pageNumber: filter.pageNumber, pageSize: filter.pageSize, countIsExact: true, totalPages: 2 } },
    });
    const revoked = aSignedLetter(2, { status: "revoked", revokedAt: "2026-11-24T00:00:00.000Z", revocationReason: "Wrong person" });
    const reissued = aSignedLetter(9, { issuedAt: "2026-11-24T01:00:00.000Z" });
    const state = fold([
      page([aSignedLetter(1), aSignedLetter(2)]),
      { type: "v1.SignedLetterWithdrawn", payload: { letter: revoked } },
      { type: "v1.SignedLetterReissued", payload: { supersededReference: referenceOf(1), letter: reissued } },
    ]).signedLetters;
    expect(state.page?.items.map((letter) => [letter.documentReference, letter.status, letter.supersededBy])).toEqual([
      [referenceOf(9), "valid", null],
      [referenceOf(1), "superseded", referenceOf(9)],
    ]);
    expect([state.page?.count, state.page?.totalPages]).toEqual([4, 2]);
    // On a later page, or a search, the new letter is not placed: only the old one changes.
    const searched = fold([page([aSignedLetter(1)], { searchTerms: "PVV", pageNumber: 1, pageSize: 2 }), { type: "v1.SignedLetterReissued", payload: { supersededReference: referenceOf(1), letter: reissued } }]).signedLetters;
    expect(searched.page?.items.map((letter) => letter.status)).toEqual(["superseded"]);
  });

  it("the final approval's letters follow a revocation and a new signing of their own application only", () => {
    const app = uuidOf(1);
    const letters = [
      { documentReference: referenceOf(1), kind: "approval-letter" as const, personIndex: 0, issuedAt: "2026-11-23T12:00:00.000Z", status: "valid" as const },
      { documentReference: referenceOf(2), kind: "appendix" as const, personIndex: 0, issuedAt: "2026-11-23T12:00:00.000Z", status: "valid" as const },
    ];
    const state = fold([
      { type: "v1.FinalApprovalChanged", payload: { applicationId: app, change: "set", finalApproval: aFinalApproval({ finalApprovalDateTime: "2026-11-23T12:00:00.000Z", letters }) } },
      { type: "v1.SignedLetterWithdrawn", payload: { letter: aSignedLetter(2, { status: "revoked" }) } },
      { type: "v1.SignedLetterReissued", payload: { supersededReference: referenceOf(1), letter: aSignedLetter(9, { kind: "approval-letter", issuedAt: "2026-11-24T01:00:00.000Z" }) } },
      { type: "v1.SignedLetterWithdrawn", payload: { letter: aSignedLetter(1, { applicationId: uuidOf(2), status: "revoked" }) } },
    ]).finalApproval;
    expect(state.finalApproval?.letters.map((letter) => [letter.documentReference, letter.status])).toEqual([
      [referenceOf(1), "superseded"],
      [referenceOf(2), "revoked"],
      [referenceOf(9), "valid"],
    ]);
  });

  it("signatories are kept by number; a saved one replaces its entry or joins in its place", () => {
    const state = fold([
      { type: "v1.SignatoriesLoaded", payload: { signatories: [aSignatory(3), aSignatory(1)] } },
      { type: "v1.SignatorySaved", payload: { change: "created", signatory: aSignatory(2) } },
      { type: "v1.SignatorySaved", payload: { change: "updated", signatory: aSignatory(1, { isActive: false, name: "Renamed" }) } },
    ]).signatories;
    expect(state.items.map((item) => [item.number, item.name, item.isActive])).toEqual([
      [1, "Renamed", false],
      [2, "Signatory 2", true],
      [3, "Signatory 3", true],
    ]);
    expect(activeSignatoriesOf(state).map((item) => item.number)).toEqual([2, 3]);
  });

  it("a staff sign-out clears the letters and the signatories, and keeps the public verdicts and keys", () => {
    const state = fold([
      { type: "v1.SignatureVerified", payload: { token: "A".repeat(164), verdict: aVerdict(), offline: false } },
      { type: "v1.SigningPublicKeysLoaded", payload: { publicKeys: somePublicKeys([aSigningKey("0a0b0c0d")]) } },
      { type: "v1.SignatoriesLoaded", payload: { signatories: [aSignatory(1)] } },
      { type: "v1.SignedLettersLoaded", payload: { filter: { searchTerms: "", pageNumber: 1, pageSize: 15 }, page: { items: [aSignedLetter(1)], count: 1, pageNumber: 1, pageSize: 15, countIsExact: true, totalPages: 1 } } },
      { type: "v1.StaffSignedOut", payload: {} },
    ]);
    const initial = initialStoreValues();
    expect([state.signedLetters, state.signatories]).toEqual([initial.signedLetters, initial.signatories]);
    expect([state.signatureVerdict.verdicts.length, state.signingKeys.publicKeys?.keys.length]).toEqual([1, 1]);
  });
});
