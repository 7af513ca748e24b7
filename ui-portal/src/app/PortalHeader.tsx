// The portal's header: the product, the main navigation (the five searches), then either the ways in (Talents sign in or up; employers have their
// own door; on a phone "Sign up" stays in the row and the others are in the Menu panel with the searches) or the signed-in member's menu: a Talent's picture (or initials) and name, a Business's logo and
// name, and the member's own pages. While the saved session is still being looked for, a quiet placeholder
// holds the place, so a signed-in person never sees a flash of "Sign in". Menu navigation asks before leaving
// a form with unsaved changes, as links do (every navigation passes the leave guard); logging out does not.
import { useSignals } from "@preact/signals-react/runtime";
import { signOut, type SessionState } from "@ictm/core";
import { AccountMenu, Brand, HeaderNav, Link, MainNav, SiteHeader, Skeleton, useCore, useLeaveWithoutAsking, type MenuAction } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { paths, PRODUCT_NAME } from "./paths.ts";
import * as styles from "./PortalHeader.css.ts";

export function PortalHeader() {
  return (
    <SiteHeader brand={<Brand name={PRODUCT_NAME} tagline="Brunei's ICT talent, jobs and training" href={paths.home} />} nav={<PortalNav />} menuExtra={<WaysInMenu />}>
      <MemberControls />
    </SiteHeader>
  );
}

/** On a phone, signed out: the ways in the compact row leaves out (it keeps "Sign up"), listed in the Menu panel. */
function WaysInMenu() {
  useSignals();
  const session = useCore().stores.session.value;
  const [location] = useLocation();
  if (session.status !== "loggedOut") return null;
  return (
    <MainNav
      label="Account"
      items={[
        { href: paths.signIn, label: "Sign in", isCurrent: location === paths.signIn },
        { href: paths.businessSignIn, label: "For employers", isCurrent: location === paths.businessSignIn || location === paths.businessRegister },
      ]}
    />
  );
}

const SECTIONS = [
  { href: paths.talentSearch, label: "Talents" },
  { href: paths.businessSearch, label: "Businesses" },
  { href: paths.jobSearch, label: "Jobs" },
  { href: paths.ictProjectSearch, label: "ICT projects" },
  { href: paths.courseSearch, label: "Courses" },
] as const;

/** The searches, a landmark named "Main"; a search is current on its own address (whatever its query). */
function PortalNav() {
  const [location] = useLocation();
  return <MainNav items={SECTIONS.map((section) => ({ ...section, isCurrent: location === section.href }))} />;
}

function MemberControls() {
  useSignals();
  const core = useCore();
  const session = core.stores.session.value;
  const [location, navigate] = useLocation();
  const leaveWithoutAsking = useLeaveWithoutAsking();
  const placeholder = <Skeleton width="132px" height="40px" radius="999px" />;

  if (session.status === "unknown") return placeholder;

  if (session.status === "loggedOut") {
    const forEmployers = location === paths.businessSignIn || location === paths.businessRegister;
    return (
      <HeaderNav label="Account">
        <Link appearance="nav" href={paths.businessSignIn} className={`${styles.wideOnly} ${styles.employers}`} aria-current={forEmployers ? "page" : undefined}>
          For employers
        </Link>
        <Link appearance="nav" href={paths.signIn} className={styles.wideOnly} aria-current={location === paths.signIn ? "page" : undefined}>
          Sign in
        </Link>
        <Link appearance="button-primary" size="small" href={paths.signUp}>
          Sign up
        </Link>
      </HeaderNav>
    );
  }

  // A session restored from the cookie alone learns who it is from the profile (restoreSession loads it,
  // or learns that the token is a Business's); until then the placeholder stays.
  const profileStatus = core.stores.talentProfile.value.status;
  if (session.member === null && session.accountType !== "Business" && (profileStatus === "idle" || profileStatus === "loading")) {
    return placeholder;
  }

  const logOut = async () => {
    await core.run(signOut());
    // Home, without the query of the page the person was on (spec §4); signed out, nothing is left to save.
    leaveWithoutAsking();
    navigate(paths.home, { replace: true });
  };
  const go = (id: string, label: string, path: string): MenuAction => ({ id, label, onAction: () => navigate(path) });
  const own: MenuAction[] =
    session.accountType === "Business"
      ? [go("business", "Business profile", paths.business), go("vacancies", "Vacancies", paths.vacancies), go("projects", "ICT projects", paths.projects), go("courses", "Training courses", paths.trainingCourses)]
      : [go("profile", "Your profile", paths.account), go("saved-jobs", "Saved jobs", paths.savedJobs), go("courses", "My training courses", paths.myCourses)];
  return (
    <AccountMenu
      name={menuName(session)}
      pictureUrl={session.accountType === "Business" ? (session.business?.logo ?? null) : session.profilePicture}
      pictureShape={session.accountType === "Business" ? "logo" : "person"}
      detail={session.member?.email}
      actions={[...own, go("password", "Change password", paths.changePassword), { id: "log-out", label: "Log out", onAction: () => void logOut() }]}
    />
  );
}

/** A Business member is shown as the business; a Talent by name. */
function menuName(session: SessionState): string {
  if (session.accountType === "Business") return session.business?.businessName ?? session.member?.name ?? "Your business account";
  return session.member?.name ?? "Your account";
}
