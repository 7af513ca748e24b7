// The contract's shapes under the names the core and its users speak of.
// Types only: nothing here may run code or import anything but the generated contract.
import type { components as PortalComponents } from "@ictm/openapi/portal.ts";
import type { components as BackofficeComponents } from "@ictm/openapi/backoffice.ts";

export type AccountType = PortalComponents["schemas"]["AccountType"];
export type Member = PortalComponents["schemas"]["Member"];
export type TalentProfile = PortalComponents["schemas"]["TalentProfile"];
export type Workflow = BackofficeComponents["schemas"]["Workflow"];
