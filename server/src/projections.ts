// Every projector the server runs: registered once by createServer and by the rebuild script
// (scripts/projections.ts). An area adds its projector to this list; nothing else needs to register it.
import { boardProjector } from "./board/projector.ts";
import { courseRegistrationProjector } from "./courses/registration-projector.ts";
import { chiefLinkProjector } from "./decisions/chief-projector.ts";
import { registerProjector, type Projector } from "./events/projectors.ts";
import { jobApplicationProjector } from "./jobs/application-projector.ts";
import { permitProjector } from "./permits/projector.ts";
import { keyProjector } from "./signatures/key-projector.ts";
import { letterProjector } from "./signatures/letter-projector.ts";
import { signatoryProjector } from "./signatures/signatory-projector.ts";
import { settingsProjector } from "./statistics/settings-projector.ts";
import { visitProjector } from "./statistics/visit-projector.ts";
import { verificationProjector } from "./verification/projector.ts";

/**
 * In this order: the board's tables follow the applications they belong to; the signing keys and signatories come
 * before the signed letters that reference them; the step visits follow the board; the statistics settings (step
 * targets, public holidays) own no table a rebuild empties; course registrations reference the courses, a plain table;
 * job applications the vacancies, another.
 */
export const projectors: readonly Projector[] = [
  verificationProjector,
  keyProjector,
  signatoryProjector,
  permitProjector,
  boardProjector,
  visitProjector,
  chiefLinkProjector,
  letterProjector,
  settingsProjector,
  courseRegistrationProjector,
  jobApplicationProjector,
];

export function registerProjectors(): void {
  for (const projector of projectors) registerProjector(projector);
}
