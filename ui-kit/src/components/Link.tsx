// react-aria's Link: navigates through the app's router (see RouterProvider in each app) and is
// keyboard and screen-reader ready. `appearance` picks a text style or the look of a button.
import type { ReactNode } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { cx } from "../cx.ts";
import { buttonClassName, type ButtonVariant } from "./Button.tsx";
import * as styles from "./Link.css.ts";

type Appearance = keyof typeof styles.variant | `button-${ButtonVariant}`;

export interface LinkProps extends Omit<AriaLinkProps, "className" | "style" | "children"> {
  appearance?: Appearance;
  /** For the button appearances: "small" fits a header. */
  size?: "regular" | "small";
  className?: string;
  children: ReactNode;
}

export function Link({ appearance = "inline", size = "regular", className, children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={cx(appearanceClass(appearance, size), className)}>
      {children}
    </AriaLink>
  );
}

const buttonVariants = {
  "button-primary": "primary",
  "button-secondary": "secondary",
  "button-quiet": "quiet",
  "button-danger": "danger",
} as const satisfies Record<`button-${ButtonVariant}`, ButtonVariant>;

function appearanceClass(appearance: Appearance, size: "regular" | "small"): string {
  switch (appearance) {
    case "inline":
    case "standalone":
    case "nav":
      return styles.variant[appearance];
    default:
      return buttonClassName(buttonVariants[appearance], size);
  }
}
