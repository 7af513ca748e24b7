// The portal's header: the product, then either the sign-in links or the signed-in member's menu.
// While the saved session is still being looked for, a quiet placeholder holds the place, so a
// signed-in person never sees a flash of "Sign in".
import { useSignals } from "@preact/signals-react/runtime";
import { signOut } from "@ictm/core";
import { AccountMenu, Brand, HeaderNav, Link, SiteHeader, Skeleton } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { useCore } from "./core-context.tsx";
import { paths, PRODUCT_NAME } from "./paths.ts";

export function PortalHeader() {
  return (
    <SiteHeader brand={<Brand name={PRODUCT_NAME} tagline="Brunei's ICT talent, jobs and training" href={paths.home} />}>
      <MemberControls />
    </SiteHeader>
  );
}

function MemberControls() {
  useSignals();
  const core = useCore();
  const session = core.stores.session.value;
  const [, navigate] = useLocation();

  if (session.status === "unknown") return <Skeleton width="132px" height="40px" radius="999px" />;

  if (session.status === "loggedOut") {
    return (
      <HeaderNav label="Account">
        <Link appearance="nav" href={paths.signIn}>
          Sign in
        </Link>
        <Link appearance="button-primary" size="small" href={paths.signUp}>
          Sign up
        </Link>
      </HeaderNav>
    );
  }

  // A session restored from the cookie alone learns the member's name from the profile (restoreSession
  // loads it); until then the placeholder stays.
  const profileStatus = core.stores.talentProfile.value.status;
  if (session.member === null && (profileStatus === "idle" || profileStatus === "loading")) {
    return <Skeleton width="132px" height="40px" radius="999px" />;
  }

  const logOut = async () => {
    await core.run(signOut());
    navigate(paths.home);
  };
  const name = session.member?.name ?? "Your account";
  return (
    <AccountMenu
      name={name}
      pictureUrl={session.profilePicture}
      detail={session.member?.email}
      actions={[
        { id: "account", label: "Your account", onAction: () => navigate(paths.account) },
        { id: "log-out", label: "Log out", onAction: () => void logOut() },
      ]}
    />
  );
}
