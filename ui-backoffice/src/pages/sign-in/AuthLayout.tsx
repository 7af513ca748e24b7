// The back-office's open pages (sign-in, forgotten and reset password): the kit's auth layout inside the back-office
// frame. Nobody is signed in here, so the frame's header carries the product alone.
import { AuthLayout as OpenPageLayout, type AuthLayoutProps } from "@ictm/ui-kit";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";

export function AuthLayout(props: AuthLayoutProps) {
  return (
    <BackofficeFrame>
      <OpenPageLayout {...props} />
    </BackofficeFrame>
  );
}
