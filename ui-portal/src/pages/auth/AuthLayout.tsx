// The portal's open pages (sign-up, sign-in, activation, forgotten and reset password): the kit's auth layout, in the
// frame the app renders around every page (app/PortalFrame.tsx).
export { AuthLayout, type AuthLayoutProps } from "@ictm/ui-kit";
