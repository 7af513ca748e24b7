import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";
import { controlBox } from "./controls.css.ts";

// The field and its button share a row at every width: the button keeps its size, the field takes the rest.
// The field's own wrapper steps aside (display: contents), so its label, box and description sit in the form's grid.
export const form = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: vars.space[2],
  rowGap: vars.space[1],
});

export const field = style({ display: "contents" });

export const label = style({ gridColumn: "1 / -1", fontWeight: vars.fontWeight.semibold });

export const box = style([
  controlBox,
  {
    gridColumn: 1,
    gridRow: 2,
    position: "relative",
    display: "flex",
    alignItems: "center",
    gap: vars.space[2],
    paddingBlock: 0,
    paddingInlineEnd: vars.space[1],
    cursor: "text",
    selectors: {
      "&:hover": { borderColor: vars.color.text },
      "&:focus-within": { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
    },
  },
]);

export const icon = style({ flex: "none", color: vars.color.textSecondary });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.control} - 2px)`,
  border: 0,
  padding: 0,
  background: "transparent",
  outline: "none",
  selectors: {
    "&::placeholder": { color: vars.color.textMuted },
    // The browser's own clear cross would double ours.
    "&::-webkit-search-cancel-button": { appearance: "none" },
  },
});

export const clear = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: "36px",
  height: "36px",
  border: 0,
  borderRadius: vars.radius.s,
  background: "transparent",
  color: vars.color.textSecondary,
  cursor: "pointer",
  selectors: {
    // Only while there is something to clear.
    "[data-empty] &": { display: "none" },
    "&[data-hovered]": { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const submit = style({ gridColumn: 2, gridRow: 2, minHeight: vars.size.control, marginTop: vars.space[1] });

export const description = style({ gridColumn: "1 / -1", fontSize: vars.fontSize.s, color: vars.color.textSecondary });
