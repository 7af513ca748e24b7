// The toasts on screen, folded from the activity channel: failures as danger, saved changes as success, notices as info.
// A pure reducer: ids come from the event's position in its channel, so a replay gives the same ids; no timers here.
import { produce } from "immer";
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";

export type ToastTone = "danger" | "success" | "info";

export interface Toast {
  readonly id: string;
  readonly tone: ToastTone;
  readonly message: string;
  /** A second line saying what was saved ("Vacancy published"), on some success toasts. */
  readonly detail?: string;
}

export type ToastsState = ReadonlyArray<Toast>;

export const initialToastsState: ToastsState = [];

export const toastIdFor = (event: StoreEvent): string => `toast-${event.seq}`;

export const toastsReducer = (state: ToastsState, event: StoreEvent): ToastsState => {
  switch (event.type) {
    case "v1.CommandFailed":
      // Calls flagged silent (skipAuthCheck) fail without a word to the person.
      if (event.payload.silent) return state;
      return produce(state, (draft) => {
        draft.push({ id: toastIdFor(event), tone: "danger", message: event.payload.message });
      });
    case "v1.ChangesSaved":
      return produce(state, (draft) => {
        const { message, detail } = event.payload;
        draft.push(detail === undefined ? { id: toastIdFor(event), tone: "success", message } : { id: toastIdFor(event), tone: "success", message, detail });
      });
    case "v1.InfoNoticed":
      return produce(state, (draft) => {
        draft.push({ id: toastIdFor(event), tone: "info", message: event.payload.message });
      });
    case "v1.ToastDismissed": {
      const id = event.payload.id;
      return state.some((toast) => toast.id === id) ? state.filter((toast) => toast.id !== id) : state;
    }
    default:
      return state;
  }
};

export const toastsStore = defineStore("toasts", initialToastsState, toastsReducer);
