import { describe, expect, it } from "vitest";
import { decodePermitEvent, type PermitEvent } from "./events.ts";
import { emptyPermitContent } from "./permit-forms.ts";
import {
  archivePermit,
  canEditPermit,
  createPermit,
  deletePermitFile,
  foldPermit,
  giveEditControl,
  initialPermitState,
  savePermitSection,
  submitPermit,
  takeEditControl,
  uploadPermitFile,
  yieldEditControl,
  type PermitState,
  type PermitVerdict,
} from "./transitions.ts";

const business = "member:11111111-1111-4111-8111-111111111111";
const staff = "staff:22222222-2222-4222-8222-222222222222";
const fileId = "33333333-3333-4333-8333-333333333333";

/** Applies an accepted verdict's facts, as the server appends them; a refusal is returned as is. */
const step = (state: PermitState, verdict: PermitVerdict): { state: PermitState; events: ReadonlyArray<PermitEvent> } => {
  if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
  return { state: foldPermitFrom(state, verdict.events), events: verdict.events };
};
let history: PermitEvent[] = [];
const foldPermitFrom = (_state: PermitState, events: ReadonlyArray<PermitEvent>): PermitState => {
  history = [...history, ...events];
  return foldPermit(history);
};
const refusalOf = (verdict: PermitVerdict) => (verdict.ok ? "accepted" : verdict.refusal);

describe("an expat permit application's life", () => {
  it("is edited as a draft, submitted, read-only until staff give control, handed back, never archived by its Business once submitted", () => {
    history = [];
    let { state } = step(initialPermitState, createPermit(initialPermitState, { businessId: "b1", permitType: "sawp", reference: "SAWP-2026-0001", content: emptyPermitContent("sawp"), by: business }));
    expect(state.status).toBe("draft");
    ({ state } = step(state, uploadPermitFile(state, { fileId, name: "passport.pdf", mediaType: "application/pdf", by: business })));
    const saved = savePermitSection(state, { section: "support", values: { organisationName: "Org" }, by: business });
    expect(saved.ok && saved.events[0]?.type).toBe("v1.PermitSectionSaved");
    ({ state } = step(state, saved));
    // Saving the same values again is no fact at all.
    expect(savePermitSection(state, { section: "support", values: { organisationName: "Org" }, by: business })).toEqual({ ok: true, events: [] });
    // Nor are the same values with their keys in another order (as jsonb may give them back).
    ({ state } = step(state, savePermitSection(state, { section: "support", values: { organisationName: "Org", fileId: null }, by: business })));
    expect(savePermitSection(state, { section: "support", values: { fileId: null, organisationName: "Org" }, by: business })).toEqual({ ok: true, events: [] });
    expect(refusalOf(yieldEditControl(state, { comment: "done", by: business }))).toBe("edit-control-not-given");
    expect(refusalOf(giveEditControl(state, { comment: "fix", by: staff }))).toBe("permit-read-only");

    ({ state } = step(state, submitPermit(state, { by: business })));
    expect(state.status).toBe("submitted");
    expect(canEditPermit(state as { status: string; hasUserGivenEditControl: boolean })).toBe(false);
    expect(refusalOf(savePermitSection(state, { section: "support", values: {}, by: business }))).toBe("permit-read-only");
    expect(refusalOf(uploadPermitFile(state, { fileId: "x", name: "x.pdf", mediaType: "application/pdf", by: business }))).toBe("permit-read-only");
    expect(refusalOf(submitPermit(state, { by: business }))).toBe("permit-already-submitted");
    expect(refusalOf(archivePermit(state, { by: business }))).toBe("permit-not-archivable");
    expect(refusalOf(takeEditControl(state, { comment: "no", by: staff }))).toBe("edit-control-not-given");

    ({ state } = step(state, giveEditControl(state, { comment: "Please attach a clearer passport copy.", by: staff })));
    expect(state.status === "submitted" && state.hasUserGivenEditControl && state.editControlComment).toBe("Please attach a clearer passport copy.");
    ({ state } = step(state, deletePermitFile(state, { fileId, by: business })));
    expect(refusalOf(deletePermitFile(state, { fileId, by: business }))).toBe("permit-missing");
    ({ state } = step(state, yieldEditControl(state, { comment: "Replaced it.", by: business })));
    expect(state.status === "submitted" && !state.hasUserGivenEditControl && state.editControlComment).toBe("Replaced it.");

    // Every fact reads back through the vocabulary, as the event store keeps it (JSON).
    for (const event of history) expect(decodePermitEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it("archives a draft, after which nothing changes it", () => {
    history = [];
    let { state } = step(initialPermitState, createPermit(initialPermitState, { businessId: "b1", permitType: "pvv", reference: "PVV-2026-0001", content: emptyPermitContent("pvv"), by: business }));
    ({ state } = step(state, archivePermit(state, { by: business })));
    expect(state.status).toBe("archived");
    expect(refusalOf(savePermitSection(state, { section: "business", values: {}, by: business }))).toBe("permit-archived");
    expect(refusalOf(submitPermit(state, { by: business }))).toBe("permit-archived");
    expect(refusalOf(archivePermit(state, { by: business }))).toBe("permit-archived");
    expect(refusalOf(submitPermit(initialPermitState, { by: business }))).toBe("permit-missing");
  });
});
