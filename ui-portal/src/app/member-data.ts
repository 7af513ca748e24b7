// The portal's loaded stores: each hook hands a page the store it shows and has ui-kit's useLoadedStore ask the
// core's query when nothing has been asked yet, once the member's session is known. Pages never fetch themselves.
import { useSignals } from "@preact/signals-react/runtime";
import {
  loadBusinessProfile,
  loadCommonData,
  loadOwnIctProjects,
  loadOwnJobVacancies,
  loadSavedJobs,
  loadTalentProfile,
  type BusinessProfileState,
  type OwnIctProjectsState,
  type OwnJobVacanciesState,
  type ReferenceDataState,
  type SavedJobsState,
  type StoreValues,
  type TalentProfileState,
} from "@ictm/core";
import { useCore, useLoadedStore, type LoadedStoreName, type SelectOption, type StoreQuery } from "@ictm/ui-kit";

export function useTalentProfile(): TalentProfileState {
  return useMemberStore("talentProfile", () => loadTalentProfile());
}

export function useBusinessProfile(): BusinessProfileState {
  return useMemberStore("businessProfile", () => loadBusinessProfile());
}

export function useOwnJobVacancies(): OwnJobVacanciesState {
  return useMemberStore("ownJobVacancies", () => loadOwnJobVacancies());
}

export function useOwnIctProjects(): OwnIctProjectsState {
  return useMemberStore("ownIctProjects", () => loadOwnIctProjects());
}

/** `fresh`: ask again on arrival (the list page), since saving elsewhere only records the key, not the job. */
export function useSavedJobs({ fresh = false }: { fresh?: boolean } = {}): SavedJobsState {
  return useMemberStore("savedJobs", () => loadSavedJobs(), { fresh });
}

/** The reference lists (districts, employment types, countries, ...); the core asks the server once. `ask: false`
 * only reads them (a page that may show them but need not load them). */
export function useReferenceData({ ask = true }: { ask?: boolean } = {}): ReferenceDataState {
  return useMemberStore("referenceData", () => loadCommonData(), { ask });
}

/** A reference list as Select options, in the server's order. */
export function referenceOptions(items: ReadonlyArray<{ key: string; name: string }> | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ id: item.key, label: item.name }));
}

// Asks once the session is known, e.g. after another member signed in on this device (their stores start empty).
function useMemberStore<K extends LoadedStoreName>(name: K, load: () => StoreQuery, { ask = true, fresh = false } = {}): StoreValues[K] {
  useSignals();
  const session = useCore().stores.session.value;
  return useLoadedStore(name, load, { isReady: ask && session.status !== "unknown", fresh });
}
