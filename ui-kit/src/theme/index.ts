// The theme alone, for apps' .css.ts files: `import { vars, media } from "@ictm/ui-kit/theme/index.ts"`.
// Style files import this rather than the kit's index, so evaluating them never loads React.
export { vars } from "./tokens.css.ts";
export { breakpoints, media, reducedMotion, type Breakpoint } from "./breakpoints.ts";
export { visuallyHidden } from "./utilities.css.ts";
