// The contract's attachment upload calls for ApiClient.backoffice, as api/uploads.ts writes the portal's: `body`
// carries the file name for the type checker (the parts' names `File` and `Comment` stay checked) and
// `bodySerializer` sends the real FormData. (Belongs in api/uploads.ts; kept here while that file is not this area's.)
import type { BackofficeClient } from "../api/api-client.ts";
import type { FormDataLike } from "../api/multipart.ts";

export interface AttachmentForm {
  readonly data: FormDataLike;
  readonly fileName: string;
  readonly comment: string | undefined;
}

const bodyOf = (form: AttachmentForm) => (form.comment === undefined ? { File: form.fileName } : { File: form.fileName, Comment: form.comment });

export const postBoardAttachment = (form: AttachmentForm, stepId: string) => (client: BackofficeClient) =>
  client.POST("/expat-permits/applications/workflows/status-steps/{stepId}/attachments", {
    params: { path: { stepId } },
    body: bodyOf(form),
    bodySerializer: () => form.data,
  });

export const putBoardAttachment = (form: AttachmentForm, attachmentId: string) => (client: BackofficeClient) =>
  client.PUT("/expat-permits/applications/workflows/status-steps/attachments/{attachmentId}", {
    params: { path: { attachmentId } },
    body: bodyOf(form),
    bodySerializer: () => form.data,
  });
