// Core's verdict on a sign-up equals the API's: a Talent's sign-up and a Business's registration by e-mail refuse
// the same fields (nested registration details by their full path) with the same words, and every body core
// accepts registers (a fresh address each time; the limits are raised so no attempt counts against the next).
// Fewer runs than the other forms: every accepted body hashes a password.
import fc from "fast-check";
import { afterAll, beforeAll } from "vitest";
import { BUSINESS_TYPE_VALUES, BusinessEmailRegistrationBody, TalentSignUpForm } from "@ictm/core/domain";
import { uniqueEmail } from "../support/api.ts";
import { MISSING, body, choice, describeSameVerdicts, field, text } from "../support/form-verdicts.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  const generous = { perEmail: 1000, perClient: 1000, windowMs: 60_000 };
  server = await startTestServer({ config: { limits: { signIn: generous, activationMail: generous } } });
});
afterAll(async () => server?.close());

const email = field(
  fc.constant(null).map(() => uniqueEmail("verdict")),
  fc.constantFrom("no-at-sign.bn", "a@b", "", `${"a".repeat(250)}@x.bn`, 7, MISSING),
);
const password = field(
  fc.integer({ min: 8, max: 128 }).map((length) => "Pw9-".repeat(32).slice(0, length)),
  fc.constantFrom("short7!", "x".repeat(129), null, MISSING),
);

const talentSignUp = body({ email, password, name: text({ min: 1, max: 120 }) });

const registrationData = body({
  businessName: text({ min: 1, max: 200 }),
  businessType: choice(BUSINESS_TYPE_VALUES),
  registrationNumber: field(fc.constantFrom("RC/00098765", "AB", "a".repeat(40)), fc.constantFrom("A", "/RC1", "a".repeat(41), MISSING)),
  contactPerson: text({ min: 1, max: 120 }),
  phone: field(fc.constantFrom("+673 876 5432", "1234567", "1".repeat(20)), fc.constantFrom("123456", "1".repeat(21), "phone no", MISSING)),
  address: text({ min: 1, max: 300, lineBreaks: true }),
});
const businessRegistration = body({ email, password, registrationData: field(registrationData, fc.constantFrom("none", null, MISSING)) });

describeSameVerdicts({ server: () => server, token: () => "", timeout: 180_000 }, [
  { title: "on a Talent's sign-up by e-mail", method: "POST", path: "/talents/sign-ups/username-pwd", bodies: talentSignUp, form: () => TalentSignUpForm, numRuns: 15 },
  { title: "on a Business's registration by e-mail", method: "POST", path: "/businesses/registrations/email-passwords", bodies: businessRegistration, form: () => BusinessEmailRegistrationBody, numRuns: 25 },
]);
