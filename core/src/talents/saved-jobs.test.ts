import { describe, expect, it } from "vitest";
import { signOut } from "../accounts/sign-out.ts";
import { restoreSession } from "../accounts/restore-session.ts";
import { loadSavedJobs } from "./load-saved-jobs.ts";
import { isJobSaved } from "./saved-jobs-store.ts";
import { aJobVacancy } from "../test-support/fixtures.ts";
import { aMember, makeTestCore, problem } from "../test-support/test-core.ts";
import { saveJob } from "./save-job.ts";
import { unsaveJob } from "./unsave-job.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const other = { ...aJobVacancy, key: "6ba7b811-9dad-41d1-80b4-00c04fd430c8" };

describe("saved jobs", () => {
  it("loads the saved vacancies and their keys, so any list can mark a job as saved", async () => {
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/talents/saved-jobs", status: 200, body: { data: [aJobVacancy, other] } }] });
    await test.core.run(restoreSession());
    await test.core.run(loadSavedJobs());
    const state = test.core.stores.savedJobs.value;
    expect(state.status).toBe("loaded");
    expect(state.jobs).toEqual([aJobVacancy, other]);
    expect(isJobSaved(state, other.key)).toBe(true);
  });

  it("saving and unsaving keep the keys the server answers, and the list drops what is no longer saved", async () => {
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/talents/saved-jobs", status: 200, body: { data: [aJobVacancy] } },
        { method: "POST", path: `/talents/saved-jobs/${other.key}`, status: 200, body: { data: { savedJobKeys: [other.key, aJobVacancy.key] } } },
        { method: "DELETE", path: `/talents/saved-jobs/${aJobVacancy.key}`, status: 200, body: { data: { savedJobKeys: [other.key] } } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(loadSavedJobs());
    expect(await test.core.run(saveJob(other.key))).toEqual({ ok: true, value: [other.key, aJobVacancy.key] });
    expect(isJobSaved(test.core.stores.savedJobs.value, other.key)).toBe(true);

    await test.core.run(unsaveJob(aJobVacancy.key));
    expect([...test.core.stores.savedJobs.value.keys]).toEqual([other.key]);
    expect(test.core.stores.savedJobs.value.jobs).toEqual([]);
    // "Saved Successfully" says what was saved on its second line.
    expect(test.core.stores.toasts.value.map(({ tone, message, detail }) => ({ tone, message, detail }))).toEqual([
      { tone: "success", message: "Saved Successfully", detail: "Job saved" },
      { tone: "success", message: "Saved Successfully", detail: "Job removed from your saved jobs" },
    ]);
    expect(test.types().filter((type) => type !== "v1.ChangesSaved")).toEqual([
      "v1.SessionRestored", "v1.QueryStarted", "v1.SavedJobsLoaded", "v1.JobSaved", "v1.JobUnsaved",
    ]);
  });

  it("a Business may not save jobs: Forbidden, in the server's words", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: `/talents/saved-jobs/${other.key}`, status: 403, body: problem(403, "Only a Talent can save jobs.") }],
    });
    const result = await test.core.run(saveJob(other.key));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Forbidden", message: "Only a Talent can save jobs." });
    expect(test.core.stores.savedJobs.value.keys.size).toBe(0);
  });

  it("signing out forgets the saved jobs", async () => {
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/talents/saved-jobs", status: 200, body: { data: [aJobVacancy] } },
        { method: "POST", path: "/members/sign-outs", status: 200, body: { data: { signedOut: true } } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(loadSavedJobs());
    await test.core.run(signOut());
    expect(test.core.stores.savedJobs.value).toEqual({ status: "idle", jobs: [], keys: new Set() });
  });
});
