// Every projector the server runs: registered once by createServer and by the rebuild script
// (scripts/projections.ts). An area adds its projector to this list; nothing else needs to register it.
import { registerProjector, type Projector } from "./events/projectors.ts";
import { permitProjector } from "./permits/projector.ts";
import { verificationProjector } from "./verification/projector.ts";

export const projectors: readonly Projector[] = [verificationProjector, permitProjector];

export function registerProjectors(): void {
  for (const projector of projectors) registerProjector(projector);
}
