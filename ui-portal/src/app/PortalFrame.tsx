// The portal's one frame: header, main landmark, footer. The app renders it once, around its routes and outside
// every page's lazy boundary, so it stays mounted while a page's code loads and from page to page (a Menu opened in
// the header stays open, focus in it stays, nothing flickers: issue 17). A page never renders it; it only states
// what differs about it (`usePortalFrame({ flush: true })`), and only while it is shown.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { PageFrame } from "@ictm/ui-kit";
import { PortalFooter } from "./PortalFooter.tsx";
import { PortalHeader } from "./PortalHeader.tsx";

/** What a page may change about the frame around it. */
export interface PortalFrameOptions {
  /** Let the page's own hero start right under the header. */
  readonly flush?: boolean;
}

/** Around the app's routes: the frame, with the options of the page shown now (none while its code loads). */
export function PortalFrame({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<PortalFrameOptions>(NO_OPTIONS);
  return (
    <SetOptions.Provider value={setOptions}>
      <PageFrame header={HEADER} footer={FOOTER} flush={options.flush}>
        {children}
      </PageFrame>
    </SetOptions.Provider>
  );
}

/**
 * A page states its frame options while it is mounted; they go when it unmounts, so the next page (or the quiet
 * skeleton while its code loads) never keeps them. Set before paint (a layout effect), so the page never shows
 * with the wrong padding first.
 */
export function usePortalFrame({ flush = false }: PortalFrameOptions): void {
  const setOptions = useContext(SetOptions);
  useLayoutEffect(() => {
    setOptions({ flush });
    return () => setOptions(NO_OPTIONS);
  }, [setOptions, flush]);
}

const NO_OPTIONS: PortalFrameOptions = {};
// Outside a PortalFrame (a page rendered on its own) there is no frame to tell.
const SetOptions = createContext<(options: PortalFrameOptions) => void>(() => undefined);
// Made once: a page's options re-render the frame, not the header and footer.
const HEADER = <PortalHeader />;
const FOOTER = <PortalFooter />;
