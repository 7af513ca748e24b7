// Verification requests as the portal shows them to their Business, and as the back-office shows them to staff,
// each with the version of its stream that clients send back (If-Match) to change it.
import type { components as Portal } from "@ictm/openapi/portal.ts";
import type { components as Backoffice } from "@ictm/openapi/backoffice.ts";
import { presentFile } from "../files/store.ts";
import type { VerificationRecord, VerificationWithBusiness } from "./store.ts";

export type VerificationView = Portal["schemas"]["VerificationRequest"];
export type BusinessVerificationView = Backoffice["schemas"]["BusinessVerification"];

export function presentVerification({ request, documents }: VerificationRecord): VerificationView {
  return {
    status: request.status,
    version: request.version,
    applicantName: request.applicantName,
    applicantPosition: request.applicantPosition,
    notes: request.notes,
    documents: documents.map(presentFile),
    submittedAt: request.submittedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    reason: request.reason,
  };
}

export function presentBusinessVerification(record: VerificationWithBusiness): BusinessVerificationView {
  const { business, request } = record;
  return {
    ...presentVerification(record),
    status: request.status,
    businessKey: business.id,
    businessName: business.businessName,
    registrationNumber: business.registrationNumber,
  };
}
