// An on/off setting saved with its form (react-aria's Switch: role="switch", named by its label alone; the
// description is read after the name).
import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { cx } from "../cx.ts";
import { ChoiceText, useChoiceDescription } from "./Checkbox.tsx";
import * as styles from "./Choice.css.ts";

export interface SwitchProps extends Omit<AriaSwitchProps, "className" | "style" | "children"> {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function Switch({ children, description, className, ...props }: SwitchProps) {
  const described = useChoiceDescription(description, props["aria-describedby"]);
  return (
    <AriaSwitch {...props} aria-describedby={described.ariaDescribedBy} className={cx(styles.row, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <ChoiceText description={description} descriptionId={described.descriptionId}>
        {children}
      </ChoiceText>
    </AriaSwitch>
  );
}
