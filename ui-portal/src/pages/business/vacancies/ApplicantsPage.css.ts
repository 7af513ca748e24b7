// The applicants screen: the status filter (the registrants' segmented links), the list of applicant rows, each row
// stacked: who and their badges, the cover note, the resume disclosure, the attachment and the answers.
import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";
import { switcherBox } from "../MemberList.css.ts";

export { page, switchLink } from "../MemberList.css.ts";

/** The status links wrap on a phone rather than scroll sideways. */
export const switcher = style([switcherBox, { display: "flex", flexWrap: "wrap" }]);

export const row = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  padding: vars.space[4],
  minWidth: 0,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const head = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  "@media": { [media.md]: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" } },
});

export const who = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space[1] });
export const name = style({ fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere", margin: 0 });
export const muted = style({ color: vars.color.textSecondary, margin: 0, overflowWrap: "anywhere" });
export const contact = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], margin: 0, overflowWrap: "anywhere" });
export const hidden = style({ color: vars.color.textSecondary, fontStyle: "italic", margin: 0 });
export const state = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], alignItems: "center" });
export const subheading = style({ fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.semibold, margin: 0, color: vars.color.textSecondary });
export const prose = style({ whiteSpace: "pre-line", maxWidth: vars.size.prose, margin: 0, overflowWrap: "anywhere" });
export const resume = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space[2] });
export const summary = style({
  cursor: "pointer",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accent,
  selectors: { "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});
export const resumeBody = style({ display: "flex", flexDirection: "column", gap: vars.space[3], paddingTop: vars.space[3] });
export const entries = style({ margin: 0, paddingLeft: vars.space[5], display: "flex", flexDirection: "column", gap: vars.space[1] });
export const decisions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
