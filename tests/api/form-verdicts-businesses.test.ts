// Core's verdict on a Business's own forms equals the API's: the business profile and the business's contact
// details refuse the same fields with the same words, and every body core accepts is saved.
import { afterAll, beforeAll } from "vitest";
import { BUSINESS_TYPE_VALUES, BusinessProfileForm, ContactDetailsForm, EMPLOYEE_COUNTS } from "@ictm/core/domain";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { body, choice, describeSameVerdicts, text } from "../support/form-verdicts.ts";
import { contactDetails } from "../support/form-verdicts-contact.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let business: string;
beforeAll(async () => {
  server = await startTestServer();
  business = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

const businessProfile = body({
  businessName: text({ min: 1, max: 200 }),
  businessType: choice(BUSINESS_TYPE_VALUES),
  contactPerson: text({ min: 1, max: 120 }),
  description: text({ max: 5000, lineBreaks: true }),
  industry: text({ max: 120 }),
  employeeCount: choice(EMPLOYEE_COUNTS, { nullable: true }),
});

describeSameVerdicts({ server: () => server, token: () => business }, [
  { title: "on a Business's profile", method: "PUT", path: "/businesses/profiles", bodies: businessProfile, form: () => BusinessProfileForm, numRuns: 50 },
  { title: "on a Business's contact details", method: "PUT", path: "/talents/contact-details", bodies: contactDetails, form: () => ContactDetailsForm, numRuns: 30 },
]);
