import { describe, expect, it } from "vitest";
import { validateForm } from "../forms/validate-form.ts";
import { BusinessProfileForm } from "./business-profile-form.ts";
import { restoreSession } from "../accounts/restore-session.ts";
import { updateContactDetails } from "../accounts/update-contact-details.ts";
import { loadBusinessProfile } from "./load-business-profile.ts";
import { aBusinessProfile } from "../test-support/fixtures.ts";
import { aBusiness, aBusinessMember, makeTestCore, problem } from "../test-support/test-core.ts";
import { updateBusinessProfile } from "./update-business-profile.ts";
import { uploadBusinessLogo } from "./upload-business-logo.ts";

const saved = {
  token: "tok-b",
  member: aBusinessMember,
  accountType: "Business" as const,
  profilePicture: null,
  business: { key: aBusiness.key, businessName: "Old Name", logo: null },
};
const update = {
  businessName: "DataWorks Sdn Bhd",
  businessType: "private-limited" as const,
  contactPerson: "Siti Rahman",
  description: "We build\nsoftware.",
  industry: "Software",
  employeeCount: "10-49" as const,
};
const logo = "/api/v1/files/logo0123456789abcdef";

describe("the Business's own profile", () => {
  it("loading it fills the store and refreshes the header's business summary", async () => {
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/businesses/profiles", status: 200, body: { data: aBusinessProfile } }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(loadBusinessProfile());

    expect(result).toEqual({ ok: true, value: aBusinessProfile });
    expect(test.core.stores.businessProfile.value).toEqual({ status: "loaded", profile: aBusinessProfile });
    expect(test.core.stores.session.value.business).toEqual({ key: aBusinessProfile.key, businessName: "DataWorks Sdn Bhd", logo: null });
    expect(JSON.parse(test.saved() ?? "null").business.businessName).toBe("DataWorks Sdn Bhd");
  });

  it("a Talent token is Forbidden: the store shows the failure and the session stays a Talent's", async () => {
    const test = makeTestCore({ script: [{ method: "GET", path: "/businesses/profiles", status: 403, body: problem(403, "Only a Business has a Business profile.") }] });
    const result = await test.core.run(loadBusinessProfile());
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Forbidden", message: "Only a Business has a Business profile." });
    expect(test.core.stores.businessProfile.value.status).toBe("failed");
  });

  it("updating puts the profile without the registration number and says 'Saved Successfully'", async () => {
    const stored = { ...aBusinessProfile, ...update };
    const test = makeTestCore({ saved, script: [{ method: "PUT", path: "/businesses/profiles", status: 200, body: { data: stored } }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(updateBusinessProfile(update));

    expect(result).toEqual({ ok: true, value: stored });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(update);
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.BusinessProfileUpdated", "v1.ChangesSaved"]);
    expect(test.core.stores.businessProfile.value.profile).toEqual(stored);
  });

  it("an empty business name and an unknown employee count are named in the contract's words", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(updateBusinessProfile({ ...update, businessName: "", employeeCount: null }));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { businessName: "Please enter the business name (up to 200 characters)." } });
    expect(test.http.requests).toEqual([]);
    expect(validateForm(BusinessProfileForm, { ...update, employeeCount: "5000+" })).toEqual({ employeeCount: "Please choose the number of employees." });
    expect(validateForm(BusinessProfileForm, { ...update, employeeCount: null })).toEqual({});
  });

  it("a Business's contact details go through the same call and land in the Business profile", async () => {
    const contact = { ...aBusinessProfile.contactDetails, website: "https://dataworks.bn" };
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/businesses/profiles", status: 200, body: { data: aBusinessProfile } },
        { method: "PUT", path: "/talents/contact-details", status: 200, body: { data: contact } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(loadBusinessProfile());
    const result = await test.core.run(updateContactDetails(contact, "Business"));
    expect(result.ok).toBe(true);
    expect(test.http.requests[1]?.headers["x-member-authorization"]).toBe("tok-b");
    expect(test.core.stores.businessProfile.value.profile?.contactDetails).toEqual(contact);
    expect(test.core.stores.talentProfile.value.profile).toBeNull();
  });

  it("a logo upload sends FormFile and shows the logo in the header's business summary and the profile", async () => {
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/businesses/profiles", status: 200, body: { data: aBusinessProfile } },
        { method: "POST", path: "/businesses/logos", status: 200, body: { data: { logo } } },
      ],
    });
    await test.core.run(restoreSession());
    await test.core.run(loadBusinessProfile());
    const result = await test.core.run(uploadBusinessLogo(new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], "logo.webp", { type: "image/webp" })));

    expect(result).toEqual({ ok: true, value: { logo } });
    const sent = test.http.requests[1]?.form?.get("FormFile");
    expect(sent instanceof File ? [sent.name, sent.type, sent.size] : null).toEqual(["logo.webp", "image/webp", 4]);
    expect(test.core.stores.session.value.business?.logo).toBe(logo);
    expect(test.core.stores.businessProfile.value.profile?.logo).toBe(logo);
    expect(JSON.parse(test.saved() ?? "null").business.logo).toBe(logo);
  });

  it("a logo over 5 MB is refused before uploading", async () => {
    const test = makeTestCore({ saved });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "logo.png", { type: "image/png" });
    const result = await test.core.run(uploadBusinessLogo(big));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "FilesNotAccepted", message: "Sorry, these files are not accepted." });
    expect(test.http.requests).toEqual([]);
  });
});
