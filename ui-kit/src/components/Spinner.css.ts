import { keyframes, style } from "@vanilla-extract/css";

const turn = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flex: "none",
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "0.15em solid currentColor",
  borderRightColor: "transparent",
  animation: `${turn} 700ms linear infinite`,
  verticalAlign: "-0.125em",
});

export const large = style({ width: "2rem", height: "2rem", borderWidth: "3px" });
