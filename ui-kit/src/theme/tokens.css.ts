// The design tokens as CSS custom properties on :root. Components read `vars.*`; nothing else
// hard-codes a colour, a size or a distance.
import { createGlobalTheme } from "@vanilla-extract/css";
import { accent, categorical, grey, semantic } from "./palette.ts";

export const vars = createGlobalTheme(":root", {
  color: {
    accent: accent[700],
    accentHover: accent[800],
    accentPressed: accent[900],
    accentSoft: accent[50],
    accentSoftBorder: accent[200],
    accentMuted: accent[500],
    onAccent: grey[0],
    focusRing: accent[600],

    page: grey[50],
    surface: grey[0],
    surfaceSunken: grey[100],
    border: grey[200],
    borderStrong: grey[500],
    text: grey[900],
    textSecondary: grey[600],
    textMuted: grey[500],
    skeleton: grey[100],
    skeletonShine: grey[50],

    successText: semantic.success.text,
    successSurface: semantic.success.surface,
    successBorder: semantic.success.border,
    warningText: semantic.warning.text,
    warningSurface: semantic.warning.surface,
    warningBorder: semantic.warning.border,
    dangerText: semantic.danger.text,
    dangerSurface: semantic.danger.surface,
    dangerBorder: semantic.danger.border,
    infoText: semantic.info.text,
    infoSurface: semantic.info.surface,
    infoBorder: semantic.info.border,
  },
  /** The charts' categorical colours (palette.ts `categorical`), in order: `chartColors` lists them. */
  chart: {
    1: categorical[0],
    2: categorical[1],
    3: categorical[2],
    4: categorical[3],
    5: categorical[4],
    6: categorical[5],
    7: categorical[6],
    8: categorical[7],
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  /** Five sizes: small print, body, lead and small headings, section headings, page titles. */
  fontSize: {
    s: "0.875rem",
    m: "1rem",
    l: "1.25rem",
    xl: "1.625rem",
    xxl: "clamp(2rem, 1.6rem + 1.6vw, 2.75rem)",
  },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.2", snug: "1.4", body: "1.6" },
  /** A 4 px grid: `space[4]` is 16 px. */
  space: {
    0: "0",
    1: "4px",
    2: "8px",
    3: "12px",
    4: "16px",
    5: "20px",
    6: "24px",
    8: "32px",
    10: "40px",
    12: "48px",
    16: "64px",
    20: "80px",
  },
  radius: { s: "4px", m: "8px", l: "12px", pill: "999px" },
  shadow: {
    s: "0 1px 2px rgb(20 26 32 / 0.06), 0 1px 3px rgb(20 26 32 / 0.08)",
    m: "0 2px 4px rgb(20 26 32 / 0.06), 0 4px 12px rgb(20 26 32 / 0.08)",
    l: "0 8px 24px rgb(20 26 32 / 0.12), 0 2px 6px rgb(20 26 32 / 0.08)",
  },
  size: {
    /** Prose stays under 80 characters a line. */
    prose: "68ch",
    page: "1120px",
    narrow: "480px",
    control: "44px",
    focusRing: "3px",
  },
  duration: { fast: "120ms", normal: "200ms" },
});
