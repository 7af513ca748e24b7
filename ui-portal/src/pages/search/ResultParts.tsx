// The pieces of a search result in the list, which every search page shows at once: the result's picture and its
// ticked badge. The detail's pieces (DetailParts.tsx) load with the first detail shown.
import type { ReactNode } from "react";
import { Avatar, Badge, type BadgeTone } from "@ictm/ui-kit";
import * as styles from "./ResultParts.css.ts";

/** A result's picture in the list: a person's round one, or a business's logo (either falls back to initials). */
export function listPicture(name: string, pictureUrl: string | null, shape: "person" | "logo" = "person"): ReactNode {
  return <Avatar name={name} pictureUrl={pictureUrl} shape={shape} className={styles.listPicture} />;
}

/** A ticked badge beside a result's title ("Verified", "Saved"), when `isShown`. */
export function tickedBadge(isShown: boolean, tone: BadgeTone, label: string): ReactNode {
  return isShown ? (
    <Badge tone={tone} icon="check">
      {label}
    </Badge>
  ) : undefined;
}
