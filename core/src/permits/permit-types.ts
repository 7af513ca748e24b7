// The three kinds of expat permit application, what a Business reads about each, their statuses, and the
// labour-market test an lpa application's job vacancy is held to. Pure data and arithmetic: the one source the
// server, the portal and the CLI read (never restate a type's name or the 14 days).

export const PERMIT_TYPES = ["pvv", "sawp", "lpa"] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];

export const isPermitType = (value: string): value is PermitType => PERMIT_TYPES.some((type) => type === value);

/** What each type is for, as the portal explains it when a Business chooses one. */
export const PERMIT_TYPE_INFO: Readonly<Record<PermitType, { readonly name: string; readonly abbreviation: string; readonly summary: string }>> = {
  pvv: {
    name: "Visit permit",
    abbreviation: "PVV",
    summary: "Bring expatriates in for a short visit, such as installing or commissioning a system, with local trainees who learn from them.",
  },
  sawp: {
    name: "Skilled worker permit",
    abbreviation: "SAWP",
    summary: "Employ skilled expatriate workers supplied under a contract or purchase order, for example through an employment agency.",
  },
  lpa: {
    name: "Local professional approval",
    abbreviation: "LPA",
    summary: "Employ a non-local professional in a position you advertised to locals first, with contracts and a plan to develop local staff.",
  },
};

/**
 * draft: the Business is filling it in; submitted: with the staff (read-only to the Business unless staff give it
 * edit control); archived: deleted by its Business as a draft, or archived by staff.
 */
export const PERMIT_STATUSES = ["draft", "submitted", "archived"] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

export const PERMIT_STATUS_LABELS: Readonly<Record<PermitStatus, string>> = {
  draft: "Draft",
  submitted: "Submitted",
  archived: "Archived",
};

/**
 * The labour-market test: an lpa application's position must have been advertised to locals on the portal for at
 * least this many days. Fewer days only warn: the portal shows it and staff judge it (the board shows the
 * vacancy and its dates); it never blocks a submission.
 */
export const LABOUR_MARKET_TEST_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a vacancy has been published as of `now` (null when never published), and whether that is enough. */
export const labourMarketTest = (publishedAt: string | null, now: Date): { readonly daysPublished: number | null; readonly met: boolean } => {
  if (publishedAt === null) return { daysPublished: null, met: false };
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return { daysPublished: null, met: false };
  const daysPublished = Math.max(0, Math.floor((now.getTime() - published) / DAY_MS));
  return { daysPublished, met: daysPublished >= LABOUR_MARKET_TEST_DAYS };
};

/** "LPA-2026-0007": the reference a Business and staff quote, numbered per type and year from 1. */
export const permitReference = (type: PermitType, year: number, sequence: number): string =>
  `${PERMIT_TYPE_INFO[type].abbreviation}-${year}-${String(sequence).padStart(4, "0")}`;
