// The back-office's pages as lazy parts (ui-kit's lazyPart): a page's code loads when its route first renders, so
// the first load carries only the first route's code. `preload` starts the same load early (the first route at
// start-up, the panel once the board shows); it must never be called for a route the person has not opened or is not
// likely to open next.
import { Container, lazyPart, QuietLoading, type LazyPart } from "@ictm/ui-kit";
import type { ComponentType } from "react";

/**
 * A page of the back-office. While its code loads, the frame around the routes (App.tsx) stays as it is (the header
 * does not move) and its main shows a skeleton only if the wait is long.
 */
export function lazyPage(load: () => Promise<ComponentType>, what: string): LazyPart<Record<string, never>> {
  return lazyPart(
    load,
    <Container>
      <QuietLoading label={`Loading ${what}`} />
    </Container>,
    what,
  );
}
