// The leave confirmation of both apps (back-office spec §2 common elements, §4 Confirmations): while a form holds
// unsaved changes, every in-app navigation is held, the intended route stored, and a modal asks "Leave without
// saving?"; once the person confirms, the app goes to the stored route. Reloading or closing the tab gets the
// browser's own question. Router-agnostic: the app hands the guard's `aroundNav` to its router (wouter's
// `<Router aroundNav>`), so links, menus, redirects and code navigation all pass through it; nothing else in the kit
// guards a navigation. The browser's Back button is not held (history has already moved by then).
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { lazyPart } from "./LazyPart.tsx";
import { createLeaveGuard, type LeaveGuard } from "./LeaveConfirmationGuard.ts";

export { createLeaveGuard, type AroundNav, type LeaveGuard } from "./LeaveConfirmationGuard.ts";

/** The modal's words; each button says what it does, so neither choice is a surprise. */
export const LEAVE_CONFIRMATION = {
  title: "Leave without saving?",
  text: "You have changes on this page that are not saved. If you leave now, they will be lost.",
  stay: "Stay on this page",
  leave: "Leave without saving",
} as const;

const GuardContext = createContext<LeaveGuard | null>(null);

/**
 * The modal's code (react-aria's overlays), loaded when a form first holds unsaved changes, so a page's first load
 * does not wait for a dialog it may never show (issue 17); by the time a navigation is held it is there.
 */
const loadConfirmDialog = () => import("./ConfirmDialog.tsx");
const ConfirmDialog = lazyPart(async () => (await loadConfirmDialog()).ConfirmDialog, null, "the confirmation");

/** One guard for the app: give `guard.aroundNav` to the router and wrap the app in `LeaveConfirmationProvider`. */
export function useLeaveGuard(): LeaveGuard {
  return useMemo(() => createLeaveGuard(() => window.location.pathname + window.location.search), []);
}

/** Provides the guard to the forms below and shows the modal while a navigation is held. */
export function LeaveConfirmationProvider({ guard, children }: { guard: LeaveGuard; children: ReactNode }) {
  const held = useSyncExternalStore(guard.subscribe, guard.held, guard.held);
  // Drawn from the first held navigation on (kept afterwards, so it closes as a modal does).
  const [shown, setShown] = useState(false);
  if (held !== null && !shown) setShown(true);
  return (
    <GuardContext.Provider value={guard}>
      {children}
      {shown ? (
        <ConfirmDialog
          isOpen={held !== null}
          title={LEAVE_CONFIRMATION.title}
          confirmLabel={LEAVE_CONFIRMATION.leave}
          cancelLabel={LEAVE_CONFIRMATION.stay}
          onCancel={guard.stay}
          onConfirm={guard.leave}
        >
          <p>{LEAVE_CONFIRMATION.text}</p>
        </ConfirmDialog>
      ) : null}
    </GuardContext.Provider>
  );
}

/**
 * Marks this form as holding unsaved changes while `dirty` is true. Returns `allowLeaving`, which clears the mark
 * at once: call it right before navigating away after a save, when the re-render has not happened yet.
 */
export function useLeaveConfirmation(dirty: boolean): { allowLeaving: () => void } {
  const guard = useContext(GuardContext);
  const id = useId();
  // A layout effect, so an unmounted form (e.g. on a sign-out redirect) is unmarked before a redirect's own
  // layout effect navigates.
  useLayoutEffect(() => {
    guard?.setDirty(id, dirty);
    return () => guard?.setDirty(id, false);
  }, [guard, id, dirty]);
  useEffect(() => {
    if (!dirty) return;
    void loadConfirmDialog().catch(() => undefined);
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const allowLeaving = useCallback(() => guard?.setDirty(id, false), [guard, id]);
  return { allowLeaving };
}

/**
 * Forgets every form's unsaved changes, so the navigation that follows is not held: for leaving after a sign-out,
 * when there is nothing left to save (the forms may not have unmounted yet).
 */
export function useLeaveWithoutAsking(): () => void {
  const guard = useContext(GuardContext);
  return useCallback(() => guard?.forgetChanges(), [guard]);
}
