// The contract's shapes under the names the core and its users speak of.
// Types only: nothing here may run code or import anything but the generated contract.
import type { components as PortalComponents } from "@ictm/openapi/portal.ts";
import type { components as BackofficeComponents } from "@ictm/openapi/backoffice.ts";

type Schemas = PortalComponents["schemas"];

export type AccountType = Schemas["AccountType"];
export type Member = Schemas["Member"];
export type TalentProfile = Schemas["TalentProfile"];
export type Workflow = BackofficeComponents["schemas"]["Workflow"];
export type Business = Schemas["Business"];
export type BusinessType = Schemas["BusinessType"];
export type BusinessRegistrationData = Schemas["BusinessRegistrationData"];
export type PasswordChanged = Schemas["PasswordChanged"];
export type Notice = Schemas["Notice"];

/** What a Business session keeps of its business: enough for the header until the business profile loads. */
export interface BusinessSummary {
  readonly key: string;
  readonly businessName: string;
}

/** A signed-in session as the commands return it and `v1.SignedIn` records it. */
export interface SignedInSession {
  readonly token: string;
  readonly member: Member;
  readonly accountType: AccountType;
  readonly profilePicture: string | null;
  /** The Business's summary for a Business session; null for a Talent. */
  readonly business: BusinessSummary | null;
}

/**
 * What a sign-up or registration leads to: by e-mail an account waiting for activation (no session);
 * by Google or LinkedIn a member signed in at once. `member` and `activationRequired` are there either way.
 */
export type SignUpOutcome =
  | { readonly signedIn: false; readonly member: Member; readonly activationRequired: boolean; readonly session: null }
  | { readonly signedIn: true; readonly member: Member; readonly activationRequired: false; readonly session: SignedInSession };
