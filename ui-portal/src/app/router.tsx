// wouter drives the portal's routes; react-aria's links and menus navigate through it. Going to the address
// already shown adds no history entry (a search result that is already selected, the current page's number).
import type { ReactNode } from "react";
import { LinkRouter, useDocumentTitle } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { PRODUCT_NAME } from "./paths.ts";

export function PortalRouter({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  return (
    <LinkRouter
      location={location}
      navigate={(path, options) => navigate(path, { replace: options?.replace === true || isShownAddress(path) })}
    >
      {children}
    </LinkRouter>
  );
}

export function usePageTitle(title: string | null) {
  useDocumentTitle(title, PRODUCT_NAME);
}

const isShownAddress = (path: string): boolean => path === window.location.pathname + window.location.search;
