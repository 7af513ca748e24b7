// The back-office's open pages (sign-in, forgotten and reset password): the kit's auth layout, in the frame the app
// renders around every page (app/BackofficeFrame.tsx). Nobody is signed in here, so its header carries the product alone.
export { AuthLayout } from "@ictm/ui-kit";
