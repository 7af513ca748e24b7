import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { switcherBox } from "../MemberList.css.ts";

export { page, switchLink } from "../MemberList.css.ts";

export const search = style({ maxWidth: "720px" });

/** The two lists as one segmented control. */
export const switcher = style([switcherBox, { display: "inline-flex" }]);

/** Stacked on a phone; who, when and the status side by side from 768 px, a pending request's answers under them. */
export const row = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[4],
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr) auto", alignItems: "center", gap: vars.space[4] } },
});

export const who = style({ minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const email = style({ color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const hidden = style({ color: vars.color.textSecondary, fontStyle: "italic" });

export const when = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const state = style({ display: "flex", "@media": { [media.md]: { justifyContent: "flex-end" } } });

export const decisions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  "@media": { [media.md]: { gridColumn: "1 / -1", justifyContent: "flex-end" } },
});
