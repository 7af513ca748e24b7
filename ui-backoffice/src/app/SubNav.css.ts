// A section's sub-navigation under the top bar (E-signatures: Scanner, Management, Signatories; the listings:
// Approved, Archived): a row of links, the current one underlined, that scrolls by itself on a narrow phone.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const subNav = style({ marginBottom: vars.space[6], borderBottom: `1px solid ${vars.color.border}`, minWidth: 0 });

export const subNavList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: vars.space[2],
  // A row that scrolls by itself on a narrow phone, never the page.
  overflowX: "auto",
  scrollbarWidth: "thin",
});

export const subNavLink = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]}`,
  borderRadius: 0,
  selectors: {
    '&[aria-current="page"]': { textDecoration: "none", boxShadow: `inset 0 -3px 0 ${vars.color.accent}`, fontWeight: vars.fontWeight.semibold },
  },
});
