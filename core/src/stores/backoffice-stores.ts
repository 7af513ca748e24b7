// The back-office's stores: what its pages read (workflows, the board and its side panel, the decisions, signatures,
// listings and statistics, the staff list), beside the core's (store-set.ts). The portal's stay out of its script.
import { approvedListingStore, archivedListingStore } from "../archive/listing-stores.ts";
import { boardApplicationStore } from "../board/board-application-store.ts";
import { boardAttachmentsStore } from "../board/board-attachments-store.ts";
import { boardCommentsStore } from "../board/board-comments-store.ts";
import { kanbanBoardStore } from "../board/kanban-board-store.ts";
import { staffFormRecordStore } from "../board/staff-form-record-store.ts";
import { chiefEvaluatorsStore, chiefLinksStore } from "../decisions/chief-link-stores.ts";
import { chiefFormRecordStore, chiefInvitationStore } from "../decisions/chief-page-stores.ts";
import { evaluationStatusesStore, evaluationsStore } from "../decisions/evaluation-stores.ts";
import { expatPersonnelStore, personApprovalsStore } from "../decisions/expat-personnel-stores.ts";
import { finalApprovalStore, finalNotificationsStore } from "../decisions/final-approval-stores.ts";
import { signatoriesStore, signatureVerdictStore, signedLettersStore, signingKeysStore } from "../signatures/signature-stores.ts";
import { staffListStore } from "../staff/staff-list-store.ts";
import { journeyReplayStore, publicHolidaysStore, statisticsStore } from "../statistics/statistics-stores.ts";
import { workflowsStore } from "../workflows/workflows-store.ts";
import { storeSet } from "./store-set.ts";

/** The stores only the back-office's pages read. */
export const BACKOFFICE_ONLY_STORES = [
  workflowsStore,
  staffListStore,
  kanbanBoardStore,
  boardApplicationStore,
  staffFormRecordStore,
  boardCommentsStore,
  boardAttachmentsStore,
  evaluationStatusesStore,
  evaluationsStore,
  chiefEvaluatorsStore,
  chiefLinksStore,
  chiefInvitationStore,
  chiefFormRecordStore,
  expatPersonnelStore,
  personApprovalsStore,
  finalApprovalStore,
  finalNotificationsStore,
  signatureVerdictStore,
  signingKeysStore,
  signedLettersStore,
  signatoriesStore,
  approvedListingStore,
  archivedListingStore,
  statisticsStore,
  publicHolidaysStore,
  journeyReplayStore,
] as const;

/** The back-office core's stores: `createCore({ ..., stores: BACKOFFICE_STORES })`. */
export const BACKOFFICE_STORES = storeSet(...BACKOFFICE_ONLY_STORES);
