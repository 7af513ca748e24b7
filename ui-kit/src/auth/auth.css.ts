// The open pages' look in both apps (sign-in, sign-up, forgotten and reset password): a title beside (above, on
// phones) the form card, and what goes in the card. App-only pieces stay in each app's own style module.
import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

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

/** Reasons and reassurance beside the form; wide screens only. */
export const asideList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "none",
  flexDirection: "column",
  gap: vars.space[4],
  marginTop: vars.space[4],
  "@media": { [media.lg]: { display: "flex" } },
});

export const asideItem = style({ display: "flex", gap: vars.space[3], color: vars.color.textSecondary });

export const asideIcon = style({ flex: "none", color: vars.color.accent, marginTop: "3px" });

/** The card's column: the form, the other ways in, the links to other pages. */
export const cardStack = style({ display: "flex", flexDirection: "column", gap: vars.space[5] });

export const cardHeading = style({ fontSize: vars.fontSize.l });

/** One line at the card's foot leading elsewhere ("Remembered it? Back to sign in"), set apart by a rule. */
export const switchLine = style({ paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.border}`, color: vars.color.textSecondary });

/** The same for several lines. */
export const switchLines = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});

/** The password field with "Forgot your password?" right under it. */
export const passwordBlock = style({ display: "flex", flexDirection: "column", gap: vars.space[2] });

export const forgotLink = style({ alignSelf: "flex-start", fontSize: vars.fontSize.s });

/** An outcome screen in the card (check your e-mail, changed, link refused): a large icon, then what to do. */
export const outcome = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[4] });

export const outcomeIcon = style({ display: "grid", placeItems: "center", width: "56px", height: "56px", borderRadius: "50%" });
export const outcomeIconSuccess = style({ background: vars.color.successSurface, color: vars.color.successText });
export const outcomeIconInfo = style({ background: vars.color.accentSoft, color: vars.color.accent });
export const outcomeIconDanger = style({ background: vars.color.dangerSurface, color: vars.color.dangerText });

export const muted = style({ color: vars.color.textSecondary });

/** An address named in a sentence: it stands out and breaks anywhere rather than overflow the card. */
export const emailText = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: "anywhere" });
