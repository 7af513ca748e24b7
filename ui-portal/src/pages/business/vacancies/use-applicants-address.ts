// The applicants screen's address is the single source of its filter (`?status=submitted&pageNumber=2`), with the
// member list screens' history rules (../use-member-list-address.ts).
import { applicantsAddress, loadJobApplicants, sameApplicantsFilter, type ApplicantsFilter, type JobApplicantsState } from "@ictm/core";
import { recordPath } from "../../../app/paths.ts";
import { useMemberListAddress, type MemberListAddress, type MemberListAddressOf } from "../use-member-list-address.ts";

export type ApplicantsAddress = MemberListAddress<ApplicantsFilter, JobApplicantsState>;

const APPLICANTS: MemberListAddressOf<ApplicantsFilter, JobApplicantsState> = {
  address: applicantsAddress,
  storeOf: (core) => core.stores.jobApplicants.value,
  holds: (store, vacancyId, filter) => store.vacancyId === vacancyId && sameApplicantsFilter(store.filter, filter),
  load: (vacancyId, filter) => loadJobApplicants(vacancyId, filter),
  pathOf: recordPath.vacancyApplicants,
};

export const useApplicantsAddress = (vacancyId: string): ApplicantsAddress => useMemberListAddress(APPLICANTS, vacancyId);
