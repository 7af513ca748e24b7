// The businesses area's events: a Business's own profile and logo. Definitions only; the stores fold them.
import { Schema } from "effect";
import { BusinessProfileShape as Profile } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

export const businessEvents = [
  defineEvent("v1.BusinessProfileLoaded", Schema.Struct({ profile: Profile })),
  defineEvent("v1.BusinessProfileUpdated", Schema.Struct({ profile: Profile })),
  defineEvent("v1.BusinessLogoUploaded", Schema.Struct({ logo: Schema.String })),
] as const;
