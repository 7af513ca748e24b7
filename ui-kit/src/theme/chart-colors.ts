// The charts' categorical colours as theme variables, in order, and the one rule for picking a series' colour: the
// n-th series takes the n-th colour, wrapping round after the last (a workflow with more steps than colours repeats
// them; its table still names every step).
import { vars } from "./tokens.css.ts";

export const chartColors: readonly string[] = [vars.chart[1], vars.chart[2], vars.chart[3], vars.chart[4], vars.chart[5], vars.chart[6], vars.chart[7], vars.chart[8]];

/** The colour of the series at `index` (0 first). */
export const chartColor = (index: number): string => chartColors[((index % chartColors.length) + chartColors.length) % chartColors.length] ?? vars.chart[1];
