// The portal's open pages (sign-up, sign-in, activation, forgotten and reset password): the kit's auth layout
// inside the portal frame.
import { AuthLayout as OpenPageLayout, type AuthLayoutProps } from "@ictm/ui-kit";
import { PortalFrame } from "../../app/PortalFrame.tsx";

export type { AuthLayoutProps };

export function AuthLayout(props: AuthLayoutProps) {
  return (
    <PortalFrame>
      <OpenPageLayout {...props} />
    </PortalFrame>
  );
}
