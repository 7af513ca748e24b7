// The frame of every e-signature page: the back-office frame (the usual header for staff, the product alone for
// anyone else), the top bar, and for administrators the sub-navigation (Scanner, Management, Signatories).
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { mayManageSignatures } from "@ictm/core";
import { Container, Link, useCore, type TopBarProps } from "@ictm/ui-kit";
import { BackofficeFrame } from "../../app/BackofficeFrame.tsx";
import * as styles from "./ESignatures.css.ts";
import { sectionLinks, type ESignatureSection } from "./sections.ts";

export interface ESignaturesFrameProps {
  section: ESignatureSection;
  back?: TopBarProps["back"];
  children: ReactNode;
}

export function ESignaturesFrame({ section, back, children }: ESignaturesFrameProps) {
  useSignals();
  const staff = useCore().stores.staffSession.value.staff;
  const links = sectionLinks(staff !== null && mayManageSignatures(staff.roles));
  return (
    <BackofficeFrame topBar={{ title: "E-signatures", back }}>
      <Container>
        {links.length === 0 ? null : (
          <nav aria-label="E-signatures" className={styles.subNav}>
            <ul className={styles.subNavList}>
              {links.map((link) => (
                <li key={link.section}>
                  <Link appearance="nav" href={link.href} aria-current={link.section === section ? "page" : undefined} className={styles.subNavLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {children}
      </Container>
    </BackofficeFrame>
  );
}
