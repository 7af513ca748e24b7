// The portal's routes. Each page reads the core's stores and runs its commands.
import type { Core } from "@ictm/core";
import { Route, Router, Switch } from "wouter";
import { AccountPage } from "../pages/account/AccountPage.tsx";
import { ActivatePage } from "../pages/auth/ActivatePage.tsx";
import { SignInPage } from "../pages/auth/SignInPage.tsx";
import { SignUpPage } from "../pages/auth/SignUpPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { CoreProvider } from "./core-context.tsx";
import { paths } from "./paths.ts";
import { PortalRouter } from "./router.tsx";
import { ToastsFromCore } from "./ToastsFromCore.tsx";

export function App({ core }: { core: Core }) {
  return (
    <CoreProvider core={core}>
      <Router>
        <PortalRouter>
          <Switch>
            <Route path={paths.home} component={HomePage} />
            <Route path={paths.signUp} component={SignUpPage} />
            <Route path={paths.signIn} component={SignInPage} />
            <Route path={paths.activate} component={ActivatePage} />
            <Route path={paths.account} component={AccountPage} />
            <Route component={NotFoundPage} />
          </Switch>
          <ToastsFromCore />
        </PortalRouter>
      </Router>
    </CoreProvider>
  );
}
