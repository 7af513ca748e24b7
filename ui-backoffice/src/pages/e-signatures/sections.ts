// The e-signature pages' sub-navigation, for administrators (core's mayManageSignatures decides; the server refuses
// others too): Scanner, Management, Signatories. Anyone else has the scanner alone, so no sub-navigation. Pure.
import { paths } from "../../app/paths.ts";

export type ESignatureSection = "scanner" | "management" | "signatories";

export interface SectionLink {
  readonly section: ESignatureSection;
  readonly href: string;
  readonly label: string;
}

const SECTIONS: readonly SectionLink[] = [
  { section: "scanner", href: paths.viewfinder, label: "Scanner" },
  { section: "management", href: paths.signatureManagement, label: "Management" },
  { section: "signatories", href: paths.signatories, label: "Signatories" },
];

export function sectionLinks(isAdministrator: boolean): readonly SectionLink[] {
  return isAdministrator ? SECTIONS : [];
}
