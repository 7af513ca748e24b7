// The loading state of a part whose code is still on its way: invisible at first, so a quick load (a cached chunk,
// a fast network) shows no skeleton at all, and faded in only when the wait becomes noticeable.
import { keyframes, style } from "@vanilla-extract/css";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const quiet = style({
  animation: `${appear} 200ms ease-out 400ms both`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "1ms" } },
});
