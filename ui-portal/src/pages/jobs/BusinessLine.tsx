// Who offers a vacancy: the business's logo (or initials), its name and, once staff approved it, "Verified".
import type { JobVacancy } from "@ictm/core";
import { Avatar, Badge, cx } from "@ictm/ui-kit";
import * as styles from "./BusinessLine.css.ts";

export interface BusinessLineProps {
  vacancy: Pick<JobVacancy, "businessName" | "businessLogo" | "businessVerified">;
  /** "small" on a card in a list, "large" at the top of a page. */
  size: "small" | "large";
}

export function BusinessLine({ vacancy, size }: BusinessLineProps) {
  return (
    <p className={cx(styles.line, styles.size[size])}>
      <Avatar name={vacancy.businessName} pictureUrl={vacancy.businessLogo} shape="logo" className={styles.logo[size]} />
      <span className={styles.name}>{vacancy.businessName}</span>
      {vacancy.businessVerified ? (
        <Badge tone="success" icon="check">
          Verified
        </Badge>
      ) : null}
    </p>
  );
}
