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

export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const status = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "flex-start",
  color: vars.color.successText,
  fontWeight: vars.fontWeight.medium,
});

export const statusIcon = style({ flex: "none", marginTop: "2px" });
