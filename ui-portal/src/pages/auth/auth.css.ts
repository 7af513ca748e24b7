// The portal's open pages' styles: the kit's shared ones (layout, card, outcome, switch lines) and the portal's own
// (the sign-in notices, the activation status, the business registration's field groups).
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export * from "@ictm/ui-kit/auth/auth.css.ts";

export const sectionHeading = style({ fontSize: vars.fontSize.l });

export const fieldGroup = style({ display: "flex", flexDirection: "column", gap: vars.space[5], minWidth: 0 });

/** A second group of fields in the same form, set apart by a rule. */
export const fieldGroupAfter = style({ paddingTop: vars.space[6], marginTop: vars.space[2], borderTop: `1px solid ${vars.color.border}` });

export const notice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.warningBorder}`,
  background: vars.color.warningSurface,
});

/** A refusal the person must fix (the sign-in's wrong e-mail or password), focused when it appears. */
export const dangerNotice = style({
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.dangerBorder}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
});

/** Good news above a form (the account is active: sign in). */
export const successNotice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.successBorder}`,
  background: vars.color.successSurface,
});

/** "Sign in instead", right under an e-mail field whose address has an account already. */
export const signInInstead = style({ marginTop: `calc(-1 * ${vars.space[2]})`, fontSize: vars.fontSize.s });

export const noticeTitle = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold });

export const status = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "flex-start",
  color: vars.color.successText,
  fontWeight: vars.fontWeight.medium,
});

export const statusIcon = style({ flex: "none", marginTop: "2px" });
