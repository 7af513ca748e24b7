// wouter drives the portal's routes; react-aria's links and menus navigate through it.
import type { ReactNode } from "react";
import { LinkRouter, useDocumentTitle } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { PRODUCT_NAME } from "./paths.ts";

export function PortalRouter({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  return (
    <LinkRouter location={location} navigate={(path, options) => navigate(path, options)}>
      {children}
    </LinkRouter>
  );
}

export function usePageTitle(title: string | null) {
  useDocumentTitle(title, PRODUCT_NAME);
}
