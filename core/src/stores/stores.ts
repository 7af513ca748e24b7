// The stores: read-only signals whose values are folded from the event log, and nothing else.
// Never write a signal from outside this file; run a command that appends an event instead.
import { batch, signal, type ReadonlySignal, type Signal } from "@preact/signals-core";
import type { Observable } from "rxjs";
import type { ClientEvent } from "../events/client-event.ts";
import { businessProfileReducer, initialBusinessProfileState, type BusinessProfileState } from "../businesses/business-profile-store.ts";
import {
  businessVerificationsReducer,
  initialBusinessVerificationsState,
  type BusinessVerificationsState,
} from "../verification/business-verifications-store.ts";
import { initialOwnIctProjectsState, ownIctProjectsReducer, type OwnIctProjectsState } from "../listings/own-ict-projects-store.ts";
import { initialOwnJobVacanciesState, ownJobVacanciesReducer, type OwnJobVacanciesState } from "../listings/own-job-vacancies-store.ts";
import { initialReferenceDataState, referenceDataReducer, type ReferenceDataState } from "../reference-data/reference-data-store.ts";
import {
  businessSearchReducer,
  ictProjectSearchReducer,
  initialSearchStoreState,
  jobSearchReducer,
  talentSearchReducer,
  type BusinessSearchStoreState,
  type IctProjectSearchStoreState,
  type JobSearchStoreState,
  type TalentSearchStoreState,
} from "../search/search-stores.ts";
import { initialSavedJobsState, savedJobsReducer, type SavedJobsState } from "../talents/saved-jobs-store.ts";
import { initialSessionState, sessionReducer, type SessionState } from "../accounts/session-store.ts";
import { initialStaffSessionState, staffSessionReducer, type StaffSessionState } from "../staff/staff-session-store.ts";
import { initialTalentProfileState, talentProfileReducer, type TalentProfileState } from "../talents/talent-profile-store.ts";
import { initialToastsState, toastsReducer, type ToastsState } from "../toasts/toasts-store.ts";
import { initialWorkflowsState, workflowsReducer, type WorkflowsState } from "../workflows/workflows-store.ts";

export interface StoreValues {
  readonly session: SessionState;
  readonly talentProfile: TalentProfileState;
  readonly workflows: WorkflowsState;
  readonly toasts: ToastsState;
  readonly businessProfile: BusinessProfileState;
  readonly referenceData: ReferenceDataState;
  readonly ownJobVacancies: OwnJobVacanciesState;
  readonly ownIctProjects: OwnIctProjectsState;
  readonly savedJobs: SavedJobsState;
  readonly staffSession: StaffSessionState;
  readonly businessVerifications: BusinessVerificationsState;
  readonly talentSearch: TalentSearchStoreState;
  readonly businessSearch: BusinessSearchStoreState;
  readonly jobSearch: JobSearchStoreState;
  readonly ictProjectSearch: IctProjectSearchStoreState;
}

export type Stores = { readonly [K in keyof StoreValues]: ReadonlySignal<StoreValues[K]> } & {
  /** Stops folding; the signals keep their last values. */
  dispose(): void;
};

export const initialStoreValues: StoreValues = {
  session: initialSessionState,
  talentProfile: initialTalentProfileState,
  workflows: initialWorkflowsState,
  toasts: initialToastsState,
  businessProfile: initialBusinessProfileState,
  referenceData: initialReferenceDataState,
  ownJobVacancies: initialOwnJobVacanciesState,
  ownIctProjects: initialOwnIctProjectsState,
  savedJobs: initialSavedJobsState,
  staffSession: initialStaffSessionState,
  businessVerifications: initialBusinessVerificationsState,
  talentSearch: initialSearchStoreState,
  businessSearch: initialSearchStoreState,
  jobSearch: initialSearchStoreState,
  ictProjectSearch: initialSearchStoreState,
};

/**
 * Folds one event into every store: the single definition both the live stores and a replay use.
 * The member's own records start afresh whenever the member session ends or another one begins, whatever ended it
 * (a sign-out, an expired token, a password reset of this member), so the next person never sees them. So do the
 * search stores: who asks decides what a search finds (and whether a job is saved), so the UI searches again.
 */
export const reduceStores = (values: StoreValues, event: ClientEvent): StoreValues => {
  const session = sessionReducer(values.session, event);
  const fresh = memberSessionChanged(values.session, session, event);
  return {
    session,
    talentProfile: talentProfileReducer(values.talentProfile, event),
    workflows: workflowsReducer(values.workflows, event),
    toasts: toastsReducer(values.toasts, event),
    businessProfile: businessProfileReducer(fresh ? initialBusinessProfileState : values.businessProfile, event),
    referenceData: referenceDataReducer(values.referenceData, event),
    ownJobVacancies: ownJobVacanciesReducer(fresh ? initialOwnJobVacanciesState : values.ownJobVacancies, event),
    ownIctProjects: ownIctProjectsReducer(fresh ? initialOwnIctProjectsState : values.ownIctProjects, event),
    savedJobs: savedJobsReducer(fresh ? initialSavedJobsState : values.savedJobs, event),
    staffSession: staffSessionReducer(values.staffSession, event),
    businessVerifications: businessVerificationsReducer(values.businessVerifications, event),
    talentSearch: talentSearchReducer(fresh ? initialSearchStoreState : values.talentSearch, event),
    businessSearch: businessSearchReducer(fresh ? initialSearchStoreState : values.businessSearch, event),
    jobSearch: jobSearchReducer(fresh ? initialSearchStoreState : values.jobSearch, event),
    ictProjectSearch: ictProjectSearchReducer(fresh ? initialSearchStoreState : values.ictProjectSearch, event),
  };
};

/** A sign-in (maybe of someone else), a sign-out or expiry, or a signed-in session that is signed in no longer. */
export const memberSessionChanged = (before: SessionState, after: SessionState, event: ClientEvent): boolean =>
  event.type === "v1.SignedIn" ||
  event.type === "v1.SignedOut" ||
  event.type === "v1.SessionExpired" ||
  (before.status === "loggedIn" && after.status !== "loggedIn");

export const foldEvents = (events: Iterable<ClientEvent>, from: StoreValues = initialStoreValues): StoreValues => {
  let values = from;
  for (const event of events) values = reduceStores(values, event);
  return values;
};

/** Subscribes to `events$` (which replays what came before) and keeps the signals folded. */
export const createStores = (events$: Observable<ClientEvent>): Stores => {
  const signals = signalsOf(initialStoreValues);
  let values = initialStoreValues;
  const subscription = events$.subscribe((event) => {
    values = reduceStores(values, event);
    // One batch per event, so a reader never sees the session cleared but the profile still there.
    batch(() => assignAll(signals, values));
  });
  return { ...signals, dispose: () => subscription.unsubscribe() };
};

type Signals = { readonly [K in keyof StoreValues]: Signal<StoreValues[K]> };

const signalsOf = (values: StoreValues): Signals => ({
  session: signal(values.session),
  talentProfile: signal(values.talentProfile),
  workflows: signal(values.workflows),
  toasts: signal(values.toasts),
  businessProfile: signal(values.businessProfile),
  referenceData: signal(values.referenceData),
  ownJobVacancies: signal(values.ownJobVacancies),
  ownIctProjects: signal(values.ownIctProjects),
  savedJobs: signal(values.savedJobs),
  staffSession: signal(values.staffSession),
  businessVerifications: signal(values.businessVerifications),
  talentSearch: signal(values.talentSearch),
  businessSearch: signal(values.businessSearch),
  jobSearch: signal(values.jobSearch),
  ictProjectSearch: signal(values.ictProjectSearch),
});

// Signals skip equal values, so a store an event did not change notifies nobody.
const assignAll = (signals: Signals, values: StoreValues): void => {
  signals.session.value = values.session;
  signals.talentProfile.value = values.talentProfile;
  signals.workflows.value = values.workflows;
  signals.toasts.value = values.toasts;
  signals.businessProfile.value = values.businessProfile;
  signals.referenceData.value = values.referenceData;
  signals.ownJobVacancies.value = values.ownJobVacancies;
  signals.ownIctProjects.value = values.ownIctProjects;
  signals.savedJobs.value = values.savedJobs;
  signals.staffSession.value = values.staffSession;
  signals.businessVerifications.value = values.businessVerifications;
  signals.talentSearch.value = values.talentSearch;
  signals.businessSearch.value = values.businessSearch;
  signals.jobSearch.value = values.jobSearch;
  signals.ictProjectSearch.value = values.ictProjectSearch;
};
