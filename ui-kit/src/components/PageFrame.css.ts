import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints.ts";
import { vars } from "../theme/tokens.css.ts";

export const frame = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
});

export const skipLink = style({
  position: "absolute",
  zIndex: 200,
  top: vars.space[2],
  left: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.m,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});

export const container = styleVariants({
  page: { width: "100%", maxWidth: vars.size.page, marginInline: "auto", paddingInline: vars.space[4] },
  narrow: { width: "100%", maxWidth: `calc(${vars.size.narrow} + 2 * ${vars.space[4]})`, marginInline: "auto", paddingInline: vars.space[4] },
  prose: { width: "100%", maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space[4]})`, marginInline: "auto", paddingInline: vars.space[4] },
});

export const containerWide = style({
  "@media": { [media.md]: { paddingInline: vars.space[8] } },
});

export const header = style({
  position: "relative",
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.accent}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: "flex",
  // On a phone the links go under the product name rather than squeezing it letter by letter; from 992 px all three
  // share one row, the main navigation giving way (it scrolls) rather than pushing the member's controls under it.
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  minHeight: "64px",
  paddingBlock: vars.space[2],
  "@media": { [media.md]: { minHeight: "72px" }, [media.lg]: { flexWrap: "nowrap" } },
});

export const headerEnd = style({
  flex: "none",
  marginInlineStart: "auto",
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space[2],
  minWidth: 0,
});

export const headerNav = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "nowrap",
  gap: 0,
  "@media": { [media.sm]: { gap: vars.space[3] }, [media.lg]: { gap: vars.space[2] } },
});

// Under the product and the member's controls on a phone or tablet (a row of its own); between them from 992 px,
// close to the product (the header's gap and the first link's padding part them), so that an administrator's
// five sections, roles and account menu, and the portal's five searches and ways in, share one row at 1280 px.
export const mainNav = style({
  order: 3,
  flexBasis: "100%",
  minWidth: 0,
  marginInline: `calc(-1 * ${vars.space[2]})`,
  "@media": { [media.lg]: { order: 0, flexBasis: "auto", flex: "1 1 auto", marginInline: 0 } },
});

// One row that scrolls sideways when the sections do not fit (the portal's five at 375 px, the back-office's five at
// 320 px, the portal's five beside the ways in at 992 px), rather than a second row: the page never scrolls sideways.
// No scrollbar; the edge with more behind it fades out instead (MainNav sets data-more-before/-after), and
// scroll-padding keeps a link reached by Tab or scrolled to as current clear of the fade. From 992 px the links sit
// side by side with no gap: their own padding leaves 16 px between two words.
const fade = vars.space[6];
export const mainNavList = style({
  display: "flex",
  flexWrap: "nowrap",
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "none",
  scrollPaddingInline: fade,
  selectors: {
    "&::-webkit-scrollbar": { display: "none" },
    "&[data-more-after]": { maskImage: `linear-gradient(to right, #000 calc(100% - ${fade}), transparent)` },
    "&[data-more-before]": { maskImage: `linear-gradient(to right, transparent, #000 ${fade})` },
    "&[data-more-before][data-more-after]": {
      maskImage: `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
    },
  },
  "@media": {
    [media.md]: { gap: vars.space[2] },
    [media.lg]: { gap: 0 },
  },
});

// A little smaller on a phone, so more sections show at once. The focus ring is drawn inside the link, since the
// scrolling row would clip one drawn outside.
export const mainNavLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space[2]}`,
  fontSize: vars.fontSize.s,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken, color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent, boxShadow: `inset 0 -3px 0 ${vars.color.accent}`, borderRadius: 0 },
    "&[data-focus-visible]": { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
  "@media": { [media.sm]: { fontSize: vars.fontSize.m } },
});

// Below 992 px the product's name may take two lines ("ICT Manpower / Back-office") rather than push the account
// menu onto a row of its own: the brand's basis is nothing, but it never shrinks below its longest word (so links
// too wide to share the row still go under it) and never grows past its one-line width (the link stays its text).
export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flex: "1 1 0",
  minWidth: "min-content",
  maxWidth: "max-content",
  "@media": { [media.sm]: { gap: vars.space[3] }, [media.lg]: { flex: "none" } },
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: "none",
});

export const brandMark = style({
  flex: "none",
  width: "32px",
  height: "32px",
  "@media": { [media.md]: { width: "36px", height: "36px" } },
});

export const brandText = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const brandName = style({
  selectors: { [`${brand}[data-hovered] &`]: { color: vars.color.accent } },
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.005em",
  "@media": { [media.md]: { fontSize: vars.fontSize.l } },
});

export const brandWord = style({ whiteSpace: "nowrap" });

export const brandTagline = style({
  display: "none",
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
  "@media": { [media.md]: { display: "block" } },
});

export const main = style({
  flex: 1,
  outline: "none",
});

export const content = style({
  paddingBlock: `${vars.space[8]} ${vars.space[16]}`,
  "@media": { [media.md]: { paddingBlock: `${vars.space[12]} ${vars.space[20]}` } },
});

export const contentFlush = style({
  paddingTop: 0,
  "@media": { [media.md]: { paddingTop: 0 } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: vars.space[8],
  fontSize: vars.fontSize.s,
  color: vars.color.textSecondary,
});

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: "rgb(255 255 255 / 0.92)",
  backdropFilter: "saturate(1.4) blur(8px)",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  minHeight: "56px",
});

export const topBarBack = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  flex: "none",
  minHeight: "36px",
  paddingInlineEnd: vars.space[3],
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&[data-hovered]": { textDecoration: "underline" } },
});

export const topBarTitle = style({
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.semibold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const topBarActions = style({ marginInlineStart: "auto" });

export const pageHeader = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  marginBottom: vars.space[8],
});

export const eyebrow = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.accent,
});

export const lead = style({ fontSize: vars.fontSize.l, color: vars.color.textSecondary, lineHeight: vars.lineHeight.snug });

// Below 992 px the sections leave the row for the Menu panel; from 992 px they sit in it (the wrapper adds no box).
export const navWide = style({
  display: "none",
  "@media": { [media.lg]: { display: "contents" } },
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.borderStrong, color: vars.color.accent },
    "&[data-pressed]": { background: vars.color.surfaceSunken },
  },
  "@media": { [media.lg]: { display: "none" } },
});

export const menuPopover = style({
  width: `min(320px, calc(100vw - 2 * ${vars.space[4]}))`,
  maxHeight: "var(--visual-viewport-height)",
  overflowY: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  outline: "none",
});

export const menuPanel = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space[2],
  outline: "none",
});

export const panelNav = style({
  selectors: { "& + &": { marginTop: vars.space[2], paddingTop: vars.space[2], borderTop: `1px solid ${vars.color.border}` } },
});

export const panelNavList = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });

export const panelNavLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.size.control,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken, color: vars.color.accent },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});
