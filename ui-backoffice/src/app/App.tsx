// The back-office's routes, under the base /backoffice. The open pages (sign-in, forgotten and reset password, the
// chief evaluation page a chief evaluator opens with a link's token, and the e-signature scanner and its results,
// which anyone holding a letter may use) come first; every other page is behind RequireStaff. Every navigation
// passes the leave guard, which asks before a form's unsaved changes are lost. The statistics pages load lazily.
import { DEFAULT_WORKFLOW_ID, type Core } from "@ictm/core";
import { CoreProvider, LeaveConfirmationProvider, ToastsFromCore, useLeaveGuard } from "@ictm/ui-kit";
import { Redirect, Route, Router, Switch } from "wouter";
import { BoardPage } from "../pages/board/BoardPage.tsx";
import { ChiefEvaluationPage } from "../pages/chief-evaluation/ChiefEvaluationPage.tsx";
import { ManagementPage } from "../pages/e-signatures/ManagementPage.tsx";
import { ResultsPage } from "../pages/e-signatures/ResultsPage.tsx";
import { SignatoriesPage } from "../pages/e-signatures/SignatoriesPage.tsx";
import { ViewfinderPage } from "../pages/e-signatures/ViewfinderPage.tsx";
import { InternalChiefEvaluationPage } from "../pages/chief-evaluation/InternalChiefEvaluationPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { ApprovedListingPage, ArchivedListingPage } from "../pages/listings/ListingPage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { ForgotPasswordPage } from "../pages/password/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../pages/password/ResetPasswordPage.tsx";
import { SignInPage } from "../pages/sign-in/SignInPage.tsx";
import { StaffPage } from "../pages/staff/StaffPage.tsx";
import { PublicHolidaysRoute, StatisticsBoardRoute } from "../pages/statistics/lazy-routes.tsx";
import { BASE, paths } from "./paths.ts";
import { RequireStaff } from "./RequireStaff.tsx";
import { BackofficeRouter } from "./router.tsx";

export function App({ core }: { core: Core }) {
  const leaveGuard = useLeaveGuard();
  return (
    <CoreProvider value={core}>
      <LeaveConfirmationProvider guard={leaveGuard}>
        <Router base={BASE} aroundNav={leaveGuard.aroundNav}>
          <BackofficeRouter>
            <Switch>
              <Route path={paths.signIn} component={SignInPage} />
              <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
              <Route path={paths.resetPassword} component={ResetPasswordPage} />
              <Route path={paths.chiefEvaluation} component={ChiefEvaluationPage} />
              {/* Keyed: two redirects in a row must not be one Redirect kept mounted (it navigates only once). */}
              <Route key="e-signatures" path={paths.eSignatures}>
                <Redirect to={paths.qrScanner} replace />
              </Route>
              <Route key="qr-scanner" path={paths.qrScanner}>
                <Redirect to={paths.viewfinder} replace />
              </Route>
              <Route path={paths.viewfinder} component={ViewfinderPage} />
              <Route path={paths.verificationResults} component={ResultsPage} />
              <Route>
                <RequireStaff>
                  <StaffRoutes />
                </RequireStaff>
              </Route>
            </Switch>
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
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.staff} component={StaffPage} />
      <Route path={paths.internalChiefEvaluation} component={InternalChiefEvaluationPage} />
      <Route path={paths.signatureManagement} component={ManagementPage} />
      <Route path={paths.signatories} component={SignatoriesPage} />
      <Route path={paths.expatPermits}>
        <Redirect to={paths.board(DEFAULT_WORKFLOW_ID)} replace />
      </Route>
      {/* The board, and the side panel over it (…/application/{id}/{tab}): one page, so the board stays mounted. */}
      <Route path="/expat-permits/workflows/:workflowId/*?" component={BoardPage} />
      {/* The listings, and the panel over each (…/application/{id}/{tab}); "archived" first, as it reads as a workflow id too. */}
      <Route path="/expat-permits/listing/archived/:workflowId/*?" component={ArchivedListingPage} />
      <Route path="/expat-permits/listing/:workflowId/*?" component={ApprovedListingPage} />
      <Route path={paths.statistics}>
        <Redirect to={paths.statisticsBoard(DEFAULT_WORKFLOW_ID)} replace />
      </Route>
      {/* Lazily loaded (the charts and visx stay off every other page's load). */}
      <Route path="/statistics/details/:workflowId" component={StatisticsBoardRoute} />
      <Route path={paths.publicHolidays} component={PublicHolidaysRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
