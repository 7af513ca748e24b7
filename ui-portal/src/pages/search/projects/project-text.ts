// How an ICT project's figures read, in the result list and in the detail.
import { formatBnd } from "@ictm/core";

/** "BND 120,000", or "Budget not stated". */
export function budgetText(budget: number | null): string {
  return formatBnd(budget) || "Budget not stated";
}
