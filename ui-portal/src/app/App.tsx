// The portal's routes (route-table.ts; each page's code loads with its route, routes.tsx). Each page reads the
// core's stores and runs its commands. A Talent's own pages live under /account, a Business's under /business; the
// searches (/talents, /businesses, /jobs, /ict-projects, /courses), /jobs/{id}, /courses/{id} and
// /businesses/{id}/vacancies are public. Every navigation passes the leave guard, which asks before a form's unsaved
// changes are lost.
import type { Core } from "@ictm/core";
import { CoreProvider, LeaveConfirmationProvider, ToastsFromCore, useLeaveGuard } from "@ictm/ui-kit";
import { Route, Router, Switch } from "wouter";
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
              <ToastsFromCore />
            </PortalRouter>
          </Router>
        </LeaveConfirmationProvider>
      </SocialConfigProvider>
    </CoreProvider>
  );
}
