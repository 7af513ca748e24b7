import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const line = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], minWidth: 0, color: vars.color.textSecondary });

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: "anywhere" });

export const size = styleVariants({
  small: { fontSize: vars.fontSize.s },
  large: {},
});

export const logo = styleVariants({
  small: { width: "28px", height: "28px", fontSize: "0.7rem" },
  large: { width: "40px", height: "40px" },
});
