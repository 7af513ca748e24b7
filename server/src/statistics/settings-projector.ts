// Applies the statistics settings' facts: a step's target to workflow_steps.target_working_days
// (v1.StepTargetSet on `workflow-<id>`) and the public holidays to public_holidays (`public-holidays`). Both tables
// are reference data the facts change, not projections a rebuild empties (`tables` is empty): replaying the facts
// in order over them gives the same rows. The working calendar follows the holidays in the command's own
// transaction (./holidays.ts), never here. Never decides.
import { decodeHolidayEvent, decodeWorkflowEvent, STATISTICS_EVENT_TYPES } from "@ictm/core/domain";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { publicHolidays, workflowSteps } from "../db/schema.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";

export const settingsProjector: Projector = {
  name: "statistics-settings",
  tables: [],
  handles: STATISTICS_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const workflowFact = decodeWorkflowEvent(stored);
    if (workflowFact !== undefined) {
      const { workflowId, step, workingDays } = workflowFact.payload;
      await tx.update(workflowSteps).set({ targetWorkingDays: workingDays }).where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.key, step)));
      return;
    }
    const holidayFact = decodeHolidayEvent(stored);
    if (holidayFact === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a statistics fact`);
    if (holidayFact.type === "v1.PublicHolidayRemoved") {
      await tx.delete(publicHolidays).where(eq(publicHolidays.day, holidayFact.payload.date));
      return;
    }
    const { date, name, provisional } = holidayFact.payload;
    await tx.insert(publicHolidays).values({ day: date, name, provisional }).onConflictDoUpdate({ target: publicHolidays.day, set: { name, provisional } });
  },
};
