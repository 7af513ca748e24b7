// Every back-office page: the header (the product, the main navigation and the signed-in staff member's account
// menu with their roles and "Sign out"), an optional sticky top bar (Back and the page title), and main.
// On the open pages (sign-in, password) nobody is signed in, so the header carries the product alone.
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { DEFAULT_WORKFLOW_ID, describeRoles, mayManageStaff, type Staff } from "@ictm/core";
import { AccountMenu, Brand, MainNav, PageFrame, SiteHeader, TopBar, useCore, type MainNavItem, type TopBarProps } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import * as styles from "./BackofficeFrame.css.ts";
import { isUnder, paths, PRODUCT_NAME } from "./paths.ts";
import { useStaffSignOut } from "./RequireStaff.tsx";

export interface BackofficeFrameProps {
  topBar?: TopBarProps;
  /** Content runs edge to edge (the board), without the page's vertical padding. */
  flush?: boolean;
  children: ReactNode;
}

export function BackofficeFrame({ topBar, flush, children }: BackofficeFrameProps) {
  useSignals();
  const staff = useCore().stores.staffSession.value.staff;
  return (
    <PageFrame
      header={
        <SiteHeader brand={<Brand name={PRODUCT_NAME} tagline="Expat permit applications" href={paths.home} />} nav={staff ? <StaffNav staff={staff} /> : undefined}>
          {staff ? <StaffControls staff={staff} /> : null}
        </SiteHeader>
      }
      topBar={topBar ? <TopBar {...topBar} /> : undefined}
      flush={flush}
    >
      {children}
    </PageFrame>
  );
}

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
