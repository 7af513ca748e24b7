import { describe, expect, it } from "vitest";
import { SOCIAL_META, socialConfigFrom } from "./social-config.ts";

const complete: Record<string, string> = {
  [SOCIAL_META.googleClientId]: "1234.apps.googleusercontent.com",
  [SOCIAL_META.googleScriptUrl]: "https://accounts.google.com/gsi/client",
  [SOCIAL_META.linkedInClientId]: "77abcd",
  [SOCIAL_META.linkedInAuthorizationUrl]: "https://www.linkedin.com/oauth/v2/authorization",
  [SOCIAL_META.linkedInCallbackUrl]: "https://portal.example.bn/auth/linkedin/callback",
};
const reading = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("which provider buttons a page offers", () => {
  it("offers both when the server filled every value", () => {
    const config = socialConfigFrom(reading(complete));
    expect(config.google).toEqual({ clientId: complete[SOCIAL_META.googleClientId], scriptUrl: complete[SOCIAL_META.googleScriptUrl] });
    expect(config.linkedIn?.callbackUrl).toBe(complete[SOCIAL_META.linkedInCallbackUrl]);
  });

  it("offers neither on a page whose meta tags are empty", () => {
    expect(socialConfigFrom(() => "")).toEqual({ google: null, linkedIn: null });
  });

  it("drops a provider when any one of its values is missing, and only that provider", () => {
    for (const name of Object.values(SOCIAL_META)) {
      const config = socialConfigFrom(reading({ ...complete, [name]: "  " }));
      const isGoogle = name === SOCIAL_META.googleClientId || name === SOCIAL_META.googleScriptUrl;
      expect(config.google === null, name).toBe(isGoogle);
      expect(config.linkedIn === null, name).toBe(!isGoogle);
    }
  });

  it("never treats a script or redirect address that is not http(s) as configured", () => {
    for (const bad of ["javascript:alert(1)", "/gsi/client", "data:text/javascript,1"]) {
      expect(socialConfigFrom(reading({ ...complete, [SOCIAL_META.googleScriptUrl]: bad })).google).toBeNull();
      expect(socialConfigFrom(reading({ ...complete, [SOCIAL_META.linkedInAuthorizationUrl]: bad })).linkedIn).toBeNull();
    }
  });
});
