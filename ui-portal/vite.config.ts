// The portal's build, served at "/"; the shared configuration lives in ui-kit (build/vite-config.ts). The route
// table tells the build what each address's page loads, for the server to preload with the page (route-preloads.ts).
import { uiViteConfig } from "@ictm/ui-kit/build/vite-config.ts";
import { portalRoutes } from "./src/app/route-table.ts";

export default uiViteConfig({
  base: "/",
  apiPrefix: "/api",
  routes: portalRoutes.map((route) => ({ path: route.path, module: `src/${route.module}` })),
});
