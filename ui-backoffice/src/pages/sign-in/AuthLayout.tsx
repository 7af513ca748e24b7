// The frame of the back-office's open pages (sign-in, forgotten and reset password): the title and why on one
// side, the form card on the other (stacked on phones, title first). Nobody is signed in here.
import type { ReactNode } from "react";
import { Card, Container } from "@ictm/ui-kit";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";
import * as styles from "./auth.css.ts";

export function AuthLayout({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <BackofficeFrame>
      <Container>
        <div className={styles.layout}>
          <div className={styles.intro}>
            <h1>{title}</h1>
            <p className={styles.lead}>{lead}</p>
          </div>
          <Card padding="roomy">
            <div className={styles.cardStack}>{children}</div>
          </Card>
        </div>
      </Container>
    </BackofficeFrame>
  );
}
