// The charts' SVG: axis and grid lines, tick labels, and the marks that are not a series' colour (a target, a
// 90th percentile, an over-target outline).
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const svg = style({ display: "block", overflow: "visible", fontFamily: vars.font.body });

globalStyle(`${svg} text`, { fill: vars.color.textSecondary, fontSize: "12px" });

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.borderStrong });

export const grid = style({});
globalStyle(`${grid} line`, { stroke: vars.color.border });

export const p90 = style({ stroke: vars.color.text, strokeWidth: 2 });

export const target = style({ stroke: vars.color.dangerText, strokeWidth: 2, strokeDasharray: "4 3" });

export const overTarget = style({ stroke: vars.color.dangerText, strokeWidth: 3 });

export const now = style({ stroke: vars.color.textSecondary, strokeWidth: 1, strokeDasharray: "2 3" });

export const valueLabel = style({});
globalStyle(`${svg} text${valueLabel}`, { fill: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const legendLine = style({ display: "inline-block", width: "16px", height: 0, marginInlineEnd: vars.space[2], borderTop: `2px solid ${vars.color.text}` });
export const legendTarget = style({ display: "inline-block", width: "16px", height: 0, marginInlineEnd: vars.space[2], borderTop: `2px dashed ${vars.color.dangerText}` });
export const legendOver = style({ display: "inline-block", width: "14px", height: "10px", marginInlineEnd: vars.space[2], border: `3px solid ${vars.color.dangerText}`, borderRadius: "2px" });
export const legendMedian = style({ background: vars.color.textSecondary });
