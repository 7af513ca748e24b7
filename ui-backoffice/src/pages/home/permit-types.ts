// How the three permit types read to staff (backoffice spec §1).
import type { Workflow } from "@ictm/core";

type PermitType = Workflow["permitTypes"][number];

export const PERMIT_TYPE_NAMES: Record<PermitType, string> = {
  pvv: "Visit visa (PVV)",
  sawp: "Skilled worker (SAWP)",
  lpa: "Local professional approval (LPA)",
};
