import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { updateContactDetails } from "../accounts/update-contact-details.ts";
import { loadTalentProfile } from "./load-talent-profile.ts";
import { aTalentProfile } from "../test-support/fixtures.ts";
import { aMember, makeTestCore, problem } from "../test-support/test-core.ts";
import { updatePrivacySettings } from "./update-privacy-settings.ts";
import { updateTalentProfileDetails } from "./update-talent-profile-details.ts";
import { updateTalentResume } from "./update-talent-resume.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const details = { ...aTalentProfile.details, name: "Ann T. Renamed", headline: "Cloud engineer", yearsOfExperience: 7, district: "tutong" as const };
const saveStarted = ["v1.SessionRestored"];

describe("updateTalentProfileDetails", () => {
  it("puts the details with the token, folds the answer into the profile and the header's name, and says 'Saved Successfully'", async () => {
    const stored = { ...aTalentProfile, name: details.name, details };
    const test = makeTestCore({ saved, script: [{ method: "PUT", path: "/talents/profile-details", status: 200, body: { data: stored } }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(updateTalentProfileDetails(details));

    expect(result).toEqual({ ok: true, value: stored });
    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-1");
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(details);
    expect(test.types()).toEqual([...saveStarted, "v1.TalentProfileUpdated", "v1.ChangesSaved"]);
    expect(test.core.stores.talentProfile.value).toEqual({ status: "loaded", profile: stored });
    expect(test.core.stores.session.value.member?.name).toBe("Ann T. Renamed");
    expect(test.core.stores.toasts.value.map((toast) => [toast.tone, toast.message])).toEqual([["success", "Saved Successfully"]]);
  });

  it("names each broken field in the contract's words before any call", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(updateTalentProfileDetails({ ...details, name: " ", yearsOfExperience: 61, nationality: "BRN" }));
    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: {
        name: "Please enter your name (up to 120 characters).",
        yearsOfExperience: "Please enter years of experience from 0 to 60.",
        nationality: "Please choose a country.",
      },
    });
    expect(test.http.requests).toEqual([]);
  });

  it("a Business token is refused with the server's words, and nothing is saved", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "PUT", path: "/talents/profile-details", status: 403, body: problem(403, "Only a Talent has a Talent profile.") }],
    });
    const result = await test.core.run(updateTalentProfileDetails(details));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Forbidden", message: "Only a Talent has a Talent profile." });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
  });
});

describe("updateTalentResume", () => {
  const job = { employer: "DataWorks", title: "Engineer", startMonth: "2020-05", endMonth: "2022-01", description: "" };
  const resume = { ...aTalentProfile.resume, workExperience: [job], skills: ["Go", "SQL"] };

  it("puts the whole resume and keeps the answer", async () => {
    const stored = { ...aTalentProfile, resume };
    const test = makeTestCore({ saved, script: [{ method: "PUT", path: "/talents/resume-details", status: 200, body: { data: stored } }] });
    const result = await test.core.run(updateTalentResume(resume));
    expect(result.ok).toBe(true);
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(resume);
    expect(test.core.stores.talentProfile.value.profile?.resume).toEqual(resume);
  });

  it("an end month before the start month is refused under endMonth", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(updateTalentResume({ ...resume, workExperience: [{ ...job, endMonth: "2019-12" }] }));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { endMonth: "The end month must not be before the start month." } });
    expect(test.http.requests).toEqual([]);
  });

  it("repeated skills are refused under skills", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(updateTalentResume({ ...resume, skills: ["Go", "Go"] }));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { skills: "Please list up to 50 different skills, each up to 50 characters." } });
  });
});

describe("updatePrivacySettings and updateContactDetails", () => {
  it("posts the privacy settings and keeps the stored profile", async () => {
    const privacySettings = { ...aTalentProfile.privacySettings, profileVisibility: "nobody" as const };
    const stored = { ...aTalentProfile, privacySettings };
    const test = makeTestCore({ saved, script: [{ method: "POST", path: "/talents/privacy-settings", status: 200, body: { data: stored } }] });
    const result = await test.core.run(updatePrivacySettings(privacySettings));
    expect(result.ok).toBe(true);
    expect(test.core.eventLog.snapshot()[0]?.payload).toEqual({ profile: stored, section: "privacy" });
  });

  it("a Talent's contact details land in the Talent profile", async () => {
    const contact = { ...aTalentProfile.contactDetails, phone: "+673 888 1234", website: "https://ann.dev" };
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/talents/profiles", status: 200, body: { data: aTalentProfile } },
        { method: "PUT", path: "/talents/contact-details", status: 200, body: { data: contact } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(loadTalentProfile());
    const result = await test.core.run(updateContactDetails(contact));
    expect(result).toEqual({ ok: true, value: contact });
    expect(test.core.stores.talentProfile.value.profile?.contactDetails).toEqual(contact);
    expect(test.core.eventLog.snapshot().at(-1)?.payload).toEqual({ accountType: "Talent", contactDetails: contact });
  });

  it("a web address without http(s) is refused in the contract's words", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(updateContactDetails({ ...aTalentProfile.contactDetails, website: "ann.dev" }));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { website: "Please enter a web address starting with http:// or https://." } });
  });
});
