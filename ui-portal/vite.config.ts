// The portal's build, served at "/"; the shared configuration lives in ui-kit (build/vite-config.ts).
import { uiViteConfig } from "@ictm/ui-kit/build/vite-config.ts";

export default uiViteConfig({ base: "/", apiPrefix: "/api" });
