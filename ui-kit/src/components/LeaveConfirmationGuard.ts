// The leave guard's state, apart from React: which forms hold unsaved changes, and the navigation held while the
// person decides. Its `aroundNav` has the shape of wouter's router option, so every navigation passes through it.
// No DOM here: the current address comes in as a function (tests give their own).

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Wraps each navigation: `navigate(to, options)` goes ahead, or is held until the person decides. */
export type AroundNav = (navigate: Navigate, to: string, options?: { replace?: boolean }) => void;

export interface HeldNavigation {
  readonly to: string;
}

export interface LeaveGuard {
  readonly aroundNav: AroundNav;
  /** Marks (or unmarks) one form, by a stable id, as holding unsaved changes. */
  setDirty(id: string, dirty: boolean): void;
  /** The navigation waiting for the person's answer, or null. */
  held(): HeldNavigation | null;
  subscribe(listener: () => void): () => void;
  /** Stay: forget the stored route, keep the changes. */
  stay(): void;
  /** Leave: forget the changes and go to the stored route. */
  leave(): void;
  /** Forgets every form's mark, so the next navigation goes ahead (after a sign-out nothing is left to save). */
  forgetChanges(): void;
}

export function createLeaveGuard(currentAddress: () => string): LeaveGuard {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  let pending: { shown: HeldNavigation; go: () => void } | null = null;

  const setPending = (next: typeof pending) => {
    pending = next;
    for (const listener of listeners) listener();
  };

  return {
    aroundNav: (navigate, to, options) => {
      // Going to the address already shown loses nothing; nor does leaving a page with nothing unsaved.
      if (dirty.size === 0 || to === currentAddress()) {
        navigate(to, options);
        return;
      }
      setPending({ shown: { to }, go: () => navigate(to, options) });
    },
    setDirty: (id, isDirty) => {
      if (isDirty) dirty.add(id);
      else dirty.delete(id);
    },
    held: () => pending?.shown ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stay: () => setPending(null),
    leave: () => {
      const go = pending?.go;
      // The person chose to lose the changes: the forms' marks go, so the navigation is not held again.
      dirty.clear();
      setPending(null);
      go?.();
    },
    forgetChanges: () => dirty.clear(),
  };
}
