// Every back-office page's frame: the header (the product, the main navigation and the signed-in staff member's
// account menu with their roles and "Sign out"), an optional sticky top bar (Back and the page title), and main. On
// the open pages (sign-in, password, a chief evaluator's link) nobody is signed in, so the header carries the product
// alone. The app renders it once, around its routes and outside every page's lazy boundary, so it stays mounted while
// a page's code loads and from page to page (the account menu or the phone's Menu stays open, focus in it stays,
// nothing flickers: issue 17). A page never renders it; it states its top bar and padding with `useBackofficeFrame`,
// and only while it is shown.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { DEFAULT_WORKFLOW_ID, describeRoles, mayManageStaff, type Staff } from "@ictm/core";
import { AccountMenu, Brand, MainNav, PageFrame, SiteHeader, TopBar, useCore, type MainNavItem, type TopBarProps } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import * as styles from "./BackofficeFrame.css.ts";
import { isUnder, paths, PRODUCT_NAME } from "./paths.ts";
import { useStaffSignOut } from "./RequireStaff.tsx";

/** What a page may change about the frame around it. */
export interface BackofficeFrameOptions {
  /** The sticky bar under the header: the page's title and where Back goes (no Back link when left out). */
  readonly topBar?: Pick<TopBarProps, "title" | "back">;
  /** Content runs edge to edge (the board), without the page's vertical padding. */
  readonly flush?: boolean;
}

/** Around the app's routes: the frame, with the options of the page shown now (none while its code loads). */
export function BackofficeFrame({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<BackofficeFrameOptions>(NO_OPTIONS);
  const { topBar, flush } = options;
  return (
    <SetOptions.Provider value={setOptions}>
      <PageFrame header={HEADER} topBar={topBar ? <TopBar {...topBar} /> : undefined} flush={flush}>
        {children}
      </PageFrame>
    </SetOptions.Provider>
  );
}

/**
 * A page states its top bar and padding while it is mounted; they go when it unmounts, so the next page (or the
 * quiet skeleton while its code loads) never shows the old title. Set before paint (a layout effect), so the page
 * never shows without its bar first. Compared by value: a page may pass a new object on every render.
 */
export function useBackofficeFrame({ topBar, flush = false }: BackofficeFrameOptions): void {
  const setOptions = useContext(SetOptions);
  const title = topBar?.title;
  const backHref = topBar?.back?.href;
  const backLabel = topBar?.back?.label;
  useLayoutEffect(() => {
    const back = backHref === undefined ? undefined : { href: backHref, label: backLabel };
    setOptions({ topBar: title === undefined ? undefined : { title, back }, flush });
    return () => setOptions(NO_OPTIONS);
  }, [setOptions, title, backHref, backLabel, flush]);
}

const NO_OPTIONS: BackofficeFrameOptions = {};
// Outside a BackofficeFrame (a page rendered on its own) there is no frame to tell.
const SetOptions = createContext<(options: BackofficeFrameOptions) => void>(() => undefined);

/** The header: the product, and for a signed-in staff member the main navigation and their controls. */
function BackofficeHeader() {
  useSignals();
  const staff = useCore().stores.staffSession.value.staff;
  return (
    <SiteHeader brand={<Brand name={PRODUCT_NAME} tagline="Expat permit applications" href={paths.home} />} nav={staff ? <StaffNav staff={staff} /> : undefined}>
      {staff ? <StaffControls staff={staff} /> : null}
    </SiteHeader>
  );
}

// Made once: a page's options re-render the frame, not the header.
const HEADER = <BackofficeHeader />;

/**
 * Workflows (the start page and every board under it), Listings (the default workflow's approved and archived
 * applications), Statistics (the default workflow's, and the public holidays), E-signatures, and Staff for
 * administrators.
 */
function StaffNav({ staff }: { staff: Staff }) {
  const [location] = useLocation();
  const inStaff = location === paths.staff;
  const inListings = isUnder(location, paths.listings);
  const items: MainNavItem[] = [
    { href: paths.home, label: "Workflows", isCurrent: !inStaff && !inListings && (location === paths.home || location.startsWith(paths.expatPermits)) },
    { href: paths.approvedListing(DEFAULT_WORKFLOW_ID), label: "Listings", isCurrent: inListings },
    { href: paths.statistics, label: "Statistics", isCurrent: isUnder(location, paths.statistics) },
    { href: paths.eSignatures, label: "E-signatures", isCurrent: isUnder(location, paths.eSignatures) },
  ];
  if (mayManageStaff(staff.roles)) items.push({ href: paths.staff, label: "Staff", isCurrent: inStaff });
  return <MainNav items={items} />;
}

function StaffControls({ staff }: { staff: Staff }) {
  const signOut = useStaffSignOut();
  const roles = describeRoles(staff.roles);
  return (
    <>
      <span className={`${styles.roles} ${styles.rolesCrowded}`}>{roles}</span>
      <AccountMenu
        name={staff.name}
        detail={
          <div className={styles.menuDetail}>
            <span className={styles.menuName}>{staff.name}</span>
            <span className={styles.menuEmail}>{staff.email}</span>
            <span className={styles.menuRoles}>{roles}</span>
          </div>
        }
        actions={[{ id: "sign-out", label: "Sign out", onAction: () => void signOut() }]}
      />
    </>
  );
}
