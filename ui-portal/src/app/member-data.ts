// The portal's loaded stores: each hook hands a page the store it shows and has ui-kit's useLoadedStore ask the
// core's query when nothing has been asked yet, once the member's session is known. Pages never fetch themselves.
import { useMemo } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  loadBusinessProfile,
  loadCommonData,
  loadOwnIctProjects,
  loadOwnJobVacancies,
  loadOwnTrainingCourses,
  loadSavedJobs,
  loadTalentProfile,
  type BusinessProfileState,
  type OwnIctProjectsState,
  type OwnJobVacanciesState,
  type OwnTrainingCoursesState,
  type ReferenceDataState,
  type SavedJobsState,
  type StoreValues,
  type TalentProfileState,
  type TrainingCourse,
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

/** A training course with its title under the name the own-list pages use (`name` as read). */
export type OwnCourse = TrainingCourse & { readonly title: string };

/** Newest first by when each was created, whatever order events added them in. */
export function useOwnTrainingCourses(): Omit<OwnTrainingCoursesState, "items"> & { readonly items: ReadonlyArray<OwnCourse> } {
  const { status, items } = useMemberStore("ownTrainingCourses", () => loadOwnTrainingCourses());
  const sorted = useMemo(
    () => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.key.localeCompare(a.key)).map((course) => ({ ...course, title: course.name })),
    [items],
  );
  return { status, items: sorted };
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
