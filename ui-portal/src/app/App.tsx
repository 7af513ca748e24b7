// The portal's routes. Each page reads the core's stores and runs its commands.
import type { Core } from "@ictm/core";
import { Route, Router, Switch } from "wouter";
import { AccountPage } from "../pages/account/AccountPage.tsx";
import { ActivatePage } from "../pages/auth/ActivatePage.tsx";
import { BusinessSignInPage, TalentSignInPage } from "../pages/auth/SignInPage.tsx";
import { SignUpPage } from "../pages/auth/SignUpPage.tsx";
import { BusinessRegisterPage } from "../pages/business/BusinessRegisterPage.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { ChangePasswordPage } from "../pages/password/ChangePasswordPage.tsx";
import { ForgotPasswordPage } from "../pages/password/ForgotPasswordPage.tsx";
import { ResetPasswordPage } from "../pages/password/ResetPasswordPage.tsx";
import { LinkedInCallbackPage } from "../social/LinkedInCallbackPage.tsx";
import { CoreProvider } from "./core-context.tsx";
import { paths } from "./paths.ts";
import { PortalRouter } from "./router.tsx";
import type { SocialConfig } from "./social-config.ts";
import { SocialConfigProvider } from "./social-context.tsx";
import { ToastsFromCore } from "./ToastsFromCore.tsx";

export function App({ core, social }: { core: Core; social: SocialConfig }) {
  return (
    <CoreProvider value={core}>
      <SocialConfigProvider value={social}>
        <Router>
          <PortalRouter>
            <Switch>
              <Route path={paths.home} component={HomePage} />
              <Route path={paths.signUp} component={SignUpPage} />
              <Route path={paths.signIn} component={TalentSignInPage} />
              <Route path={paths.businessSignIn} component={BusinessSignInPage} />
              <Route path={paths.businessRegister} component={BusinessRegisterPage} />
              <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
              <Route path={paths.resetPassword} component={ResetPasswordPage} />
              <Route path={paths.activate} component={ActivatePage} />
              <Route path={paths.account} component={AccountPage} />
              <Route path={paths.changePassword} component={ChangePasswordPage} />
              <Route path={paths.linkedInCallback} component={LinkedInCallbackPage} />
              <Route component={NotFoundPage} />
            </Switch>
            <ToastsFromCore />
          </PortalRouter>
        </Router>
      </SocialConfigProvider>
    </CoreProvider>
  );
}
