// The frame of a member's own pages: the sections of the Talent's profile or of the Business beside the page,
// the page's title, and the door: signed out, it sends the person to sign in and back; the other kind of
// member goes to their own area; while the session is still being restored, a skeleton holds the place.
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { AccountType } from "@ictm/core";
import { AreaSkeleton, Container, Link, SectionNav, useCore, type SectionNavItem } from "@ictm/ui-kit";
import { Redirect } from "wouter";
import * as styles from "./MemberArea.css.ts";
import { paths, signInPath } from "./paths.ts";
import { usePageTitle } from "./router.tsx";

const SECTIONS: Record<AccountType, { label: string; items: readonly SectionNavItem[] }> = {
  Talent: {
    label: "Your profile",
    items: [
      { href: paths.account, label: "Profile" },
      { href: paths.resume, label: "Resume" },
      { href: paths.contactDetails, label: "Contact details" },
      { href: paths.savedJobs, label: "Saved jobs" },
      { href: paths.myApplications, label: "My applications" },
      { href: paths.myCourses, label: "My training courses" },
    ],
  },
  Business: {
    label: "Your business",
    items: [
      { href: paths.business, label: "Business profile" },
      { href: paths.businessContactDetails, label: "Contact details" },
      { href: paths.verification, label: "Verification" },
      { href: paths.vacancies, label: "Job vacancies" },
      { href: paths.projects, label: "ICT projects" },
      { href: paths.trainingCourses, label: "Training courses" },
      { href: paths.expatPermits, label: "Expat permits" },
    ],
  },
};

export interface MemberAreaProps {
  kind: AccountType;
  /** The section this page belongs to (its href in the side navigation); also where sign-in returns. */
  section: string;
  /** Where sign-in returns when it is not the section itself (an edit page). */
  returnTo?: string;
  title: string;
  lead?: ReactNode;
  /** Beside the title: the page's main action ("New vacancy"). */
  action?: ReactNode;
  children: ReactNode;
}

export function MemberArea({ kind, section, returnTo, title, lead, action, children }: MemberAreaProps) {
  usePageTitle(title);
  useSignals();
  const session = useCore().stores.session.value;
  if (session.status === "loggedOut") return <Redirect to={signInPath(returnTo ?? section, kind === "Talent" ? "talent" : "business")} replace />;
  if (session.accountType !== null && session.accountType !== kind) return <Redirect to={session.accountType === "Talent" ? paths.account : paths.business} replace />;
  const isReady = session.status === "loggedIn" && session.accountType === kind;
  const sections = SECTIONS[kind];
  return (
    <Container>
      <div className={styles.layout}>
        <div className={styles.side}>
          <p className={styles.sideTitle} aria-hidden="true">
            {sections.label}
          </p>
          <SectionNav
            label={sections.label}
            items={sections.items}
            current={section}
            footer={
              <p className={styles.sideFooter}>
                <Link href={paths.changePassword}>Change password</Link>
              </p>
            }
          />
        </div>
        <div className={styles.content}>
          <div className={styles.header}>
            <div className={styles.headerText}>
              <h1>{title}</h1>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
            </div>
            {action && isReady ? <div>{action}</div> : null}
          </div>
          {isReady ? children : <AreaSkeleton />}
        </div>
      </div>
    </Container>
  );
}
