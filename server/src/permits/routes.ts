// The expat permit operations of the portal, for a signed-in Business on its own applications (a Talent is 403;
// another business's application is 404). Each answer carrying an application carries its version (also as
// ETag) for the client's next If-Match. No rules here: commands.ts and files.ts decide, record.ts reads.
import { EditControlCommentForm, SAVED_SUCCESSFULLY } from "@ictm/core/domain";
import { requireBusinessOfMember } from "../businesses/store.ts";
import { withForm } from "../contract/form.ts";
import { tagVersion } from "../http/if-match.ts";
import { notFound } from "../http/problem.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { archiveApplication, createApplication, saveSection, submitApplication, yieldControl } from "./commands.ts";
import { deleteDocument, uploadDocument } from "./files.ts";
import { presentPermitFile, presentSummary } from "./present.ts";
import { listOwnPermits, readOwnFormRecord, requireOwnPermit } from "./record.ts";

export type PermitOperations =
  | "listBusinessExpatPermits"
  | "listExpatPermitApplications"
  | "createExpatPermitApplication"
  | "getExpatPermitFormRecord"
  | "saveExpatPermitSection"
  | "uploadExpatPermitFile"
  | "uploadExpatPermitPdf"
  | "deleteExpatPermitFile"
  | "submitExpatPermitApplication"
  | "yieldExpatPermitEditControl"
  | "archiveExpatPermitApplication";

export function permitPortalHandlers(services: Services): PortalHandlers<PermitOperations> {
  /** The signed-in Business's business (a Talent is 403). */
  const businessOf = async (session: MemberSession | null) => {
    const { member } = requireAccount(session, "Business");
    return { member, business: await requireBusinessOfMember(services.orm, member.id) };
  };
  /** The form record after a change, tagged with its version. */
  const recordOf = async (id: string, businessId: string, reply: Parameters<typeof tagVersion>[0]) => {
    const record = await readOwnFormRecord(services, id, businessId);
    tagVersion(reply, record.application.version);
    return record;
  };
  const upload = (pdf: boolean): PortalHandlers<"uploadExpatPermitFile">["uploadExpatPermitFile"] => async ({ session, params, request, reply }) => {
    const { business } = await businessOf(session);
    const { file, uploadedAt, version } = await uploadDocument(services, business, params.id, request, { pdf });
    tagVersion(reply, version);
    return { status: 201, body: { data: presentPermitFile({ file, uploadedAt }), version } };
  };
  return {
    listBusinessExpatPermits: async ({ session }) => {
      const { business } = await businessOf(session);
      return { status: 200, body: { data: { member: { expatPermits: await listOwnPermits(services.orm, business.id, false) } } } };
    },
    listExpatPermitApplications: async ({ session, query }) => {
      const { business } = await businessOf(session);
      return { status: 200, body: { data: await listOwnPermits(services.orm, business.id, query.includeArchived === true) } };
    },
    createExpatPermitApplication: async ({ session, params, reply }) => {
      const { member, business } = await businessOf(session);
      const id = await createApplication(services, business, member.email, params.type);
      return { status: 201, body: { data: await recordOf(id, business.id, reply) } };
    },
    getExpatPermitFormRecord: async ({ session, params, reply }) => {
      const { business } = await businessOf(session);
      const row = await requireOwnPermit(services.orm, params.id, business.id);
      if (row.permitType !== params.type) throw notFound();
      return { status: 200, body: { data: await recordOf(params.id, business.id, reply) } };
    },
    saveExpatPermitSection: async ({ session, params, body, request, reply }) => {
      const { business } = await businessOf(session);
      await saveSection(services, business, params.type, params.id, body, request);
      return { status: 200, body: { data: await recordOf(params.id, business.id, reply), messages: [SAVED_SUCCESSFULLY] } };
    },
    uploadExpatPermitFile: upload(false),
    uploadExpatPermitPdf: upload(true),
    deleteExpatPermitFile: async ({ session, params, reply }) => {
      const { business } = await businessOf(session);
      const version = await deleteDocument(services, business, params.id, params.fileId);
      tagVersion(reply, version);
      return { status: 200, body: { data: { version } } };
    },
    submitExpatPermitApplication: async ({ session, params, request, reply }) => {
      const { business } = await businessOf(session);
      await submitApplication(services, business, params.id, request);
      return { status: 200, body: { data: await recordOf(params.id, business.id, reply) } };
    },
    yieldExpatPermitEditControl: withForm(() => EditControlCommentForm, async ({ session, params, body, request, reply }) => {
      const { business } = await businessOf(session);
      await yieldControl(services, business, params.id, body.comment, request);
      return { status: 200, body: { data: await recordOf(params.id, business.id, reply) } };
    }),
    archiveExpatPermitApplication: async ({ session, params, request, reply }) => {
      const { business } = await businessOf(session);
      await archiveApplication(services, business, params.id, request);
      const row = await requireOwnPermit(services.orm, params.id, business.id);
      tagVersion(reply, row.version);
      return { status: 200, body: { data: presentSummary(row) } };
    },
  };
}
