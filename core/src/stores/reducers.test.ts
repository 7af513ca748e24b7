import { describe, expect, it } from "vitest";
import type { NewStoreEvent, StoreEvent } from "../events/client-event.ts";
import { aBusinessProfile, aBusinessVerification, aJobVacancy, aVerificationRequest } from "../test-support/fixtures.ts";
import { businessProfileReducer, initialBusinessProfileState } from "../businesses/business-profile-store.ts";
import { businessVerificationsReducer, initialBusinessVerificationsState } from "../verification/business-verifications-store.ts";
import { initialReferenceDataState, referenceDataReducer } from "../reference-data/reference-data-store.ts";
import { initialSavedJobsState, savedJobsReducer } from "../talents/saved-jobs-store.ts";

let seq = 0;
const stamp = (event: NewStoreEvent): StoreEvent => ({ ...event, seq: ++seq, at: "2025-01-01T00:00:00.000Z" });
const fold = <S>(reducer: (state: S, event: StoreEvent) => S, initial: S, ...events: ReadonlyArray<NewStoreEvent>): S =>
  events.map(stamp).reduce(reducer, initial);

describe("the new stores' reducers", () => {
  it("businessVerifications: a decided request leaves the pending list; one of the list's status joins it at the end", () => {
    const other = { ...aBusinessVerification, businessKey: "6ba7b811-9dad-41d1-80b4-00c04fd430c8" };
    const pending = fold(businessVerificationsReducer, initialBusinessVerificationsState, {
      type: "v1.BusinessVerificationsLoaded",
      payload: { status: "pending", verifications: [aBusinessVerification, other] },
    });
    const decided = { ...aBusinessVerification, status: "rejected" as const, reason: "Blurred scan." };
    expect(businessVerificationsReducer(pending, stamp({ type: "v1.BusinessVerificationDecided", payload: { verification: decided } })).items).toEqual([other]);

    const rejectedList = fold(businessVerificationsReducer, initialBusinessVerificationsState,
      { type: "v1.BusinessVerificationsLoaded", payload: { status: "rejected", verifications: [] } },
      { type: "v1.BusinessVerificationDecided", payload: { verification: decided } },
    );
    expect(rejectedList).toEqual({ status: "loaded", filter: "rejected", items: [decided] });
  });

  it("businessProfile: a submitted request shows as the latest verification, not verified yet", () => {
    const state = fold(businessProfileReducer, initialBusinessProfileState,
      { type: "v1.BusinessProfileLoaded", payload: { profile: { ...aBusinessProfile, isVerified: true } } },
      { type: "v1.BusinessVerificationSubmitted", payload: { verification: aVerificationRequest, resubmitted: true } },
    );
    expect(state.profile).toMatchObject({ verification: aVerificationRequest, isVerified: false });
    // Before the profile is loaded there is nothing to change.
    expect(businessProfileReducer(initialBusinessProfileState, stamp({ type: "v1.BusinessLogoUploaded", payload: { logo: "/x" } }))).toBe(initialBusinessProfileState);
  });

  it("savedJobs: loading, then a query that fails, keeps what is known and shows the failure", () => {
    const state = fold(savedJobsReducer, initialSavedJobsState,
      { type: "v1.SavedJobsLoaded", payload: { jobs: [aJobVacancy] } },
      { type: "v1.QueryStarted", payload: { query: "queries.loadSavedJobs" } },
      { type: "v1.CommandFailed", payload: { command: "queries.loadSavedJobs", error: "NetworkError", message: "x", silent: false } },
    );
    expect(state.status).toBe("failed");
    expect(state.jobs).toEqual([aJobVacancy]);
  });

  it("referenceData: a first load that fails shows as failed (a failed reload keeps loaded lists)", () => {
    const state = fold(referenceDataReducer, initialReferenceDataState,
      { type: "v1.QueryStarted", payload: { query: "queries.loadCommonData" } },
      { type: "v1.CommandFailed", payload: { command: "queries.loadCommonData", error: "NetworkError", message: "x", silent: true } },
    );
    expect(state).toEqual({ status: "failed", commonData: null });
  });
});
