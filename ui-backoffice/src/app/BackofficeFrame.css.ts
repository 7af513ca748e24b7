import { style } from "@vanilla-extract/css";
import { breakpoints, media, vars } from "@ictm/ui-kit/theme/index.ts";

/** The signed-in person's roles beside the account menu, from tablet width up (inside the menu on phones). */
export const roles = style({
  display: "none",
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
  "@media": { [media.md]: { display: "inline" } },
});

/**
 * Beside four sections (an administrator's five) the roles do not fit one row at 1280: from 992 px (where the
 * sections join the row) up to 1400 px they are read by screen readers beside the menu but not drawn (the menu
 * shows them when opened).
 */
const hidden = { position: "absolute", width: "1px", height: "1px", padding: 0, margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", border: 0 } as const;
export const rolesCrowded = style({ "@media": { [`${media.lg} and (max-width: ${breakpoints.xxl - 0.02}px)`]: hidden } });

export const menuDetail = style({ display: "flex", flexDirection: "column", gap: vars.space[1], minWidth: 0 });

export const menuName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const menuEmail = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const menuRoles = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });
