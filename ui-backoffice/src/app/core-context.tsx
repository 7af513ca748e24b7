// Hands the one core of the app to every component. Components read its stores and run its
// commands; they never build a core or call the API themselves.
import { createContext, useContext, type ReactNode } from "react";
import type { Core } from "@ictm/core";

const CoreContext = createContext<Core | null>(null);

export function CoreProvider({ core, children }: { core: Core; children: ReactNode }) {
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>;
}

export function useCore(): Core {
  const core = useContext(CoreContext);
  if (core === null) throw new Error("useCore needs a CoreProvider above it (see main.tsx).");
  return core;
}
