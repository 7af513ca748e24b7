// The layout breakpoints of the specification (portal §9), as numbers for code and as media queries
// for vanilla-extract's `"@media"` keys. Mobile first: every query is a `min-width`.

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `style({ "@media": { [media.md]: { ... } } })` applies from 768 px up. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** People who asked their system for less motion get no spinners that spin fast or slide. */
export const reducedMotion = "(prefers-reduced-motion: reduce)";
