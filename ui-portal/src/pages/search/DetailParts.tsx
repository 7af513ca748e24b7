// The pieces every search result and detail is made of: a result's picture and ticked badge, the detail's head
// (picture, the h2 that names the detail region, a line under it), a list of facts, a titled section, and skills
// as badges. Layout only.
import { useId, type ReactNode } from "react";
import { Avatar, Badge, type BadgeTone } from "@ictm/ui-kit";
import * as styles from "./DetailParts.css.ts";

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

export function DetailHead({ headingId, title, media, badge, above, below }: {
  headingId: string;
  title: string;
  media?: ReactNode;
  badge?: ReactNode;
  /** Over the title: who offers it (a job's business). */
  above?: ReactNode;
  /** Under the title: a headline, an industry. */
  below?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      {media ? <div className={styles.headMedia}>{media}</div> : null}
      <div className={styles.headText}>
        {above}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {badge ? <div>{badge}</div> : null}
        {below ? <p className={styles.below}>{below}</p> : null}
      </div>
    </div>
  );
}

export interface Fact {
  term: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: ReadonlyArray<Fact> }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function SkillList({ skills }: { skills: ReadonlyArray<string> }) {
  return (
    <ul className={styles.skills}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone="accent">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Several paragraphs as written (line breaks kept). */
export function Prose({ children }: { children: string }) {
  return <p className={styles.prose}>{children}</p>;
}

/** A list of entries in a section (work, education): a bold first line, then quieter lines. */
export function EntryList({ children }: { children: ReactNode }) {
  return <ul className={styles.entries}>{children}</ul>;
}

export function Entry({ title, lines }: { title: string; lines: ReadonlyArray<string> }) {
  return (
    <li className={styles.entry}>
      <span className={styles.entryTitle}>{title}</span>
      {lines.filter((line) => line.trim() !== "").map((line, index) => (
        <span key={index} className={styles.entryLine}>
          {line}
        </span>
      ))}
    </li>
  );
}

export { styles as detailStyles };
