import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

// Set apart from the Talent links by a rule, so employers see a door of their own.
export const employers = style({
  marginInlineEnd: vars.space[1],
  paddingInlineEnd: vars.space[3],
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderRadius: 0,
});

// Below 992 px these links are in the header's Menu panel instead: the row keeps the product, "Sign up" and Menu.
// ("nav &" outranks the link's own display, whichever style sheet comes first.)
export const wideOnly = style({
  selectors: { "nav &": { display: "none" } },
  "@media": { [media.lg]: { selectors: { "nav &": { display: "inline-flex" } } } },
});
