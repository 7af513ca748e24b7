import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/tokens.css.ts";

const shimmer = keyframes({
  from: { backgroundPosition: "100% 0" },
  to: { backgroundPosition: "-100% 0" },
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const block = style({
  display: "block",
  borderRadius: vars.radius.s,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});
