// The contract's generated types, re-exported under one name each, and the generated operation flags and
// problem-kind lists (operations.ts, plain data). Nothing here is written by hand but these re-exports.
export type * as Portal from "./portal.ts";
export type * as Backoffice from "./backoffice.ts";
export type { paths as PortalPaths, components as PortalComponents } from "./portal.ts";
export type { paths as BackofficePaths, components as BackofficeComponents } from "./backoffice.ts";
export { backofficeOperations, portalOperations, problemKinds } from "./operations.ts";
export type { CallFlag, IdentityProvider, OperationFlags } from "./operations.ts";
