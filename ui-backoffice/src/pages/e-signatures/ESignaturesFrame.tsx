// What every e-signature page shares: in the back-office frame (the usual header for staff, the product alone for
// anyone else), the top bar titled "E-signatures", and for administrators the sub-navigation (Scanner, Management,
// Signatories).
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { mayManageSignatures } from "@ictm/core";
import { Container, useCore, type TopBarProps } from "@ictm/ui-kit";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { SubNav } from "../../app/SubNav.tsx";
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
  useBackofficeFrame({ topBar: { title: "E-signatures", back } });
  return (
    <Container>
      <SubNav label="E-signatures" links={links.map((link) => ({ key: link.section, href: link.href, label: link.label }))} current={section} />
      {children}
    </Container>
  );
}
