// The door of every back-office page but the open ones (sign-in, forgotten and reset password): without a staff
// session it sends the person to sign in and back here afterwards (path and query). A staff 401 anywhere ends the
// session in core (with its toast), and the same redirect follows. Signing out on purpose (the header's account menu,
// which sits outside the door, in the frame) lands on a plain sign-in: StaffSignOut, around both, remembers where.
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signOutStaff } from "@ictm/core";
import { AreaSkeleton, Container, useCore } from "@ictm/ui-kit";
import { Redirect, useLocation, useSearch } from "wouter";
import { paths, signInPath } from "./paths.ts";

export function RequireStaff({ children }: { children: ReactNode }) {
  useSignals();
  const core = useCore();
  const status = core.stores.staffSession.value.status;
  const [location] = useLocation();
  const search = useSearch();
  const signedOutAt = useContext(SignedOutAt);
  const here = search === "" ? location : `${location}?${search}`;
  // A new session forgets the last sign-out, so a later 401 on the same page keeps its way back.
  useEffect(() => {
    if (status === "loggedIn") signedOutAt.current = null;
  }, [status, signedOutAt]);

  if (status === "unknown") {
    return (
      <Container>
        <AreaSkeleton label="Checking your session" />
      </Container>
    );
  }
  if (status === "loggedOut") return <Redirect to={signedOutAt.current === here ? paths.signIn : signInPath(here)} replace />;
  return children;
}

/** Around the frame and the door: where the staff member last signed out on purpose (path and query). */
export function StaffSignOut({ children }: { children: ReactNode }) {
  const signedOutAt = useRef<string | null>(null);
  return <SignedOutAt.Provider value={signedOutAt}>{children}</SignedOutAt.Provider>;
}

/** Signs the staff member out; on a staff page the door above then shows the sign-in page (without a way back here). */
export function useStaffSignOut(): () => Promise<void> {
  const core = useCore();
  const signedOutAt = useContext(SignedOutAt);
  const [location] = useLocation();
  const search = useSearch();
  return async () => {
    signedOutAt.current = search === "" ? location : `${location}?${search}`;
    await core.run(signOutStaff());
  };
}

// Outside StaffSignOut (a part rendered on its own) a sign-out is remembered nowhere: the door keeps the way back.
const SignedOutAt = createContext<RefObject<string | null>>({ current: null });
