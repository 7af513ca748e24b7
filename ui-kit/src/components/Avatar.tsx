// A member's picture (or a business's logo), or their initials when there is none. Decorative: the name
// beside it speaks.
import { cx } from "../cx.ts";
import * as styles from "./Avatar.css.ts";

export interface AvatarProps {
  name: string;
  pictureUrl?: string | null;
  /** "logo" shows the whole picture in a rounded square, as logos are drawn to be seen whole. */
  shape?: "person" | "logo";
  className?: string;
}

export function Avatar({ name, pictureUrl, shape = "person", className }: AvatarProps) {
  const isLogo = shape === "logo";
  return (
    <span aria-hidden="true" className={cx(styles.avatar, isLogo && styles.logo, className)}>
      {pictureUrl ? <img className={cx(styles.image, isLogo && styles.logoImage)} src={pictureUrl} alt="" /> : initials(name)}
    </span>
  );
}

/** "Siti Nur Aisyah" → "SA"; one word gives one letter; nothing gives "?". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
