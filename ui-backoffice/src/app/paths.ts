// The back-office's addresses, relative to its base (/backoffice). No React here.

export const PRODUCT_NAME = "ICT Manpower Back-office";

/** wouter's base: every route and in-app href below is relative to it. */
export const BASE = "/backoffice";

export const paths = {
  home: "/",
  board: (workflowId: string) => `/expat-permits/workflows/${encodeURIComponent(workflowId)}`,
} as const;
