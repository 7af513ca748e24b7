// One part of a member's page: a card named by its heading, with a line on what it is for. Most hold a form.
import { useId, type ReactNode } from "react";
import { Card, CardTitle } from "@ictm/ui-kit";
import * as styles from "./FormSection.css.ts";

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the heading, e.g. a "Verified" badge. */
  badge?: ReactNode;
  children: ReactNode;
}

export function FormSection({ title, description, badge, children }: FormSectionProps) {
  const id = useId();
  return (
    <Card as="section" padding="roomy" aria-labelledby={id}>
      <div className={styles.head}>
        <div className={styles.headRow}>
          <CardTitle id={id}>{title}</CardTitle>
          {badge}
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
