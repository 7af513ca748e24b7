// The lengths a vacancy's or a project's texts may have: the forms check them and the UIs' help text states them.
// Pure data; the messages that name them are the forms' (the contract's exact words).

export const LISTING_TEXT_LIMITS = {
  title: { min: 3, max: 120 },
  description: { min: 20, max: 5000 },
  location: { max: 120 },
} as const;
