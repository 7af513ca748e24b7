import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

const base = style({
  color: vars.color.accent,
  borderRadius: vars.radius.s,
  cursor: "pointer",
  textUnderlineOffset: "0.2em",
  textDecorationThickness: "1px",
  selectors: {
    "&[data-hovered]": { color: vars.color.accentHover, textDecorationThickness: "2px" },
    "&[data-pressed]": { color: vars.color.accentPressed },
  },
});

export const variant = styleVariants({
  /** Inside a sentence: always underlined, so colour is not the only cue. */
  inline: [base, { textDecoration: "underline" }],
  /** On its own line (a card's call to action): bold, underlined on hover. */
  standalone: [
    base,
    {
      fontWeight: vars.fontWeight.semibold,
      textDecoration: "none",
      selectors: { "&[data-hovered]": { textDecoration: "underline" } },
    },
  ],
  /** Header navigation: quiet until hovered. */
  nav: [
    base,
    {
      display: "inline-flex",
      alignItems: "center",
      minHeight: "40px",
      padding: `0 ${vars.space[2]}`,
      whiteSpace: "nowrap",
      fontWeight: vars.fontWeight.medium,
      textDecoration: "none",
      color: vars.color.text,
      selectors: {
        "&[data-hovered]": { color: vars.color.accent, textDecoration: "underline" },
        '&[aria-current="page"]': { color: vars.color.accent, textDecoration: "underline" },
      },
    },
  ],
});
