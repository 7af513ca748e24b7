import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

/** The signed-in person's roles beside the account menu, from tablet width up (inside the menu on phones). */
export const roles = style({
  display: "none",
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
  "@media": { [media.md]: { display: "inline" } },
});

export const menuDetail = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const menuName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const menuEmail = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const menuRoles = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });
