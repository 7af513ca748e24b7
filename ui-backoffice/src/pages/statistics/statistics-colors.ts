// Which categorical colour (ui-kit's chart palette) each series takes: the outcomes of an application, and the
// steps of a workflow by position, so a step keeps its colour in every chart and table of the page.
import type { StatisticsOutcome } from "@ictm/core";
import { chartColor } from "@ictm/ui-kit";

const OUTCOME_INDEX: { readonly [O in StatisticsOutcome]: number } = { inProgress: 0, approved: 2, archived: 7 };

export const outcomeColor = (outcome: StatisticsOutcome): string => chartColor(OUTCOME_INDEX[outcome]);

/** A step's colour by its place among the workflow's steps (0 first). */
export const stepColor = (index: number): string => chartColor(index);
