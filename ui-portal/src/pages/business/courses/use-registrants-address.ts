// The registrants screen's address is the single source of its filter (spec §2: `?searchTerms=a&searchTerms=b&
// isWithdrawn&pageNumber&pageSize`), with the member list screens' history rules (../use-member-list-address.ts).
import { loadCourseRegistrants, registrantsAddress, type CourseRegistrantsState, type RegistrantsFilter } from "@ictm/core";
import { recordPath } from "../../../app/paths.ts";
import { useMemberListAddress, type MemberListAddress, type MemberListAddressOf } from "../use-member-list-address.ts";

export type RegistrantsAddress = MemberListAddress<RegistrantsFilter, CourseRegistrantsState>;

const REGISTRANTS: MemberListAddressOf<RegistrantsFilter, CourseRegistrantsState> = {
  address: registrantsAddress,
  storeOf: (core) => core.stores.courseRegistrants.value,
  holds: (store, courseId, filter) => store.courseId === courseId && sameFilter(store.filter, filter),
  load: (courseId, filter) => loadCourseRegistrants(courseId, filter),
  pathOf: recordPath.courseRegistrants,
};

export const useRegistrantsAddress = (courseId: string): RegistrantsAddress => useMemberListAddress(REGISTRANTS, courseId);

const sameFilter = (a: RegistrantsFilter, b: RegistrantsFilter): boolean =>
  a.isWithdrawn === b.isWithdrawn &&
  a.pageNumber === b.pageNumber &&
  a.pageSize === b.pageSize &&
  a.searchTerms.length === b.searchTerms.length &&
  a.searchTerms.every((term, index) => term === b.searchTerms[index]);
