// The portal's routes (route-table.ts; each page's code loads with its route, routes.tsx). Each page reads the
// core's stores and runs its commands. A Talent's own pages live under /account, a Business's under /business; the
// searches (/talents, /businesses, /jobs, /ict-projects, /courses), /jobs/{id}, /courses/{id} and
// /businesses/{id}/vacancies are public. Every navigation passes the leave guard, which asks before a form's unsaved
// changes are lost. The frame (PortalFrame.tsx) is rendered here once, around the routes, so it stays mounted while a
// page's code loads and from page to page.
import type { Core } from "@ictm/core";
import { CoreProvider, LeaveConfirmationProvider, ToastsFromCore, useLeaveGuard } from "@ictm/ui-kit";
import { Route, Router, Switch } from "wouter";
import { PortalFrame } from "./PortalFrame.tsx";
import { PortalRouter } from "./router.tsx";
import { lazyRoutes, NotFound } from "./routes.tsx";
import type { SocialConfig } from "./social-config.ts";
import { SocialConfigProvider } from "./social-context.tsx";

export function App({ core, social }: { core: Core; social: SocialConfig }) {
  const leaveGuard = useLeaveGuard();
  return (
    <CoreProvider value={core}>
      <SocialConfigProvider value={social}>
        <LeaveConfirmationProvider guard={leaveGuard}>
          <Router aroundNav={leaveGuard.aroundNav}>
            <PortalRouter>
              <PortalFrame>
                <Switch>
                  {lazyRoutes.map(({ path, page: Page }) => (
                    <Route key={path} path={path}>
                      <Page />
                    </Route>
                  ))}
                  <Route>
                    <NotFound />
                  </Route>
                </Switch>
              </PortalFrame>
              <ToastsFromCore />
            </PortalRouter>
          </Router>
        </LeaveConfirmationProvider>
      </SocialConfigProvider>
    </CoreProvider>
  );
}
