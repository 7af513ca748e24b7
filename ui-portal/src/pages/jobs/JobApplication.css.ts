// The Apply control and its dialog: the applied line, the resume summary, the characters-left count.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const applied = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[3] });
export const appliedLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2], margin: 0 });
export const muted = style({ color: vars.color.textSecondary, margin: 0 });
export const resume = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});
export const resumeHeading = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space[4] });
