// The contract's permit upload calls for ApiClient.portal, as api/uploads.ts writes the others: `body` carries the
// file name for the type checker (the part's name `File` stays checked) and `bodySerializer` sends the real FormData.
// (Belongs in api/uploads.ts; kept here while that file is not this area's to change.)
import type { PortalClient } from "../api/api-client.ts";
import type { ImageForm } from "../api/uploads.ts";

/** One document as the part `File`; `pdf` sends it where an image becomes a one-page PDF. */
export const postPermitFile = (form: ImageForm, id: string, pdf: boolean) => (client: PortalClient) => {
  const init = { params: { path: { id } }, body: { File: form.fileName }, bodySerializer: () => form.data };
  return pdf
    ? client.POST("/expat-permits/applications/{id}/uploads/pdf", init)
    : client.POST("/expat-permits/applications/{id}/uploads", init);
};
