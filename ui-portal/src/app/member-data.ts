// Hooks that hand a page the store it shows and load it when nothing has been asked yet. Loading is the core's
// (its queries); a hook only decides "not asked yet, so ask", so pages never fetch themselves. A failed load is
// not retried by itself: the page offers "Try again".
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  loadBusinessProfile,
  loadCommonData,
  loadOwnIctProjects,
  loadOwnJobVacancies,
  loadSavedJobs,
  loadTalentProfile,
  type BusinessProfileState,
  type Core,
  type OwnIctProjectsState,
  type OwnJobVacanciesState,
  type ReferenceDataState,
  type SavedJobsState,
  type StoreValues,
  type TalentProfileState,
} from "@ictm/core";
import type { SelectOption } from "@ictm/ui-kit";
import { useCore } from "./core-context.tsx";

export function useTalentProfile(): TalentProfileState {
  return useLoadedStore("talentProfile", () => loadTalentProfile());
}

export function useBusinessProfile(): BusinessProfileState {
  return useLoadedStore("businessProfile", () => loadBusinessProfile());
}

export function useOwnJobVacancies(): OwnJobVacanciesState {
  return useLoadedStore("ownJobVacancies", () => loadOwnJobVacancies());
}

export function useOwnIctProjects(): OwnIctProjectsState {
  return useLoadedStore("ownIctProjects", () => loadOwnIctProjects());
}

/** `fresh`: ask again on arrival (the list page), since saving elsewhere only records the key, not the job. */
export function useSavedJobs({ fresh = false }: { fresh?: boolean } = {}): SavedJobsState {
  return useLoadedStore("savedJobs", () => loadSavedJobs(), fresh);
}

/** The reference lists (districts, employment types, countries, ...); the core asks the server once. */
export function useReferenceData(): ReferenceDataState {
  return useLoadedStore("referenceData", () => loadCommonData());
}

/** A reference list as Select options, in the server's order. */
export function referenceOptions(items: ReadonlyArray<{ key: string; name: string }> | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ id: item.key, label: item.name }));
}

type LoadedStoreName = "talentProfile" | "businessProfile" | "ownJobVacancies" | "ownIctProjects" | "savedJobs" | "referenceData";

function useLoadedStore<K extends LoadedStoreName>(name: K, load: () => Parameters<Core["run"]>[0], fresh = false): StoreValues[K] {
  useSignals();
  const core = useCore();
  const state = core.stores[name].value;
  const session = core.stores.session.value;
  const isKnown = session.status !== "unknown";
  // Ask when nothing was asked yet, e.g. after another member signed in on this device (their stores start
  // empty); when `fresh`, ask once on arriving instead. `load` is a new function each render, so not a dependency.
  const ask = fresh ? isKnown : state.status === "idle" && isKnown;
  useEffect(() => {
    if (ask) void core.run(load());
  }, [core, ask]);
  return state;
}
