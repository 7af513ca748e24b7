// The back-office's routes, under the base /backoffice.
import type { Core } from "@ictm/core";
import { CoreProvider, ToastsFromCore } from "@ictm/ui-kit";
import { Route, Router, Switch } from "wouter";
import { BoardPlaceholderPage } from "../pages/board/BoardPlaceholderPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { BASE, paths } from "./paths.ts";
import { BackofficeRouter } from "./router.tsx";

export function App({ core }: { core: Core }) {
  return (
    <CoreProvider value={core}>
      <Router base={BASE}>
        <BackofficeRouter>
          <Switch>
            <Route path={paths.home} component={HomePage} />
            <Route path="/expat-permits/workflows/:workflowId" component={BoardPlaceholderPage} />
            <Route component={NotFoundPage} />
          </Switch>
          <ToastsFromCore />
        </BackofficeRouter>
      </Router>
    </CoreProvider>
  );
}
