// The contract's multipart calls, for ApiClient.portal: each sends a FormData built by multipart.ts.
// openapi-typescript types a `format: binary` part as a string, so `body` carries the file names for the type checker
// (the contract's field names stay checked) and `bodySerializer` sends the real FormData. Only api/ does this.
import type { FormDataLike } from "./multipart.ts";
import type { PortalClient } from "./api-client.ts";

/** One image as `FormFile` (profile picture or logo). */
export interface ImageForm {
  readonly data: FormDataLike;
  readonly fileName: string;
}

/** The verification request's parts, as the FormData carries them. */
export interface VerificationFormData {
  readonly data: FormDataLike;
  readonly certificateName: string;
  readonly supportingNames: ReadonlyArray<string>;
  readonly applicantName: string;
  readonly applicantPosition: string;
  readonly notes: string;
}

export const postProfilePicture = (form: ImageForm) => (client: PortalClient) =>
  client.POST("/talents/profile-pictures", { body: { FormFile: form.fileName }, bodySerializer: () => form.data });

export const postBusinessLogo = (form: ImageForm) => (client: PortalClient) =>
  client.POST("/businesses/logos", { body: { FormFile: form.fileName }, bodySerializer: () => form.data });

/** POST for a first request; PUT to resubmit after a rejection or replace a pending request's documents. */
export const sendVerification = (form: VerificationFormData, method: "POST" | "PUT") => (client: PortalClient) => {
  const options = { body: verificationBody(form), bodySerializer: () => form.data };
  return method === "POST"
    ? client.POST("/businesses/verification-request-submissions", options)
    : client.PUT("/businesses/verification-request-submissions", options);
};

const verificationBody = (form: VerificationFormData) => ({
  registrationCertificate: form.certificateName,
  supportingDocuments: [...form.supportingNames],
  applicantName: form.applicantName,
  applicantPosition: form.applicantPosition,
  notes: form.notes,
});
