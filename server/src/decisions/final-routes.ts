// PLACEHOLDER owned by helper server-final: replace entirely.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";

export type FinalOperations =
  | "listExpatPersonnel"
  | "listPersonApprovals"
  | "decideExpatPerson"
  | "downloadApprovalLetter"
  | "downloadApprovalLetterDraft"
  | "downloadAppendix"
  | "downloadAppendixDraft"
  | "getFinalApproval"
  | "saveFinalApprovalDraft"
  | "setFinalApproval"
  | "resetFinalApproval"
  | "getImmigrationEmailConfig"
  | "sendFinalNotification"
  | "listFinalNotifications";

export function finalHandlers(_services: Services): Pick<Handlers<operations, StaffSession>, FinalOperations> {
  const notYet = async (): Promise<never> => {
    throw new Error("not yet");
  };
  return Object.fromEntries(["listExpatPersonnel", "listPersonApprovals", "decideExpatPerson", "downloadApprovalLetter", "downloadApprovalLetterDraft", "downloadAppendix", "downloadAppendixDraft", "getFinalApproval", "saveFinalApprovalDraft", "setFinalApproval", "resetFinalApproval", "getImmigrationEmailConfig", "sendFinalNotification", "listFinalNotifications"].map((op) => [op, notYet])) as unknown as Pick<Handlers<operations, StaffSession>, FinalOperations>;
}
