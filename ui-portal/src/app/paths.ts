// The portal's addresses and the rules for coming back after sign-in. No React here.

export const PRODUCT_NAME = "ICT Manpower Portal";

export const paths = {
  home: "/",
  signUp: "/talents/sign-up",
  signIn: "/talents/sign-in",
  activate: "/activate",
  account: "/account",
} as const;

/** The sign-in address that comes back to `returnTo` afterwards. */
export function signInPath(returnTo?: string): string {
  return returnTo ? `${paths.signIn}?next=${encodeURIComponent(returnTo)}` : paths.signIn;
}

/** A path inside this app to return to after sign-in; anything else (another site) is ignored. */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
