// The page's provider configuration (app/social-config.ts), handed to the sign-in buttons.
import { createServiceContext } from "@ictm/ui-kit";
import type { SocialConfig } from "./social-config.ts";

export const { Provider: SocialConfigProvider, use: useSocialConfig } = createServiceContext<SocialConfig>("social sign-in configuration");
