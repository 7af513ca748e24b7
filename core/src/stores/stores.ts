// The stores: read-only signals whose values are folded from the event log, and nothing else.
// Never write a signal from outside this file; run a command that appends an event instead.
import { batch, signal, type ReadonlySignal } from "@preact/signals-core";
import type { Observable } from "rxjs";
import type { ClientEvent } from "../events/client-event.ts";
import { initialSessionState, sessionReducer, type SessionState } from "./session.ts";
import { initialTalentProfileState, talentProfileReducer, type TalentProfileState } from "./talent-profile.ts";
import { initialToastsState, toastsReducer, type ToastsState } from "./toasts.ts";
import { initialWorkflowsState, workflowsReducer, type WorkflowsState } from "./workflows.ts";

export interface StoreValues {
  readonly session: SessionState;
  readonly talentProfile: TalentProfileState;
  readonly workflows: WorkflowsState;
  readonly toasts: ToastsState;
}

export interface Stores {
  readonly session: ReadonlySignal<SessionState>;
  readonly talentProfile: ReadonlySignal<TalentProfileState>;
  readonly workflows: ReadonlySignal<WorkflowsState>;
  readonly toasts: ReadonlySignal<ToastsState>;
  /** Stops folding; the signals keep their last values. */
  dispose(): void;
}

export const initialStoreValues: StoreValues = {
  session: initialSessionState,
  talentProfile: initialTalentProfileState,
  workflows: initialWorkflowsState,
  toasts: initialToastsState,
};

/** Folds one event into every store: the single definition both the live stores and a replay use. */
export const reduceStores = (values: StoreValues, event: ClientEvent): StoreValues => ({
  session: sessionReducer(values.session, event),
  talentProfile: talentProfileReducer(values.talentProfile, event),
  workflows: workflowsReducer(values.workflows, event),
  toasts: toastsReducer(values.toasts, event),
});

export const foldEvents = (events: Iterable<ClientEvent>, from: StoreValues = initialStoreValues): StoreValues => {
  let values = from;
  for (const event of events) values = reduceStores(values, event);
  return values;
};

/** Subscribes to `events$` (which replays what came before) and keeps the signals folded. */
export const createStores = (events$: Observable<ClientEvent>): Stores => {
  const session = signal(initialSessionState);
  const talentProfile = signal(initialTalentProfileState);
  const workflows = signal(initialWorkflowsState);
  const toasts = signal(initialToastsState);
  let values = initialStoreValues;
  const subscription = events$.subscribe((event) => {
    values = reduceStores(values, event);
    // One batch per event, so a reader never sees the session cleared but the profile still there.
    batch(() => {
      session.value = values.session;
      talentProfile.value = values.talentProfile;
      workflows.value = values.workflows;
      toasts.value = values.toasts;
    });
  });
  return { session, talentProfile, workflows, toasts, dispose: () => subscription.unsubscribe() };
};
