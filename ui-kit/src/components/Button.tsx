// The one button of both apps: react-aria's Button, styled through its state attributes. A pending
// button keeps its label (so its accessible name stays), shows a spinner, is marked aria-disabled and
// ignores presses, including the implicit submit of pressing Enter in a field.
//
// We do not use react-aria-components' own `isPending`: it announces the button by
// aria-labelledby={buttonId} through the live announcer, and once the button unmounts (a successful
// sign-in leaves the page) those entries point at a missing id for 7 s, which axe reports as a serious
// role-img-alt violation (react-aria-components 1.22, dist/private/Button.mjs). Same behaviour, no stale
// references.
import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./Button.css.ts";
import { Spinner } from "./Spinner.tsx";

export type ButtonVariant = keyof typeof styles.variant;

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children" | "style"> {
  variant?: ButtonVariant;
  size?: keyof typeof styles.size;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export function Button({
  variant = "primary",
  size = "regular",
  fullWidth,
  className,
  children,
  isPending = false,
  onPress,
  type,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      type={isPending && type === "submit" ? "button" : type}
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      className={cx(
        styles.base,
        styles.variant[variant],
        styles.size[size],
        fullWidth && styles.fullWidth,
        isPending && styles.pending,
        className,
      )}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </AriaButton>
  );
}

/** Class names for things that should look like a button but are not one (a link to sign up). */
export function buttonClassName(variant: ButtonVariant = "primary", size: keyof typeof styles.size = "regular"): string {
  return cx(styles.base, styles.variant[variant], styles.size[size]);
}
