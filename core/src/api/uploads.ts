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

/**
 * The one submit call (PUT): the server decides whether it is a first request, a resubmission or a replacement.
 * `version` is the request's version the Business was shown, sent as `If-Match`; none when it was shown no request.
 */
export const sendVerification = (form: VerificationFormData, version: number | undefined) => (client: PortalClient) =>
  client.PUT("/businesses/verification-request", {
    params: { header: version === undefined ? {} : { "If-Match": `"${version}"` } },
    body: verificationBody(form),
    bodySerializer: () => form.data,
  });

const verificationBody = (form: VerificationFormData) => ({
  registrationCertificate: form.certificateName,
  supportingDocuments: [...form.supportingNames],
  applicantName: form.applicantName,
  applicantPosition: form.applicantPosition,
  notes: form.notes,
});
