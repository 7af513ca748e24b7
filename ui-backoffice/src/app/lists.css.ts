// The back-office's bordered list of rows (staff members, signatories, issued letters): one style, the pages' row
// styles inside it are their own.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const rowList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  overflow: "hidden",
});
