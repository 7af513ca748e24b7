// The portal's pages as lazy parts: each page's code loads when its route first renders (route-table.ts lists them),
// so the first load carries only the first route's code (issue 17). While a page's code is on its way, the frame
// around the routes (App.tsx) stays as it is, and its main shows a skeleton only if the wait is long.
import { Container, lazyPart, QuietLoading, type LazyPart } from "@ictm/ui-kit";
import type { ComponentType } from "react";
import { notFoundRoute, portalRoutes, type PortalRoute } from "./route-table.ts";

type PageModule = Readonly<Record<string, ComponentType | undefined>>;

// Every module the route table names, and no other: a module both imported and lazily loaded becomes a chunk of
// its own, so the pages that other pages embed (CheckEmailPage, RecordPage, SearchPage, OwnListPage) stay out.
// tests/e2e/bundle.test.ts holds this list and the route table equal.
const pageModules = import.meta.glob<PageModule>([
  "../pages/**/*Page.tsx",
  "../social/LinkedInCallbackPage.tsx",
  "!../pages/auth/CheckEmailPage.tsx",
  "!../pages/business/OwnListPage.tsx",
  "!../pages/jobs/RecordPage.tsx",
  "!../pages/search/SearchPage.tsx",
]);

export interface LazyRoute {
  readonly path: string;
  readonly page: LazyPart<Record<string, never>>;
}

export const lazyRoutes: readonly LazyRoute[] = portalRoutes.map((route) => ({ path: route.path, page: lazyPage(route) }));
export const NotFound = lazyPage(notFoundRoute);

function lazyPage({ module, component }: PortalRoute): LazyPart<Record<string, never>> {
  return lazyPart(
    async () => {
      const load = pageModules[`../${module}`];
      if (load === undefined) throw new Error(`routes.tsx does not load ${module}: add it to pageModules.`);
      const page = (await load())[component];
      if (page === undefined) throw new Error(`${module} has no export ${component}.`);
      return page;
    },
    <Container>
      <QuietLoading label="Loading the page" />
    </Container>,
  );
}
