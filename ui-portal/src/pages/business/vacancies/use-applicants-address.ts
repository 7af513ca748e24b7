// The applicants screen's address is the single source of its filter (`?status=submitted&pageNumber=2`), with the
// search screens' history rules: the page is loaded on arrival, whenever the store does not hold the address's
// filter, and after every Back or Forward; a new filter is a new history entry, the same address again is not.
import { useEffect, useMemo, useRef } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { applicantsAddress, loadJobApplicants, sameApplicantsFilter, type ApplicantsFilter, type JobApplicantsState } from "@ictm/core";
import { useCore, useHistoryTraversals } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import { recordPath } from "../../../app/paths.ts";

export interface ApplicantsAddress {
  readonly filter: ApplicantsFilter;
  /** The store (possibly of an earlier filter, or another vacancy, while the next one loads). */
  readonly store: JobApplicantsState;
  /** The store holds exactly the address's filter for this vacancy. */
  readonly isCurrent: boolean;
  readonly hrefOf: (filter: ApplicantsFilter) => string;
  readonly navigate: (filter: ApplicantsFilter) => void;
  readonly retry: () => void;
}

export function useApplicantsAddress(vacancyId: string): ApplicantsAddress {
  useSignals();
  const core = useCore();
  const query = useSearch();
  const [, setLocation] = useLocation();
  const filter = useMemo(() => applicantsAddress.parse(query), [query]);
  const store = core.stores.jobApplicants.value;
  const session = core.stores.session.value;
  const traversals = useHistoryTraversals();
  const isReady = session.status === "loggedIn";
  const isCurrent = store.vacancyId === vacancyId && sameApplicantsFilter(store.filter, filter);
  const needed = !isCurrent;

  // `loadedAt` is the traversal count of the latest load this screen asked for.
  const loadedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!isReady) return;
    if (!needed && loadedAt.current === traversals) return;
    loadedAt.current = traversals;
    void core.run(loadJobApplicants(vacancyId, filter));
  }, [core, isReady, needed, traversals, vacancyId, filter]);

  const hrefOf = (next: ApplicantsFilter) => recordPath.vacancyApplicants(vacancyId, applicantsAddress.format(next));
  return {
    filter,
    store,
    isCurrent,
    hrefOf,
    navigate: (next) => {
      const to = hrefOf(next);
      setLocation(to, { replace: to === recordPath.vacancyApplicants(vacancyId, new URLSearchParams(query)) });
    },
    retry: () => void core.run(loadJobApplicants(vacancyId, filter)),
  };
}
