import { style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

export const fieldset = style({ margin: 0, padding: 0, border: 0 });

export const legend = style({ display: "flex", alignItems: "baseline", padding: 0, marginBottom: vars.space[1] });

// The month takes the room; the year is four digits wide (and its arrows).
export const halves = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(6.5rem, 8rem)",
  gap: vars.space[2],
  alignItems: "start",
});

export const half = style({ minWidth: 0 });
