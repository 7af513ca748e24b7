// Counts the person's moves through history (the browser's Back and Forward: `popstate`), so a screen can tell
// a traversal from its own navigation and, as the search screens must, reload what the address names.
// The listener is added when this module loads, before any router subscribes, so the count is already up to date
// when the router re-renders for the same event (one render, one reload).
import { useSyncExternalStore } from "react";

let traversals = 0;
const listeners = new Set<() => void>();

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    traversals += 1;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** How many times the person went Back or Forward since the page loaded. */
export function useHistoryTraversals(): number {
  return useSyncExternalStore(subscribe, () => traversals, () => 0);
}
