// The open pages' layout (sign-in, forgotten and reset password): a title beside (above, on phones) the form card.
import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const layout = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 460px)", gap: vars.space[16] } },
});

export const intro = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  "@media": { [media.lg]: { paddingTop: vars.space[6] } },
});

export const lead = style({ fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.snug, color: vars.color.textSecondary });

export const cardStack = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const cardHeading = style({ fontSize: vars.fontSize.l });

/** The password field with "Forgot your password?" right under it. */
export const passwordBlock = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const forgotLink = style({ alignSelf: "flex-start", fontSize: vars.fontSize.s });

export const switchLine = style({ paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.border}`, color: vars.color.textSecondary });

export const outcome = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[4] });

export const outcomeIcon = style({ display: "grid", placeItems: "center", width: "56px", height: "56px", borderRadius: "50%" });
export const outcomeIconSuccess = style({ background: vars.color.successSurface, color: vars.color.successText });
export const outcomeIconInfo = style({ background: vars.color.accentSoft, color: vars.color.accent });
export const outcomeIconDanger = style({ background: vars.color.dangerSurface, color: vars.color.dangerText });

export const muted = style({ color: vars.color.textSecondary });
