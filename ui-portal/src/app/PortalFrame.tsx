// Every portal page inside the same frame: header, main landmark, footer.
import type { ReactNode } from "react";
import { PageFrame } from "@ictm/ui-kit";
import { PortalFooter } from "./PortalFooter.tsx";
import { PortalHeader } from "./PortalHeader.tsx";

export function PortalFrame({ flush, children }: { flush?: boolean; children: ReactNode }) {
  return (
    <PageFrame header={<PortalHeader />} footer={<PortalFooter />} flush={flush}>
      {children}
    </PageFrame>
  );
}
