// Each matrix cell's request: the operation's path with its parameters filled from the world (by the parameter's
// name, with the few operations whose `{id}` means something else named below), the caller's credential where that
// kind of caller sends it, required query parameters and headers, and a body the contract accepts: the least its
// schema asks for (see ./bodies.ts), so that a refusal is the server's judgement of the caller, not of the body.
import { DEFAULT_WORKFLOW_ID } from "@ictm/core/domain";
import type { JsonObject } from "@ictm/server/contract/dereference.ts";
import { bodyOf, minimalOf } from "./bodies.ts";
import type { Caller, MatrixOperation } from "./vocabulary.ts";
import type { BoardApplication, World } from "./world.ts";

export interface CellRequest {
  url: string;
  init: RequestInit;
  /** The workflow step of the application the call is about (the step callers' rules read it). */
  step: string | null;
  /** What the caller sent as its credential (null: nothing). */
  credential: string | null;
}

/** Which of the world's applications a back-office operation is about (default: one only some staff may view). */
const APPLICATION_OF: Record<string, keyof World["applications"]> = {
  recordEvaluation: "evaluate",
  generateChiefLink: "chief-link",
  revokeChiefLink: "chief-link",
  listChiefLinks: "chief-link",
  getChiefInvitation: "chief-link",
  recordChiefEvaluation: "chief-link",
  getChiefFormRecord: "chief-link",
  getChiefFile: "chief-link",
  decideExpatPerson: "approve-persons",
  saveFinalApprovalDraft: "final-approval",
  setFinalApproval: "final-approval",
  resetFinalApproval: "final-approval",
  sendFinalNotification: "final-approval",
  moveBoardCard: "moved",
  addBoardComment: "acted",
  editBoardComment: "acted",
  deleteBoardComment: "acted",
  notifyApplicant: "acted",
  addBoardAttachment: "acted",
  replaceBoardAttachment: "acted",
  deleteBoardAttachment: "acted",
  giveEditControl: "acted",
  takeEditControl: "acted",
  getArchivedApplication: "approved",
  toggleArchive: "approved",
  downloadApprovalLetter: "approved",
  downloadAppendix: "approved",
  downloadApprovalLetterDraft: "final-approval",
  downloadAppendixDraft: "final-approval",
  yieldExpatPermitEditControl: "returned",
  archiveExpatPermitApplication: "approved",
};

/** Operations whose `{id}` (or `{fileId}`) is not the application's (or the draft's file). */
const IDS_OF: Record<string, (world: World) => Record<string, string>> = {
  updateJobVacancy: (w) => ({ id: w.vacancyId }),
  getJobVacancy: (w) => ({ id: w.vacancyId }),
  listJobApplicants: (w) => ({ id: w.vacancyId }),
  exportJobApplicants: (w) => ({ id: w.vacancyId }),
  shortlistJobApplicant: (w) => ({ id: w.vacancyId, applicationId: w.jobApplicationId }),
  declineJobApplicant: (w) => ({ id: w.vacancyId, applicationId: w.jobApplicationId }),
  listBusinessJobVacancies: (w) => ({ id: w.businessId }),
  updateIctProject: (w) => ({ id: w.projectId }),
  getTrainingCourse: (w) => ({ id: w.courseId }),
  updateTrainingCourse: (w) => ({ id: w.courseId }),
  unpublishTrainingCourse: (w) => ({ id: w.courseId }),
  listCourseRegistrants: (w) => ({ id: w.courseId }),
  exportCourseRegistrants: (w) => ({ id: w.courseId }),
  approveCourseWithdrawal: (w) => ({ id: w.courseId, registrationId: w.courseRegistrationId }),
  declineCourseWithdrawal: (w) => ({ id: w.courseId, registrationId: w.courseRegistrationId }),
  withdrawFromCourse: (w) => ({ id: w.courseRegistrationId }),
  withdrawJobApplication: (w) => ({ id: w.jobApplicationId }),
  getFile: (w) => ({ fileId: w.pictureFileId }),
  getChiefFile: (w) => ({ fileId: w.chiefFileId }),
  getExpatPermitFormRecord: (w) => ({ id: w.draft.id, type: w.draft.type }),
  saveExpatPermitSection: (w) => ({ id: w.draft.id, type: w.draft.type }),
  uploadExpatPermitFile: (w) => ({ id: w.draft.id }),
  uploadExpatPermitPdf: (w) => ({ id: w.draft.id }),
  deleteExpatPermitFile: (w) => ({ id: w.draft.id, fileId: w.draft.fileId }),
  submitExpatPermitApplication: (w) => ({ id: w.draft.id }),
};

/** A parameter's value by its name, for the application the call is about. */
function valueByName(name: string, world: World, application: BoardApplication): string | undefined {
  const values: Record<string, string> = {
    id: application.id,
    applicationId: application.id,
    type: application.type,
    workflowId: DEFAULT_WORKFLOW_ID,
    stepId: application.statusStepId,
    workflowStepId: application.workflowStepId,
    stepKey: "screening",
    userId: world.on.staff("final-approver").key,
    personIndex: "0",
    commentId: world.commentId,
    attachmentId: world.attachmentId,
    linkId: world.chiefLinkId,
    keyId: world.keyId,
    documentReference: world.documentReference,
    signatoryId: world.signatoryId,
    staffKey: world.spareStaffKey,
    businessKey: world.businessKey,
    jobId: world.vacancyId,
    fileId: world.draft.fileId,
    date: "2099-12-25",
    memberEmail: "nobody@test.ictm.bn",
  };
  return values[name];
}

export function requestOf(world: World, operation: MatrixOperation, caller: Caller): CellRequest {
  const application = world.applications[APPLICATION_OF[operation.operationId] ?? "viewed"];
  const { parameters } = operation;
  const named = IDS_OF[operation.operationId]?.(world) ?? {};
  const credential = world.credentialOf(caller);
  const takesToken = parameters.some((parameter) => parameter["in"] === "query" && parameter["name"] === "token");
  const valueOf = (parameter: JsonObject): string => {
    const name = String(parameter["name"]);
    return named[name] ?? valueByName(name, world, application) ?? String(minimalOf(parameter["schema"]));
  };
  const inPath = (name: string) => parameters.find((parameter) => parameter["in"] === "path" && parameter["name"] === name) ?? { name };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(valueOf(inPath(name))));
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    const name = String(parameter["name"]);
    if (parameter["in"] === "query" && name === "token") {
      if (credential !== null) query.set("token", credential);
    } else if (parameter["in"] === "query" && parameter["required"] === true) query.set(name, valueOf(parameter));
    else if (parameter["in"] === "header" && name.toLowerCase() === "if-match") headers["if-match"] = `"${versionOf(world, operation, application)}"`;
  }
  if (credential !== null && !takesToken) Object.assign(headers, credentialHeader(operation.contract, caller, credential));
  const base = operation.contract === "portal" ? "/api/v1" : "/backoffice/api/v1";
  const search = query.size > 0 ? `?${query}` : "";
  const body = bodyOf(world, operation);
  if (body?.json !== undefined) headers["content-type"] = "application/json";
  return {
    url: `${world.on.server.url}${base}${path}${search}`,
    init: { method: operation.method, headers, ...(body === null ? {} : { body: body.json === undefined ? body.form : JSON.stringify(body.json) }) },
    step: operation.contract === "backoffice" ? application.step : null,
    credential: takesToken ? credential : credential === null ? null : "header",
  };
}

/** Members send `x-member-authorization`, staff `Authorization: Bearer`: each tries its token where it is. */
function credentialHeader(contract: MatrixOperation["contract"], caller: Caller, credential: string): Record<string, string> {
  if (contract === "portal") return { "x-member-authorization": credential };
  // A member's or a chief evaluator's token offered as a staff token: it must not be one.
  return caller.kind === "anonymous" ? {} : { authorization: `Bearer ${credential}` };
}

function versionOf(world: World, operation: MatrixOperation, application: BoardApplication): number {
  if (operation.contract === "portal" && IDS_OF[operation.operationId] !== undefined) return world.draft.version;
  return application.version;
}
