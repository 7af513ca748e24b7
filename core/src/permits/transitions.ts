// An expat permit application as an aggregate: its state folded from its facts (events.ts), and the pure deciders
// the server refuses with and the portal decides what to offer with. Never reads a clock, a table or the network.
//
// The product's rules, written once here:
// - a Business creates a draft and edits it freely: sections saved, files uploaded and deleted;
// - only a draft is submitted (`permit-already-submitted`); the caller has checked the submit verdict is empty;
// - a submitted application is read-only to its Business (`permit-read-only`) until staff give it edit control;
//   the Business then edits and hands control back with a comment (`edit-control-not-given` when it has none);
// - staff give and take edit control of a submitted application only;
// - only a draft is archived by its Business (`permit-not-archivable`): a submitted one is the staff's to archive;
// - staff archive an approved application and unarchive it (../archive/archive.ts): archived, it is read-only too;
// - nothing changes an archived application (`permit-archived`); no application at all is `permit-missing`.
import { emptyBoardData, evolveBoard, type BoardData, type BoardEvent } from "../board/board-state.ts";
import { emptyDecisionData, evolveDecisions, withoutPersonDecisions, type DecisionData } from "../decisions/decision-state.ts";
import { DECISION_EVENT_TYPES } from "../decisions/events.ts";
import { PERSONNEL_SECTION } from "../decisions/persons.ts";
import type { PermitEvent } from "./events.ts";
import type { PermitContent, SectionValues } from "./permit-forms.ts";
import type { PermitType } from "./permit-types.ts";

export interface PermitData {
  readonly businessId: string;
  readonly permitType: PermitType;
  readonly reference: string;
  readonly content: PermitContent;
  /** The application's files (stored file ids), in upload order. */
  readonly fileIds: ReadonlyArray<string>;
  /** Staff gave the Business edit control of the submitted application. */
  readonly hasUserGivenEditControl: boolean;
  /** What staff (giving or taking) or the Business (handing back) said last about edit control. */
  readonly editControlComment: string | null;
  /** The card on the staff's board, its status steps, comments and attachments (../board/board-state.ts). */
  readonly board: BoardData;
  /** The staff's evaluations, chief-evaluator links, person decisions and final approval (../decisions). */
  readonly decisions: DecisionData;
  /** Staff archived the approved application (status "archived"); false for a Business's withdrawn draft. */
  readonly staffArchived: boolean;
}

export type PermitState =
  | { readonly status: "none" }
  | (PermitData & { readonly status: "draft" | "submitted" | "archived" });

export const initialPermitState: PermitState = { status: "none" };

/** One fact applied. Facts are history: applied as they are, even one a decider would not emit today. */
export const evolvePermit = (state: PermitState, event: PermitEvent): PermitState => {
  if (event.type === "v1.PermitApplicationCreated") {
    const { businessId, permitType, reference, content } = event.payload;
    return { status: "draft", businessId, permitType, reference, content, fileIds: [], hasUserGivenEditControl: false, editControlComment: null, board: emptyBoardData, decisions: emptyDecisionData, staffArchived: false };
  }
  if (state.status === "none") return state;
  switch (event.type) {
    case "v1.PermitSectionSaved": {
      const content = { ...state.content, [event.payload.section]: event.payload.new };
      const decisions = event.payload.section === PERSONNEL_SECTION ? withoutPersonDecisions(state.decisions) : state.decisions;
      return { ...state, content, decisions };
    }
    case "v1.PermitFileUploaded":
      return state.fileIds.includes(event.payload.fileId) ? state : { ...state, fileIds: [...state.fileIds, event.payload.fileId] };
    case "v1.PermitFileDeleted":
      return { ...state, fileIds: state.fileIds.filter((id) => id !== event.payload.fileId) };
    case "v1.PermitApplicationSubmitted":
      return { ...state, status: "submitted", hasUserGivenEditControl: false };
    case "v1.EditControlGiven":
      return { ...state, hasUserGivenEditControl: true, editControlComment: event.payload.comment };
    case "v1.EditControlTakenBack":
    case "v1.EditControlYielded":
      return { ...state, hasUserGivenEditControl: false, editControlComment: event.payload.comment };
    case "v1.PermitApplicationArchived":
      return { ...state, status: "archived", hasUserGivenEditControl: false };
    case "v1.ApprovedApplicationArchived":
      return { ...state, status: "archived", staffArchived: true };
    case "v1.ApprovedApplicationUnarchived":
      return { ...state, status: "submitted", staffArchived: false };
    default:
      return isDecisionEvent(event) ? { ...state, decisions: evolveDecisions(state.decisions, event) } : { ...state, board: evolveBoard(state.board, event as BoardEvent) };
  }
};

const DECISION_TYPES: ReadonlySet<string> = new Set(DECISION_EVENT_TYPES);
const isDecisionEvent = (event: PermitEvent): event is Extract<PermitEvent, { type: (typeof DECISION_EVENT_TYPES)[number] }> => DECISION_TYPES.has(event.type);

export const foldPermit = (events: Iterable<PermitEvent>): PermitState => {
  let state: PermitState = initialPermitState;
  for (const event of events) state = evolvePermit(state, event);
  return state;
};

export type PermitRefusal =
  | "permit-missing"
  | "permit-read-only"
  | "permit-already-submitted"
  | "permit-archived"
  | "edit-control-not-given"
  | "permit-not-archivable";

export type PermitVerdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: PermitRefusal };

const refuse = (refusal: PermitRefusal): PermitVerdict => ({ ok: false, refusal });
const emit = (...events: ReadonlyArray<PermitEvent>): PermitVerdict => ({ ok: true, events });

/** What a Business may do to its application now, by status and edit control. */
export const canEditPermit = (state: { readonly status: string; readonly hasUserGivenEditControl: boolean }): boolean =>
  state.status === "draft" || (state.status === "submitted" && state.hasUserGivenEditControl);
export const canSubmitPermit = (state: { readonly status: string }): boolean => state.status === "draft";
export const canYieldEditControl = (state: { readonly status: string; readonly hasUserGivenEditControl: boolean }): boolean =>
  state.status === "submitted" && state.hasUserGivenEditControl;
export const canArchivePermit = (state: { readonly status: string }): boolean => state.status === "draft";

/** Why a Business may not edit now; undefined when it may. */
const editRefusal = (state: PermitState): PermitRefusal | undefined => {
  if (state.status === "none") return "permit-missing";
  if (state.status === "archived") return "permit-archived";
  return canEditPermit(state) ? undefined : "permit-read-only";
};

export interface PermitCreation {
  readonly businessId: string;
  readonly permitType: PermitType;
  readonly reference: string;
  readonly content: PermitContent;
  readonly by: string;
}

export const createPermit = (state: PermitState, creation: PermitCreation): PermitVerdict =>
  state.status !== "none" ? refuse("permit-already-submitted") : emit({ type: "v1.PermitApplicationCreated", payload: creation });

/** Saves a section's (normalised, draft-valid) values; no fact when nothing changed. */
export const savePermitSection = (state: PermitState, save: { readonly section: string; readonly values: SectionValues; readonly by: string }): PermitVerdict => {
  const refusal = editRefusal(state);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  const old = state.content[save.section] ?? {};
  if (sameJson(old, save.values)) return emit();
  return emit({ type: "v1.PermitSectionSaved", payload: { section: save.section, old, new: save.values, by: save.by } });
};

export const uploadPermitFile = (
  state: PermitState,
  upload: { readonly fileId: string; readonly name: string; readonly mediaType: string; readonly by: string },
): PermitVerdict => {
  const refusal = editRefusal(state);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.PermitFileUploaded", payload: upload });
};

/** Removes a file of the application; a file it does not have is `permit-missing` (not found). */
export const deletePermitFile = (state: PermitState, removal: { readonly fileId: string; readonly by: string }): PermitVerdict => {
  const refusal = editRefusal(state);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  return state.fileIds.includes(removal.fileId) ? emit({ type: "v1.PermitFileDeleted", payload: removal }) : refuse("permit-missing");
};

export const submitPermit = (state: PermitState, submission: { readonly by: string }): PermitVerdict => {
  if (state.status === "none") return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  return canSubmitPermit(state) ? emit({ type: "v1.PermitApplicationSubmitted", payload: submission }) : refuse("permit-already-submitted");
};

const submittedOnly = (state: PermitState): PermitRefusal | undefined =>
  state.status === "none" ? "permit-missing" : state.status === "archived" ? "permit-archived" : state.status === "draft" ? "permit-read-only" : undefined;

/** Staff give the Business edit control of a submitted application (again, with a new comment, if it has it). */
export const giveEditControl = (state: PermitState, give: { readonly comment: string; readonly by: string }): PermitVerdict => {
  const refusal = submittedOnly(state);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.EditControlGiven", payload: give });
};

/** Staff take edit control back before the Business hands it back. */
export const takeEditControl = (state: PermitState, take: { readonly comment: string; readonly by: string }): PermitVerdict => {
  const refusal = submittedOnly(state);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  return state.hasUserGivenEditControl ? emit({ type: "v1.EditControlTakenBack", payload: take }) : refuse("edit-control-not-given");
};

/** The Business hands edit control back to the staff, with a comment. */
export const yieldEditControl = (state: PermitState, handBack: { readonly comment: string; readonly by: string }): PermitVerdict => {
  if (state.status === "none") return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  return canYieldEditControl(state) ? emit({ type: "v1.EditControlYielded", payload: handBack }) : refuse("edit-control-not-given");
};

/** The Business archives (deletes) a draft. */
export const archivePermit = (state: PermitState, archive: { readonly by: string }): PermitVerdict => {
  if (state.status === "none") return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  return canArchivePermit(state) ? emit({ type: "v1.PermitApplicationArchived", payload: archive }) : refuse("permit-not-archivable");
};

/** Equal as JSON values, whatever the order of their keys (a database may keep an object's keys in another order). */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
};
