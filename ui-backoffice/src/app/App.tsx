// The back-office's routes, under the base /backoffice. The open pages (sign-in, forgotten and reset password, the
// chief evaluation page a chief evaluator opens with a link's token, and the e-signature scanner and its results,
// which anyone holding a letter may use) come first; every other page is behind RequireStaff. Every navigation
// passes the leave guard, which asks before a form's unsaved changes are lost. Each page's code loads with its
// route (pages.ts), and the page the back-office opens on starts loading at once, beside the session check
// (`startFirstPage`, called by main.tsx). The frame (BackofficeFrame.tsx) is rendered here once, around the routes,
// so it stays mounted while a page's code loads and from page to page.
import { DEFAULT_WORKFLOW_ID, type Core } from "@ictm/core";
import { CoreProvider, LeaveConfirmationProvider, preloadFirstRoute, ToastsFromCore, useLeaveGuard } from "@ictm/ui-kit";
import { Redirect, Route, Router, Switch } from "wouter";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import type { LazyPart } from "@ictm/ui-kit";
import * as pages from "./pages.ts";
import { BASE, paths } from "./paths.ts";
import { BackofficeFrame } from "./BackofficeFrame.tsx";
import { RequireStaff, StaffSignOut } from "./RequireStaff.tsx";
import { BackofficeRouter } from "./router.tsx";
import { startBoardLoad } from "../pages/board/first-load.ts";

interface PageRoute {
  readonly path: string;
  readonly page: LazyPart<Record<string, never>>;
  /**
   * What the page asks the server for first, started beside its code when the back-office opens on it and a staff
   * session is saved (`startFirstPage`); the page takes that load instead of asking again.
   */
  readonly load?: (core: Core, params: Readonly<Record<string, string>>) => void;
}

/** The pages anyone may open (no session needed). */
const OPEN_ROUTES: readonly PageRoute[] = [
  { path: paths.signIn, page: pages.SignInPage },
  { path: paths.forgotPassword, page: pages.ForgotPasswordPage },
  { path: paths.resetPassword, page: pages.ResetPasswordPage },
  { path: paths.chiefEvaluation, page: pages.ChiefEvaluationPage },
  { path: paths.viewfinder, page: pages.ViewfinderPage },
  { path: paths.verificationResults, page: pages.ResultsPage },
];

/** The staff pages, in the order the Switch tries them. */
const STAFF_ROUTES: readonly PageRoute[] = [
  { path: paths.home, page: pages.HomePage },
  { path: paths.staff, page: pages.StaffPage },
  { path: paths.internalChiefEvaluation, page: pages.InternalChiefEvaluationPage },
  { path: paths.signatureManagement, page: pages.ManagementPage },
  { path: paths.signatories, page: pages.SignatoriesPage },
  // The board, and the side panel over it (…/application/{id}/{tab}): one page, so the board stays mounted.
  { path: "/expat-permits/workflows/:workflowId/*?", page: pages.BoardPage, load: (core, { workflowId = "" }) => startBoardLoad(core, workflowId) },
  // The listings, and the panel over each (…/application/{id}/{tab}); "archived" first, as it reads as a workflow id too.
  { path: "/expat-permits/listing/archived/:workflowId/*?", page: pages.ArchivedListingPage },
  { path: "/expat-permits/listing/:workflowId/*?", page: pages.ApprovedListingPage },
  { path: "/statistics/details/:workflowId", page: pages.StatisticsPage },
  { path: paths.publicHolidays, page: pages.PublicHolidaysPage },
];

export function App({ core }: { core: Core }) {
  const leaveGuard = useLeaveGuard();
  return (
    <CoreProvider value={core}>
      <LeaveConfirmationProvider guard={leaveGuard}>
        <Router base={BASE} aroundNav={leaveGuard.aroundNav}>
          <BackofficeRouter>
            <StaffSignOut>
              <BackofficeFrame>
                <Switch>
                  {OPEN_ROUTES.map(({ path, page: Page }) => (
                    <Route key={path} path={path}>
                      <Page />
                    </Route>
                  ))}
                  {/* Keyed: two redirects in a row must not be one Redirect kept mounted (it navigates only once). */}
                  <Route key="e-signatures" path={paths.eSignatures}>
                    <Redirect to={paths.qrScanner} replace />
                  </Route>
                  <Route key="qr-scanner" path={paths.qrScanner}>
                    <Redirect to={paths.viewfinder} replace />
                  </Route>
                  <Route>
                    <RequireStaff>
                      <StaffRoutes />
                    </RequireStaff>
                  </Route>
                </Switch>
              </BackofficeFrame>
            </StaffSignOut>
            <ToastsFromCore />
          </BackofficeRouter>
        </Router>
      </LeaveConfirmationProvider>
    </CoreProvider>
  );
}

function StaffRoutes() {
  return (
    <Switch>
      {STAFF_ROUTES.map(({ path, page: Page }) => (
        <Route key={path} path={path}>
          <Page />
        </Route>
      ))}
      <Route path={paths.expatPermits}>
        <Redirect to={paths.board(DEFAULT_WORKFLOW_ID)} replace />
      </Route>
      <Route path={paths.statistics}>
        <Redirect to={paths.statisticsBoard(DEFAULT_WORKFLOW_ID)} replace />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The page the back-office opens on starts loading at once (main.tsx, before the first render), while the session is
 * restored and checked (a staff page renders only after that), so its code does not wait behind it; and its first
 * data as soon as a saved session is restored (the board's: it was asked for only once the page had rendered, about
 * 0.3 s later; issue 17). Only that page: the others load when they are opened. Returns when to render (`ready`, see
 * preloadFirstRoute) and what starts the data.
 */
export function startFirstPage(core: Core, pathname: string): { ready: Promise<void>; whenSignedIn: () => void } {
  const { first, ready } = preloadFirstRoute([...OPEN_ROUTES, ...STAFF_ROUTES], pathname.startsWith(BASE) ? pathname.slice(BASE.length) || "/" : pathname);
  return { ready, whenSignedIn: () => first?.route.load?.(core, first.params) };
}
