// The decisions' part of an application aggregate: evaluations, chief-evaluator links, each expatriate's decision
// and the final approval (what the deciders in ./decide.ts check). Folded from ./events.ts by
// ../permits/transitions.ts. Pure.
import type { Schema } from "effect";
import type { LetterKind } from "../signatures/token.ts";
import type { ChiefLinkRoute } from "./decision-rules.ts";
import type { DECISION_EVENTS } from "./events.ts";

export type DecisionEvent = Schema.Schema.Type<(typeof DECISION_EVENTS)[number]>;

export interface EvaluationData {
  readonly statusStepId: string;
  readonly statusKey: string;
  readonly comment: string;
  readonly by: string;
  /** The chief evaluator's link it was answered through; null for a staff evaluation. */
  readonly linkId: string | null;
}

export interface ChiefLinkData {
  readonly statusStepId: string;
  readonly workflowStepId: string;
  readonly chiefKey: string;
  readonly tokenHash: string;
  readonly expiresAt: string;
  readonly route: ChiefLinkRoute;
  readonly revoked: boolean;
  readonly used: boolean;
}

export interface PersonDecision {
  readonly passportNumber: string;
  readonly isApproved: boolean;
  readonly remarks: string;
  readonly by: string;
}

export interface FinalApprovalData {
  /** The remarks saved (as a draft or with the approval); "" until some are. */
  readonly remarks: string;
  /** When final approval was set; null before it and after a reset. */
  readonly approvedAt: string | null;
  readonly by: string | null;
}

/** A signed final letter, as the application knows it (what it says is in its LettersSigned event). */
export interface LetterData {
  readonly kind: LetterKind;
  readonly personIndex: number;
  readonly keyId: string;
  readonly issuedAt: string;
  readonly revoked: boolean;
  /** The document id of the letter that replaced it, or null. */
  readonly supersededBy: string | null;
}

export interface DecisionData {
  readonly evaluations: Readonly<Record<string, EvaluationData>>;
  readonly chiefLinks: Readonly<Record<string, ChiefLinkData>>;
  /** By the person's index in the application's personnel list. */
  readonly persons: Readonly<Record<string, PersonDecision>>;
  readonly finalApproval: FinalApprovalData;
  /** The signed final letters by document id, every one ever signed (revoked and replaced ones too). */
  readonly letters: Readonly<Record<string, LetterData>>;
}

export const emptyDecisionData: DecisionData = {
  evaluations: {},
  chiefLinks: {},
  persons: {},
  finalApproval: { remarks: "", approvedAt: null, by: null },
  letters: {},
};

export const evolveDecisions = (data: DecisionData, event: DecisionEvent): DecisionData => {
  switch (event.type) {
    case "v1.EvaluationRecorded": {
      const { evaluationId, statusStepId, statusKey, comment, by } = event.payload;
      return { ...data, evaluations: { ...data.evaluations, [evaluationId]: { statusStepId, statusKey, comment, by, linkId: null } } };
    }
    case "v1.ChiefLinkIssued": {
      const { linkId, statusStepId, workflowStepId, chiefKey, tokenHash, expiresAt, route } = event.payload;
      return {
        ...data,
        chiefLinks: { ...data.chiefLinks, [linkId]: { statusStepId, workflowStepId, chiefKey, tokenHash, expiresAt, route, revoked: false, used: false } },
      };
    }
    case "v1.ChiefLinkRevoked":
      return changeLink(data, event.payload.linkId, { revoked: true });
    case "v1.ChiefEvaluationRecorded": {
      const { linkId, evaluationId, statusStepId, statusKey, comment, by } = event.payload;
      const closed = changeLink(data, linkId, { used: true });
      return { ...closed, evaluations: { ...closed.evaluations, [evaluationId]: { statusStepId, statusKey, comment, by, linkId } } };
    }
    case "v1.PersonDecided": {
      const { personIndex, passportNumber, isApproved, remarks, by } = event.payload;
      return { ...data, persons: { ...data.persons, [String(personIndex)]: { passportNumber, isApproved, remarks, by } } };
    }
    case "v1.FinalApprovalDraftSaved":
      return { ...data, finalApproval: { ...data.finalApproval, remarks: event.payload.remarks } };
    case "v1.FinalApprovalSet":
      return { ...data, finalApproval: { remarks: event.payload.remarks, approvedAt: event.payload.approvedAt, by: event.payload.by } };
    case "v1.FinalApprovalReset":
      return { ...data, finalApproval: { ...data.finalApproval, approvedAt: null, by: null } };
    case "v1.FinalNotificationSent":
      return data;
    case "v1.LettersSigned": {
      const letters = { ...data.letters };
      for (const { documentId, kind, personIndex, keyId, issuedAt, supersedes } of event.payload.letters) {
        letters[documentId] = { kind, personIndex, keyId, issuedAt, revoked: false, supersededBy: null };
        const replaced = supersedes === null ? undefined : letters[supersedes];
        if (supersedes !== null && replaced !== undefined) letters[supersedes] = { ...replaced, supersededBy: documentId };
      }
      return { ...data, letters };
    }
    case "v1.LettersRevoked": {
      const letters = { ...data.letters };
      for (const documentId of event.payload.documentIds) {
        const letter = letters[documentId];
        if (letter !== undefined) letters[documentId] = { ...letter, revoked: true };
      }
      return { ...data, letters };
    }
  }
};

/** The people changed (their section was saved again): every decision about them is void. */
export const withoutPersonDecisions = (data: DecisionData): DecisionData => (Object.keys(data.persons).length === 0 ? data : { ...data, persons: {} });

const changeLink = (data: DecisionData, linkId: string, change: Partial<ChiefLinkData>): DecisionData => {
  const link = data.chiefLinks[linkId];
  return link === undefined ? data : { ...data, chiefLinks: { ...data.chiefLinks, [linkId]: { ...link, ...change } } };
};

/** The letters in force: signed, not revoked, not replaced. */
export const lettersInForce = (data: DecisionData): string[] =>
  Object.entries(data.letters)
    .filter(([, letter]) => !letter.revoked && letter.supersededBy === null)
    .map(([documentId]) => documentId);
