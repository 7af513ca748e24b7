// Core's verdict on the verification form equals the API's: random requests (text at and around each limit, blank,
// control characters, astral characters, a missing certificate, too many documents) are judged by core's
// VerificationForm and sent through the real server; both accept, or both refuse the same fields with the same words.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SUPPORTING_DOCUMENTS, VERIFICATION_LIMITS, VerificationForm, formVerdict } from "@ictm/core/domain";
import { pdfDocument } from "../fixtures/files.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { UploadPart } from "../support/upload.ts";
import { submitVerification } from "../support/verification.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

// A text area's value: line breaks are "\n" (a browser never gives "\r\n"); no lone surrogates (FormData replaces them).
const unit = fc.constantFrom("a", "Z", "é", "7", " ", "-", "😀", "ß", "\n", "\t", "\u0007", "\u007f", "\r", "\u0000");
const plain = fc.constantFrom("a", "Z", "é", "7", " ", "-", "😀", "ß");
/** Text of about `length` UTF-16 units (an astral character counts two), mostly plain, sometimes with controls. */
const textNear = (length: number) =>
  fc.oneof(
    { weight: 4, arbitrary: startingB(plain, length) },
    { weight: 1, arbitrary: startingB(unit, length) },
  );
const startingB = (units: fc.Arbitrary<string>, length: number) =>
  length <= 0 ? fc.constant("") : fc.array(units, { minLength: length - 1, maxLength: length - 1 }).map((rest) => `b${rest.join("")}`);
const lengths = (max: number) => fc.oneof(fc.constant(0), fc.constant(1), fc.constant(max), fc.constant(max + 1), fc.integer({ min: max - 3, max: max + 5 }), fc.integer({ min: 1, max: 30 }));
const textField = (max: number) => fc.oneof({ weight: 8, arbitrary: lengths(max).chain(textNear) }, { weight: 1, arbitrary: fc.constantFrom("   ", "\t", "") }, { weight: 1, arbitrary: fc.constant(undefined) });

const request = fc.record({
  certificate: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  supporting: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 2 }) }, { weight: 1, arbitrary: fc.constantFrom(MAX_SUPPORTING_DOCUMENTS, MAX_SUPPORTING_DOCUMENTS + 1) }),
  applicantName: textField(VERIFICATION_LIMITS.applicantName),
  applicantPosition: textField(VERIFICATION_LIMITS.applicantPosition),
  notes: lengths(VERIFICATION_LIMITS.notes).chain(textNear),
});
type Request = typeof request extends fc.Arbitrary<infer R> ? R : never;
const sureToPass: Request = { certificate: true, supporting: 1, applicantName: "Siti Aminah", applicantPosition: "Director", notes: "" };

const pdf = pdfDocument();
const file = (name: string) => new File([new Uint8Array(pdf)], name, { type: "application/pdf" });

/** Core's verdict, on the values as the portal's form holds them (a text part left out is a key left out). */
const coreVerdict = (sent: Request) =>
  formVerdict(VerificationForm, {
    ...(sent.certificate ? { registrationCertificate: file("certificate.pdf") } : {}),
    supportingDocuments: Array.from({ length: sent.supporting }, (_, index) => file(`more-${index}.pdf`)),
    ...(sent.applicantName === undefined ? {} : { applicantName: sent.applicantName }),
    ...(sent.applicantPosition === undefined ? {} : { applicantPosition: sent.applicantPosition }),
    notes: sent.notes,
  });

const partsOf = (sent: Request): UploadPart[] => [
  ...(sent.certificate ? [{ field: "registrationCertificate", file: { bytes: pdf, name: "certificate.pdf", type: "application/pdf" } }] : []),
  ...Array.from({ length: sent.supporting }, (_, index) => ({ field: "supportingDocuments", file: { bytes: pdf, name: `more-${index}.pdf`, type: "application/pdf" } })),
  ...(sent.applicantName === undefined ? [] : [{ field: "applicantName", value: sent.applicantName }]),
  ...(sent.applicantPosition === undefined ? [] : [{ field: "applicantPosition", value: sent.applicantPosition }]),
  { field: "notes", value: sent.notes },
];

describe("core's verdict is the API's", () => {
  it("on a verification request", async () => {
    let version: number | undefined;
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        const answer = await submitVerification(server, token, partsOf(sent), version);
        const expected = coreVerdict(sent);
        if (answer.status === 200 || answer.status === 201) {
          expect(expected).toEqual({});
          version = Number(answer.data["version"]);
          accepted++;
          return;
        }
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        const errors: unknown = typeof answer.body === "object" && answer.body !== null ? Reflect.get(answer.body, "errors") : undefined;
        expect(errors).toEqual(expected);
        refused++;
      }),
      // One request of each side first (about 7 % of random ones are valid, so 50 runs alone miss it now and then).
      { numRuns: 50, examples: [[sureToPass], [{ ...sureToPass, certificate: false }]] },
    );
    // The property must see both sides.
    expect([accepted > 0, refused > 0]).toEqual([true, true]);
  });
});
