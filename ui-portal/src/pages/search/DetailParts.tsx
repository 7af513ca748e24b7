// The pieces every search detail is made of: the detail's head (picture, the h2 that names the detail region, a
// line under it), a list of facts, a titled section, skills as badges, and how to reach the employer. Layout only.
// A detail loads when one is shown (each kind's page imports its detail lazily); a result's own pieces are in
// ResultParts.tsx, which the list needs at once.
import { useId, type ReactNode } from "react";
import type { JobVacancy } from "@ictm/core";
import { Badge, Link, visuallyHidden } from "@ictm/ui-kit";
import * as styles from "./DetailParts.css.ts";

/** The contract's EmployerContact: one shape on vacancies, projects and businesses. */
export type EmployerContact = JobVacancy["employerContact"];

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

/**
 * The employer's public contact details as facts: the phone a tel: link, the e-mail a mailto: link, web addresses
 * opening in a new tab without handing it this page (noopener); empty ones left out, so all empty is no facts.
 */
export function employerContactFacts(contact: EmployerContact | null | undefined): Fact[] {
  if (!contact) return [];
  const facts: Fact[] = [];
  if (contact.phone) facts.push({ term: "Phone", value: <Link href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</Link> });
  if (contact.email) facts.push({ term: "E-mail", value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link> });
  if (contact.website) facts.push({ term: "Website", value: <WebLink href={contact.website} /> });
  if (contact.linkedinUrl) facts.push({ term: "LinkedIn", value: <WebLink href={contact.linkedinUrl} /> });
  if (contact.address) facts.push({ term: "Address", value: <span className={styles.prose}>{contact.address}</span> });
  return facts;
}

/** "Contact the employer" in a detail pane; nothing at all when the business published no contact details. */
export function EmployerContactSection({ contact }: { contact: EmployerContact | null | undefined }) {
  const facts = employerContactFacts(contact);
  if (facts.length === 0) return null;
  return (
    <DetailSection title="Contact the employer">
      <Facts facts={facts} />
    </DetailSection>
  );
}

/**
 * A web address as its link's text, without "https://", opening in a new tab. Only http(s) addresses become links
 * (the contract allows no other, but a `javascript:` address must never be one); anything else stays text.
 */
export function WebLink({ href }: { href: string }) {
  const text = href.replace(/^https?:\/\//i, "").replace(/\/$/, "");
  if (!/^https?:\/\//i.test(href)) return <span>{href}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </Link>
  );
}

export { styles as detailStyles };
