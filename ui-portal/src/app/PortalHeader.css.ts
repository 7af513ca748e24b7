import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

// Set apart from the Talent links by a rule, so employers see a door of their own.
export const employers = style({
  marginInlineEnd: vars.space[1],
  paddingInlineEnd: vars.space[3],
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderRadius: 0,
});
