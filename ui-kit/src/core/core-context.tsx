// Hands the one core of an app to every component below it. Components read its stores and run its
// commands; they never build a core or call the API themselves (main.tsx builds it once).
import type { Core } from "@ictm/core";
import { createServiceContext } from "../browser/service-context.tsx";

export const { Provider: CoreProvider, use: useCore } = createServiceContext<Core>("core");
