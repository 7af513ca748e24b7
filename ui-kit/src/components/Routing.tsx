// Glue between an app's router and the kit: react-aria links navigate through the router (no page
// reloads), focus moves to the main landmark after each navigation (so screen readers hear the new
// page), and each page names the browser tab. Router-agnostic: the app passes navigate and base.
//
// It also keeps unsaved work safe: while a form says it has unsaved changes (useUnsavedChanges), leaving
// through a link, a menu or useGuardedNavigate asks first, and closing or reloading the tab asks the browser's
// own question. The browser's Back button is not asked about (history has already moved by then).
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { RouterProvider } from "react-aria-components";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Leave without asking, e.g. right after the form was saved. */
  force?: boolean;
}

export interface LinkRouterProps {
  /** Navigates to a path relative to `base` (wouter's navigate). */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The app's base path ("/backoffice"), put in front of every in-app href. */
  base?: string;
  /** The current location; each change after the first moves focus to the main landmark. */
  location: string;
  children: ReactNode;
}

interface Guard {
  setDirty: (id: string, isDirty: boolean) => void;
  navigate: (path: string, options?: NavigateOptions) => void;
}

const GuardContext = createContext<Guard | null>(null);

export function LinkRouter({ navigate, base = "", location, children }: LinkRouterProps) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location]);

  const dirty = useRef(new Set<string>());
  const [held, setHeld] = useState<{ path: string; replace: boolean } | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const guard = useMemo<Guard>(
    () => ({
      setDirty: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
      navigate: (path, options = {}) => {
        const replace = options.replace ?? false;
        if (options.force || dirty.current.size === 0) {
          navigateRef.current(path, { replace });
          return;
        }
        setHeld({ path, replace });
      },
    }),
    [],
  );

  return (
    <GuardContext.Provider value={guard}>
      <RouterProvider navigate={(path) => guard.navigate(path)} useHref={(href) => (href.startsWith("/") ? base + href : href)}>
        {children}
        <ConfirmDialog
          isOpen={held !== null}
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay on this page"
          onCancel={() => setHeld(null)}
          onConfirm={() => {
            if (held === null) return;
            dirty.current.clear();
            setHeld(null);
            navigateRef.current(held.path, { replace: held.replace });
          }}
        >
          <p>You have changes on this page that are not saved. If you leave now, they will be lost.</p>
        </ConfirmDialog>
      </RouterProvider>
    </GuardContext.Provider>
  );
}

/** Navigation from code (a menu, after a save) that asks before throwing away unsaved changes. */
export function useGuardedNavigate(): (path: string, options?: NavigateOptions) => void {
  const guard = useContext(GuardContext);
  if (guard === null) throw new Error("useGuardedNavigate needs a LinkRouter above it.");
  return guard.navigate;
}

/** Marks this component's form as holding unsaved changes while `isDirty` is true. */
export function useUnsavedChanges(isDirty: boolean): void {
  const guard = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    guard?.setDirty(id, isDirty);
    return () => guard?.setDirty(id, false);
  }, [guard, id, isDirty]);
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty]);
}

/** Sets the tab title: "Sign in – ICT Manpower Portal"; the product name alone on the start page. */
export function useDocumentTitle(title: string | null, product: string) {
  useEffect(() => {
    document.title = title ? `${title} – ${product}` : product;
  }, [title, product]);
}
