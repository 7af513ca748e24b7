// The contract's generated types, re-exported under one name each. Only types live here.
export type * as Portal from "./portal.ts";
export type * as Backoffice from "./backoffice.ts";
export type { paths as PortalPaths, components as PortalComponents } from "./portal.ts";
export type { paths as BackofficePaths, components as BackofficeComponents } from "./backoffice.ts";
