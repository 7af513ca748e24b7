// The portal page's meta tags are filled by name, escaped, keeping their other attributes; missing ones are added.
import { describe, expect, it } from "vitest";
import { completeConfig } from "../config.ts";
import { fillMeta, portalPageMeta } from "./portal-page.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

describe("fillMeta", () => {
  it("sets the content of each named tag, escaping it, and leaves the rest of the page alone", () => {
    const page = `<html><head><meta id="x" name="google-signin-client_id" content="old"><meta name='other' content="keep"></head></html>`;
    const filled = fillMeta(page, { "google-signin-client_id": `a"><script>$&</script>` });
    expect(filled).toBe(`<html><head><meta id="x" name="google-signin-client_id" content="a&#34;&#62;&#60;script&#62;$&#38;&#60;/script&#62;"><meta name='other' content="keep"></head></html>`);
  });

  it("adds a content attribute, or the whole tag, where the page lacks one", () => {
    const filled = fillMeta(`<head><meta name="linkedin-callback-url" /></head>`, { "linkedin-callback-url": "https://p.bn/cb", "ictm-linkedin-client-id": "id-1" });
    expect(filled).toBe(`<head><meta name="linkedin-callback-url" content="https://p.bn/cb" /><meta name="ictm-linkedin-client-id" content="id-1" />\n</head>`);
  });
});

describe("portalPageMeta", () => {
  it("is empty for providers that are not configured, and derives the LinkedIn callback from the public address", () => {
    const bare = completeConfig({ publicUrl: "https://portal.example.bn" });
    expect(Object.values(portalPageMeta(bare))).toEqual(["", "", "", "", ""]);
    const linkedin = { ...bare.linkedin, clientId: "li", clientSecret: "secret" };
    expect(portalPageMeta({ ...bare, linkedin })["linkedin-callback-url"]).toBe("https://portal.example.bn/auth/linkedin/callback");
  });
});

describe("contentSecurityPolicy", () => {
  it("allows Google's script and its folder only when Google is configured", () => {
    expect(contentSecurityPolicy({ googleScriptUrl: null })).not.toContain("google");
    const policy = contentSecurityPolicy({ googleScriptUrl: "https://accounts.google.com/gsi/client" });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client;");
    expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/;");
    expect(policy).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    expect(policy).toContain("style-src 'self' https://accounts.google.com/gsi/;");
  });
});
