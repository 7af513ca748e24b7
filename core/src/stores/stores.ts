// The stores: read-only signals whose values are folded from the event log's two channels, and nothing else.
// Each store is defined in its area (defineStore) and listed once below; never write a signal from outside here.
import { batch, signal, type ReadonlySignal, type Signal } from "@preact/signals-core";
import type { Observable } from "rxjs";
import type { StoreEvent } from "../events/client-event.ts";
import type { Replayed } from "../events/event-log.ts";
import { sessionStore, type SessionState } from "../accounts/session-store.ts";
import { approvedListingStore, archivedListingStore } from "../archive/listing-stores.ts";
import { boardApplicationStore } from "../board/board-application-store.ts";
import { boardAttachmentsStore } from "../board/board-attachments-store.ts";
import { boardCommentsStore } from "../board/board-comments-store.ts";
import { kanbanBoardStore } from "../board/kanban-board-store.ts";
import { staffFormRecordStore } from "../board/staff-form-record-store.ts";
import { businessProfileStore } from "../businesses/business-profile-store.ts";
import { chiefFormRecordStore, chiefInvitationStore } from "../decisions/chief-page-stores.ts";
import { chiefEvaluatorsStore, chiefLinksStore } from "../decisions/chief-link-stores.ts";
import { evaluationStatusesStore, evaluationsStore } from "../decisions/evaluation-stores.ts";
import { expatPersonnelStore, personApprovalsStore } from "../decisions/expat-personnel-stores.ts";
import { finalApprovalStore, finalNotificationsStore } from "../decisions/final-approval-stores.ts";
import { courseRegistrantsStore } from "../courses/course-registrants-store.ts";
import { courseRegistrationsStore } from "../courses/course-registrations-store.ts";
import { ownTrainingCoursesStore } from "../courses/own-training-courses-store.ts";
import { trainingCourseStore } from "../courses/training-course-store.ts";
import { jobApplicantsStore } from "../jobs/job-applicants-store.ts";
import { jobApplicationsStore } from "../jobs/job-applications-store.ts";
import { ownIctProjectsStore } from "../listings/own-ict-projects-store.ts";
import { ownJobVacanciesStore } from "../listings/own-job-vacancies-store.ts";
import { expatPermitsStore } from "../permits/expat-permits-store.ts";
import { permitRecordStore } from "../permits/permit-record-store.ts";
import { referenceDataStore } from "../reference-data/reference-data-store.ts";
import { businessSearchStore, courseSearchStore, ictProjectSearchStore, jobSearchStore, talentSearchStore } from "../search/search-stores.ts";
import { signatoriesStore, signatureVerdictStore, signedLettersStore, signingKeysStore } from "../signatures/signature-stores.ts";
import { staffListStore } from "../staff/staff-list-store.ts";
import { journeyReplayStore, publicHolidaysStore, statisticsStore } from "../statistics/statistics-stores.ts";
import { staffSessionStore } from "../staff/staff-session-store.ts";
import { savedJobsStore } from "../talents/saved-jobs-store.ts";
import { talentProfileStore } from "../talents/talent-profile-store.ts";
import { toastsStore } from "../toasts/toasts-store.ts";
import { businessVerificationsStore } from "../verification/business-verifications-store.ts";
import { workflowsStore } from "../workflows/workflows-store.ts";
import { CLEAR_REASONS, type ClearReason, type StoreDefinition } from "./define-store.ts";

/** Every store, once. A new store is defined in its area and added here; its name is `core.stores.<name>`. */
const STORES = [
  sessionStore,
  talentProfileStore,
  workflowsStore,
  toastsStore,
  businessProfileStore,
  referenceDataStore,
  ownJobVacanciesStore,
  ownIctProjectsStore,
  savedJobsStore,
  staffSessionStore,
  staffListStore,
  businessVerificationsStore,
  talentSearchStore,
  businessSearchStore,
  jobSearchStore,
  ictProjectSearchStore,
  ownTrainingCoursesStore,
  trainingCourseStore,
  courseSearchStore,
  courseRegistrantsStore,
  courseRegistrationsStore,
  jobApplicationsStore,
  jobApplicantsStore,
  expatPermitsStore,
  permitRecordStore,
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

type Definition = (typeof STORES)[number];
export type StoreName = Definition["name"];
export type StoreValues = { readonly [K in StoreName]: Extract<Definition, { readonly name: K }>["initial"] };

export type Stores = { readonly [K in StoreName]: ReadonlySignal<StoreValues[K]> } & {
  /** Every store's value now (what the signals hold), e.g. to compare a replay with the live stores. */
  current(): StoreValues;
  /** Stops folding; the signals keep their last values. */
  dispose(): void;
};

type Writable = { -readonly [K in StoreName]: StoreValues[K] };
type Signals = { readonly [K in StoreName]: Signal<StoreValues[K]> };
type SignalsSoFar = { -readonly [K in keyof StoreValues]?: Signal<StoreValues[K]> };
type StoreOf<K extends StoreName> = StoreDefinition<K, StoreValues[K]>;

/** Whether each store starts afresh before this event: computed once per event, from the values before it. */
const CLEARS: { readonly [R in ClearReason]: (values: StoreValues, event: StoreEvent) => boolean } = {
  memberSessionChanged: (values, event) =>
    memberSessionChanged(values.session, sessionStore.reducer(values.session, event), event),
};

/** Folds one event of either channel into every store: the single definition the live stores, replay and compaction use. */
export const reduceStores = (values: StoreValues, event: StoreEvent): StoreValues => {
  const cleared = new Set<ClearReason>();
  for (const reason of CLEAR_REASONS) if (CLEARS[reason](values, event)) cleared.add(reason);
  const next: Writable = { ...values };
  for (const store of STORES) foldInto(store, values, next, event, cleared);
  return next;
};

export const foldEvents = (events: Iterable<StoreEvent>, from: StoreValues = initialStoreValues()): StoreValues => {
  let values = from;
  for (const event of events) values = reduceStores(values, event);
  return values;
};

/** Every store's initial value. */
export const initialStoreValues = (): StoreValues => {
  const values: Partial<Writable> = {};
  for (const store of STORES) initialInto(store, values);
  return complete(values);
};

/** Subscribes to the log's replay (its snapshot, if compacted, then its events) and keeps the signals folded. */
export const createStores = (replay$: Observable<Replayed<StoreValues>>): Stores => {
  let values = initialStoreValues();
  const partial: SignalsSoFar = {};
  for (const store of STORES) signalInto(store, values, partial);
  const signals: Signals = complete<Signals>(partial);
  const subscription = replay$.subscribe((item) => {
    values = item.kind === "snapshot" ? item.values : reduceStores(values, item.event);
    // One batch per event, so a reader never sees the session cleared but the profile still there.
    batch(() => {
      for (const store of STORES) assign(store, signals, values);
    });
  });
  return { ...signals, current: () => values, dispose: () => subscription.unsubscribe() };
};

/** A sign-in (maybe of someone else), a sign-out or expiry, or a signed-in session that is signed in no longer. */
const memberSessionChanged = (before: SessionState, after: SessionState, event: StoreEvent): boolean =>
  event.type === "v1.SignedIn" ||
  event.type === "v1.SignedOut" ||
  event.type === "v1.SessionExpired" ||
  (before.status === "loggedIn" && after.status !== "loggedIn");

// Each step is generic in the store's name, so its state and reducer stay paired without a cast.
const foldInto = <K extends StoreName>(
  store: StoreOf<K>,
  values: StoreValues,
  next: Writable,
  event: StoreEvent,
  cleared: ReadonlySet<ClearReason>,
): void => {
  const from = store.clearOn.some((reason) => cleared.has(reason)) ? store.initial : values[store.name];
  next[store.name] = store.reducer(from, event);
};

const initialInto = <K extends StoreName>(store: StoreOf<K>, values: Partial<Writable>): void => {
  values[store.name] = store.initial;
};

const signalInto = <K extends StoreName>(
  store: StoreOf<K>,
  values: StoreValues,
  signals: { [P in K]?: Signal<StoreValues[P]> },
): void => {
  signals[store.name] = signal(values[store.name]);
};

// Signals skip equal values, so a store an event did not change notifies nobody.
const assign = <K extends StoreName>(store: StoreOf<K>, signals: Signals, values: StoreValues): void => {
  signals[store.name].value = values[store.name];
};

/** Every store filled in: true by construction, checked so the whole object is typed without a cast. */
const complete = <T extends { readonly [K in StoreName]: unknown }>(partial: Partial<T>): T => {
  if (isComplete(partial)) return partial;
  throw new Error("A store is listed without its initial value.");
};

const isComplete = <T extends { readonly [K in StoreName]: unknown }>(partial: Partial<T>): partial is T =>
  STORES.every((store) => partial[store.name] !== undefined);
