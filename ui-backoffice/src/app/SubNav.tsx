// A section's sub-navigation (E-signatures, the listings): links, the current page marked for everyone
// (underlined, and aria-current for screen readers). Nothing when there is one link or none.
import { Link } from "@ictm/ui-kit";
import * as styles from "./SubNav.css.ts";

export interface SubNavLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
}

export function SubNav({ label, links, current }: { label: string; links: readonly SubNavLink[]; current: string }) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.subNav}>
      <ul className={styles.subNavList}>
        {links.map((link) => (
          <li key={link.key}>
            <Link appearance="nav" href={link.href} aria-current={link.key === current ? "page" : undefined} className={styles.subNavLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
