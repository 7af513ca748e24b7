// The body of both apps' open pages (sign-in, sign-up, activation, forgotten and reset password): the title and why
// on one side, the form card on the other (stacked on phones, title first). Each app puts its own frame around it.
import type { ReactNode } from "react";
import { Card } from "../components/Card.tsx";
import { Container } from "../components/PageFrame.tsx";
import * as styles from "./auth.css.ts";

export interface AuthLayoutProps {
  title: string;
  lead: ReactNode;
  /** Reasons and reassurance, shown beside the form on wide screens. */
  points?: readonly string[];
  children: ReactNode;
}

export function AuthLayout({ title, lead, points = [], children }: AuthLayoutProps) {
  return (
    <Container>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {points.length > 0 ? (
            <ul className={styles.asideList}>
              {points.map((point) => (
                <li key={point} className={styles.asideItem}>
                  <svg className={styles.asideIcon} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M20 6 9 17l-5-5" />
                  </svg>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Card padding="roomy">
          <div className={styles.cardStack}>{children}</div>
        </Card>
      </div>
    </Container>
  );
}
