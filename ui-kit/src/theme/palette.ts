// The raw colour values behind the theme tokens. Plain data (no CSS) so a unit test can prove the
// contrast ratios WCAG 2.2 AA asks for; components use `vars.color.*`, never these values directly.

/** Deep teal: calm and official; 700 carries text on white at better than 7:1. */
export const accent = {
  50: "#edf7f7",
  100: "#d3ecec",
  200: "#a7d8d9",
  300: "#6fbcbe",
  500: "#1f8a8f",
  600: "#137379",
  700: "#0d5f64",
  800: "#0a4b50",
  900: "#07383c",
} as const;

/** A neutral grey scale with a touch of blue, from page background to body text. */
export const grey = {
  0: "#ffffff",
  50: "#f6f8f9",
  100: "#edf0f2",
  200: "#dce1e5",
  300: "#c3cad1",
  400: "#8d97a1",
  500: "#67717c",
  600: "#515b66",
  700: "#3b444e",
  800: "#262e36",
  900: "#141a20",
} as const;

/** Semantic colours: `text` works as text and icon colour on white and on its own `surface`. */
export const semantic = {
  success: { text: "#17703a", surface: "#e9f6ee", border: "#9fd2b1" },
  warning: { text: "#8a5300", surface: "#fdf4e3", border: "#ebc578" },
  danger: { text: "#b42318", surface: "#fdeceb", border: "#f1a9a3" },
  info: { text: "#175cd3", surface: "#ebf2fe", border: "#a4c3f5" },
} as const;

/**
 * A categorical palette for charts (the steps of a workflow, the outcomes of applications): Okabe and Ito's
 * colour-blind-safe hues, the light ones darkened so that every colour stands out from white by at least 3:1
 * (WCAG 2.2's non-text contrast), in an order whose neighbours differ in lightness as well as hue. A chart never
 * depends on the colour alone: its table names every series.
 */
export const categorical = ["#0072B2", "#D55E00", "#009E73", "#B8689A", "#B07800", "#332288", "#882255", "#5B6770"] as const;

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
