// The back-office build, served under /backoffice/ by the same server as the portal; the shared
// configuration lives in ui-kit (build/vite-config.ts).
import { uiViteConfig } from "@ictm/ui-kit/build/vite-config.ts";

export default uiViteConfig({ base: "/backoffice/", apiPrefix: "/backoffice/api" });
