// Document-wide rules: box sizing, the body font, calm defaults, and one visible focus ring on every
// interactive element (WCAG 2.2: 3:1 against white, never removed without a replacement).
import { globalLayer, globalStyle } from "@vanilla-extract/css";
import { reducedMotion } from "./breakpoints.ts";
import { vars } from "./tokens.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: vars.space[20],
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: "antialiased",
  overflowWrap: "break-word",
});

globalStyle("h1, h2, h3, h4", {
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
  textWrap: "balance",
});
globalStyle("h1", { fontSize: vars.fontSize.xxl, letterSpacing: "-0.01em" });
globalStyle("h2", { fontSize: vars.fontSize.xl });
globalStyle("h3", { fontSize: vars.fontSize.l });

globalStyle("p", { margin: 0, maxWidth: vars.size.prose });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible, [data-focus-visible]", {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle("::selection", { background: vars.color.accentSoftBorder });

globalStyle("*, *::before, *::after", {
  "@media": {
    [reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

const pressableLayer = globalLayer("react-aria-pressable");

// react-aria's usePress injects this rule in an inline <style>, which our Content-Security-Policy
// (style-src 'self') refuses. Each app's index.html holds an element with the id
// "react-aria-pressable-style", which makes react-aria skip the injection; the rule ships here instead.
// See react-aria/dist/private/interactions/usePress.mjs (STYLE_ID).
globalStyle("[data-react-aria-pressable]", {
  "@layer": { [pressableLayer]: { touchAction: "pan-x pan-y pinch-zoom" } },
});
