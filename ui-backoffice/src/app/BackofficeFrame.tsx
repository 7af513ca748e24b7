// Every back-office page: the header with the product name, an optional sticky top bar (Back and
// the page title), and the main landmark.
import type { ReactNode } from "react";
import { Brand, PageFrame, SiteHeader, TopBar, type TopBarProps } from "@ictm/ui-kit";
import { paths, PRODUCT_NAME } from "./paths.ts";

export function BackofficeFrame({ topBar, children }: { topBar?: TopBarProps; children: ReactNode }) {
  return (
    <PageFrame
      header={<SiteHeader brand={<Brand name={PRODUCT_NAME} tagline="Expat permit applications" href={paths.home} />} />}
      topBar={topBar ? <TopBar {...topBar} /> : undefined}
    >
      {children}
    </PageFrame>
  );
}
