// Hands the one core of the app to every component. Components read its stores and run its
// commands; they never build a core or call the API themselves.
import type { Core } from "@ictm/core";
import { createServiceContext } from "@ictm/ui-kit";

export const { Provider: CoreProvider, use: useCore } = createServiceContext<Core>("core");
