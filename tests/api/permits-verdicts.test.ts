// The property "core's verdict is the API's" for saving a permit section: for generated values (valid ones from
// core's generator, some fields replaced by wrong values), the PATCH's `errors` are exactly core's draft verdict
// keyed `<section>.<path>`, and a body core accepts is saved. (describeSameVerdicts sends POST/PUT without a
// version; this call is a PATCH at the application's current version, so the property is written out here.)
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMIT_SECTIONS, PERMIT_TYPES, permitSectionVerdict, type PermitType } from "@ictm/core/domain";
import { validPermitSection } from "@ictm/core/test-support/permit-arbitraries.ts";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { asSent } from "../support/form-verdicts.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
}, 60_000);
afterAll(async () => server?.close());

/** Values that break a field's draft rules: wrong types, too long, bad formats. */
const wrong = fc.constantFrom<unknown>(42, true, [], {}, "not an address", "2026-13-45", "x".repeat(6000), -5, 1e12, "12abc", ["a", 3], "\u0007bell");

/** A valid section with a few of its top-level fields replaced by wrong values. */
const sectionValues = (type: PermitType, section: string) =>
  fc.tuple(validPermitSection(type, section), fc.array(fc.tuple(fc.nat(), wrong), { maxLength: 3 })).map(([values, changes]) => {
    const keys = Object.keys(values);
    const changed: Record<string, unknown> = { ...values };
    for (const [index, value] of changes) {
      const key = keys[index % Math.max(keys.length, 1)];
      if (key !== undefined) changed[key] = value;
    }
    return changed;
  });

const noFiles = { fileIds: new Set<string>(), vacancyIds: new Set<string>() };

describe("core's verdict is the API's", () => {
  it.each(PERMIT_TYPES)("on saving each section of a %s application", async (type) => {
    const api = portalClient(server, token);
    const created = (await api.POST("/expat-permits/{type}/applications", { params: { path: { type } }, body: {} })).data?.data;
    const id = created?.application.id ?? "";
    let version = created?.application.version ?? 0;
    const sections = PERMIT_SECTIONS[type].map((section) => section.key);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sections).chain((section) => sectionValues(type, section).map((values) => ({ section, values }))),
        async ({ section, values }) => {
          const sent = asSent(values);
          const expected = Object.fromEntries(Object.entries(permitSectionVerdict(type, section, sent, "draft", noFiles)).map(([path, messages]) => [`${section}.${path}`, messages]));
          const answer = await api.PATCH("/expat-permits/{type}/applications/{id}/content", {
            params: { path: { type, id }, header: { "If-Match": `"${version}"` } },
            body: { section, values: typeof sent === "object" && sent !== null ? { ...sent } : {} },
          });
          if (answer.data) version = answer.data.data.application.version;
          expect(answer.error?.errors ?? {}).toEqual(expected);
          expect(answer.response.status).toBe(Object.keys(expected).length === 0 ? 200 : 400);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
