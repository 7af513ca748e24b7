// A list that could not load (search results, a course's registrants): an alert box in the danger colours with its
// heading, the reason, and "Try again". Only the look; each list says its own words.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const failure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[6],
  border: `1px solid ${vars.color.dangerBorder}`,
  borderInlineStart: `4px solid ${vars.color.dangerText}`,
  borderRadius: vars.radius.l,
  background: vars.color.dangerSurface,
});

export const failureHeading = style({ fontSize: vars.fontSize.l, color: vars.color.dangerText });
