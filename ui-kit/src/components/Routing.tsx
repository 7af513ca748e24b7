// Glue between an app's router and the kit: react-aria links and menus navigate through the router (no page
// reloads), focus moves to the main landmark after each navigation (so screen readers hear the new page), and
// each page names the browser tab. Router-agnostic: the app passes navigate and base. Asking before unsaved
// changes are lost is not done here but in the router's own navigation (LeaveConfirmation.tsx), so links, menus,
// redirects and code all pass the same guard.
import { useEffect, useRef, type ReactNode } from "react";
import { RouterProvider } from "react-aria-components";

export interface LinkRouterProps {
  /** Navigates to a path relative to `base` (wouter's navigate, which passes the leave guard). */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The app's base path ("/backoffice"), put in front of every in-app href. */
  base?: string;
  /** The current location; each change after the first moves focus to the main landmark. */
  location: string;
  children: ReactNode;
}

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

  return (
    <RouterProvider navigate={(path) => navigate(path)} useHref={(href) => (href.startsWith("/") ? base + href : href)}>
      {children}
    </RouterProvider>
  );
}

/** Sets the tab title: "Sign in – ICT Manpower Portal"; the product name alone on the start page. */
export function useDocumentTitle(title: string | null, product: string) {
  useEffect(() => {
    document.title = title ? `${title} – ${product}` : product;
  }, [title, product]);
}
