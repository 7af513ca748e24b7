// The selected result of a screen whose address does not name it (ICT projects): the first result after every
// load, or the one a person picked on this page. Picking adds no history entry and holds only for that page.
import { useState } from "react";
import type { Keyed, SearchPage } from "@ictm/core";
import type { Selection } from "./use-address-selection.ts";

/** The pick holds only for the page it was made on: a new load (a new page object) selects its first result. */
export function usePageSelection<T extends Keyed>(page: SearchPage<T> | null): Selection<T> {
  const [picked, setPicked] = useState<{ page: SearchPage<T>; key: string } | null>(null);
  const items = page?.items ?? [];
  const pickedHere = picked !== null && picked.page === page ? items.find((item) => item.key === picked.key) : undefined;
  return {
    active: pickedHere ?? items[0] ?? null,
    select: (item) => {
      if (page !== null) setPicked({ page, key: item.key });
    },
  };
}
