// Decides when a toast appears. Danger toasts wait 200 ms (portal spec §9) and a later identical
// danger toast in that window replaces the waiting one and restarts the wait (a trailing debounce,
// one per message), so a burst of the same error shows once. Other tones show at once.
// Pure: time comes in through `schedule`, so tests drive it without a real clock.

export type ToastTone = "danger" | "success" | "info";

export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: string;
  /** A second line under the message ("Job saved" under "Saved Successfully"). */
  detail?: string | undefined;
}

/** Runs `run` after `ms`; returns a function that cancels it. */
export type Schedule = (run: () => void, ms: number) => () => void;

export interface ToastDebounceOptions<T extends ToastItem> {
  delayMs: number;
  schedule: Schedule;
  /** Called when a toast should appear. */
  show: (toast: T) => void;
  /** Called for a toast that will never appear because an identical one replaced it. */
  drop: (toast: T) => void;
}

export interface ToastDebounce<T extends ToastItem> {
  offer(toast: T): void;
  /** Forgets a waiting toast (it was dismissed before it appeared); true when one was waiting. */
  withdraw(id: string): boolean;
  /** Cancels every wait; nothing shows or drops afterwards. */
  dispose(): void;
}

export const DANGER_TOAST_DEBOUNCE_MS = 200;

export function createToastDebounce<T extends ToastItem>(options: ToastDebounceOptions<T>): ToastDebounce<T> {
  const waiting = new Map<string, { toast: T; cancel: () => void }>();

  const wait = (toast: T) => {
    const cancel = options.schedule(() => {
      waiting.delete(toast.message);
      options.show(toast);
    }, options.delayMs);
    waiting.set(toast.message, { toast, cancel });
  };

  return {
    offer(toast) {
      if (toast.tone !== "danger") {
        options.show(toast);
        return;
      }
      const earlier = waiting.get(toast.message);
      if (earlier) {
        earlier.cancel();
        waiting.delete(toast.message);
        options.drop(earlier.toast);
      }
      wait(toast);
    },
    withdraw(id) {
      for (const [message, entry] of waiting) {
        if (entry.toast.id !== id) continue;
        entry.cancel();
        waiting.delete(message);
        return true;
      }
      return false;
    },
    dispose() {
      for (const entry of waiting.values()) entry.cancel();
      waiting.clear();
    },
  };
}
