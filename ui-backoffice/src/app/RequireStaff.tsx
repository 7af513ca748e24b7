// The door of every back-office page but the open ones (sign-in, forgotten and reset password): without a staff
// session it sends the person to sign in and back here afterwards (path and query). A staff 401 anywhere ends the
// session in core (with its toast), and the same redirect follows. Signing out on purpose lands on a plain sign-in.
import { createContext, useContext, useRef, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { signOutStaff } from "@ictm/core";
import { AreaSkeleton, Container, useCore } from "@ictm/ui-kit";
import { Redirect, useLocation, useSearch } from "wouter";
import { paths, signInPath } from "./paths.ts";

const SignOutContext = createContext<(() => Promise<void>) | null>(null);

export function RequireStaff({ children }: { children: ReactNode }) {
  useSignals();
  const core = useCore();
  const status = core.stores.staffSession.value.status;
  const [location] = useLocation();
  const search = useSearch();
  const signingOut = useRef(false);

  if (status === "unknown") {
    return (
      <Container>
        <AreaSkeleton label="Checking your session" />
      </Container>
    );
  }
  if (status === "loggedOut") {
    const target = signingOut.current ? paths.signIn : signInPath(search === "" ? location : `${location}?${search}`);
    return <Redirect to={target} replace />;
  }

  const signOut = async () => {
    signingOut.current = true;
    await core.run(signOutStaff());
  };
  return <SignOutContext.Provider value={signOut}>{children}</SignOutContext.Provider>;
}

/** Signs the staff member out; the door above then shows the sign-in page (without a way back here). */
export function useStaffSignOut(): () => Promise<void> {
  const core = useCore();
  const fromDoor = useContext(SignOutContext);
  return fromDoor ?? (async () => void (await core.run(signOutStaff())));
}
