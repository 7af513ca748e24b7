// The authorization matrix's world: the demo server (its Talent and Business own every member resource; the demo
// Business's applications stand in each workflow step), another Talent and Business who own nothing, each demo
// staff member, chief-evaluator links (one open for the target application, one for another application, one
// revoked) and signed-out sessions. Everything is made through the API as a person would; nothing is inserted.
import { pngImage, pdfDocument } from "../../fixtures/files.ts";
import { backofficeClient, portalClient, signIn, signUpActiveTalent, staffClient } from "../api.ts";
import { startBoardServer, signInStaffAs, type BoardServer } from "../board.ts";
import { boardOf, move } from "../board-calls.ts";
import { registerActiveBusiness, signInBusiness } from "../business.ts";
import { makeLink, tokenOf } from "../decisions-evaluations.ts";
import { toggleArchive } from "../listings.ts";
import { ensureSignatory } from "../signatures.ts";
import { addStaffMember } from "../staff.ts";
import { dataOf, upload, uploadImage } from "../upload.ts";
import type { Caller } from "./vocabulary.ts";
import { cloudCourseInput, type CourseInput } from "../course-input.ts";

/** An application on the board: what its calls need. */
export interface BoardApplication {
  id: string;
  type: string;
  step: string;
  statusStepId: string;
  workflowStepId: string;
  version: number;
}

export interface World {
  on: BoardServer;
  /** The credential a caller holds (a member's or staff token, a chief link's token), null for anonymous. */
  credentialOf(caller: Caller): string | null;
  talentToken: string;
  businessToken: string;
  /** The demo Business's applications by the role they play in the matrix. */
  applications: Record<"viewed" | "acted" | "moved" | "returned" | "evaluate" | "chief-link" | "approve-persons" | "final-approval" | "approved" | "chiefOther", BoardApplication>;
  draft: { id: string; type: string; version: number; fileId: string };
  vacancyId: string;
  projectId: string;
  courseId: string;
  courseRegistrationId: string;
  jobApplicationId: string;
  businessId: string;
  businessKey: string;
  pictureFileId: string;
  /** A file of the chief-evaluator link's application, as its form record links it. */
  chiefFileId: string;
  commentId: string;
  attachmentId: string;
  chiefLinkId: string;
  spareStaffKey: string;
  signatoryId: string;
  keyId: string;
  documentReference: string;
}

const demoPassword = "Demo!2345";

export async function buildWorld(): Promise<World> {
  const on = await startBoardServer();
  try {
    return await populate(on);
  } catch (error) {
    await on.server.close();
    throw error;
  }
}

async function populate(on: BoardServer): Promise<World> {
  const { server } = on;
  const talentToken = await signIn(server, "talent@demo.ictm.bn", demoPassword);
  const otherTalentToken = await signIn(server, (await signUpActiveTalent(server, { name: "Other Talent" })).email);
  const otherBusinessToken = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  const businessToken = on.business;
  const signedOutTalent = await signIn(server, "talent@demo.ictm.bn", demoPassword);
  await portalClient(server, signedOutTalent).POST("/members/sign-outs");
  const signedOutAdministrator = (await signInStaffAs(server, "administrator")).token;
  await staffClient(server, signedOutAdministrator).POST("/sign-outs");
  const admin = on.api("administrator");
  const portal = portalClient(server, businessToken);

  const applications = await boardApplications(on);
  // A second application where chief links are made, for "a chief evaluator of another application".
  const chiefOther = applications.chiefOther;
  const moved = await move(on, "administrator", chiefOther.id, "chief-evaluation", chiefOther.version);
  if (!moved.data) throw new Error(`Moving ${chiefOther.id} into chief evaluation failed: ${JSON.stringify(moved.error)}`);
  applications.chiefOther = { ...chiefOther, ...cardOf(moved.data.data, chiefOther.id) };
  const chiefToken = await linkToken(on, applications["chief-link"].id);
  const otherChiefToken = await linkToken(on, applications.chiefOther.id);
  const revokedLink = await makeLink(on, "administrator", applications["chief-link"].id);
  const revokedChiefToken = tokenOf(revokedLink.data?.data.url ?? "");
  await admin.DELETE("/expat-permits/applications/{id}/chief-evaluation-links/{linkId}", { params: { path: { id: applications["chief-link"].id, linkId: revokedLink.data?.data.id ?? "" } } });
  const chiefLink = await makeLink(on, "administrator", applications["chief-link"].id);
  const chiefTarget = applications["chief-link"];
  const chiefRecord = await fetch(`${server.url}/backoffice/api/v1/expat-permits/${chiefTarget.type}/applications/${chiefTarget.id}/forms/records/digital-evaluations?token=${chiefToken}`);
  const chiefFileId = /digital-evaluations\/files\/([^?"/]+)/.exec(await chiefRecord.text())?.[1] ?? "";

  const profile = (await portal.GET("/businesses/profiles")).data?.data;
  const talent = portalClient(server, talentToken);
  // The demo Talent has applied to the demo Business already: the matrix uses that application and its vacancy.
  const businessKey = (await portal.GET("/businesses/profiles")).data?.data.key ?? "";
  const existing = (await talent.GET("/talents/job-applications")).data?.data.find((application) => application.jobVacancy.businessKey === businessKey);
  const vacancyId = existing?.jobVacancy.key ?? (await portal.GET("/businesses/job-vacancies")).data?.data[0]?.key ?? "";
  const projectId = (await portal.GET("/businesses/ict-projects")).data?.data[0]?.key ?? "";
  const course = await portal.POST("/businesses/training-courses", { body: courseInput() });
  const courseId = course.data?.data.key ?? "";
  await talent.POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId: vacancyId } } });
  const registration = await talent.POST("/talents/training-courses/registrations", { body: { trainingCourseId: courseId } });
  const jobApplicationId = existing?.key ?? String(dataOf(await upload(server, "POST", "/talents/job-applications", talentToken, [{ field: "jobVacancyId", value: vacancyId }, { field: "coverNote", value: "I would like this job." }]))["key"]);
  const picture = await uploadImage(server, "/talents/profile-pictures", talentToken, pngImage(48, 32), "me.png", "image/png");
  const draft = await draftOf(on, businessToken);

  const acted = applications.acted;
  const comment = await admin.POST("/expat-permits/applications/status-steps/{stepId}/comments", { params: { path: { stepId: acted.statusStepId } }, body: { commentContent: "A note for the matrix." } });
  const attachment = await backofficeUpload(on, `/expat-permits/applications/workflows/status-steps/${acted.statusStepId}/attachments`);
  // An archived application for the archived panel (the approved one: its letters stay readable).
  const approved = applications.approved;
  const archived = await toggleArchive(on, "administrator", approved.id, approved.version);
  if (archived.data) approved.version = archived.data.data.version;
  const spare = await addStaffMember(server, ["officer"], "Spare Officer");
  const signatory = await ensureSignatory(admin);
  const keys = (await backofficeClient(server).GET("/signatures/public-keys")).data?.data;
  const letters = (await admin.GET("/signatures/letters")).data?.data.items ?? [];

  const credentials = new Map<string, string>([
    ["talent (owner)", talentToken],
    ["another talent", otherTalentToken],
    ["business (owner)", businessToken],
    ["another business", otherBusinessToken],
    ["chief evaluator", chiefToken],
    ["chief evaluator of another application", otherChiefToken],
    ["signed-out talent", signedOutTalent],
    ["signed-out administrator", signedOutAdministrator],
    ["revoked chief link", revokedChiefToken],
    ...(["officer", "evaluator", "final-approver", "administrator"] as const).map((role): [string, string] => [role, on.staff(role).token]),
  ]);
  return {
    on,
    credentialOf: (caller) => credentials.get(caller.name) ?? null,
    talentToken,
    businessToken,
    applications,
    draft,
    vacancyId,
    projectId,
    courseId,
    courseRegistrationId: registration.data?.data.key ?? "",
    jobApplicationId,
    businessId: profile?.key ?? "",
    businessKey: profile?.key ?? "",
    pictureFileId: fileIdOf(picture.body),
    chiefFileId,
    commentId: comment.data?.data.id ?? "",
    attachmentId: String(Reflect.get(Object(Reflect.get(Object(attachment.body), "data")), "id") ?? ""),
    chiefLinkId: chiefLink.data?.data.id ?? "",
    spareStaffKey: spare.key,
    signatoryId: signatory.id,
    keyId: keys?.keys[0]?.kid ?? "",
    documentReference: letters[0]?.documentReference ?? "ICTM-AAAA-AAAA-AAAA-AAAA",
  };
}

/** The demo Business's cards, one for each part it plays: each found in the step the demo put it in. */
async function boardApplications(on: BoardServer): Promise<World["applications"]> {
  const board = await boardOf(on, "administrator");
  const cards = board.columns.flatMap((column) => column.cards.map((card) => ({ step: column.workflowStep.key, workflowStepId: column.workflowStep.id, card })));
  const pick = (step: string, nth = 0, type?: string): BoardApplication => {
    const found = cards.filter((entry) => entry.step === step && (type === undefined || entry.card.applicationRecord.permitType.key === type))[nth];
    if (!found) throw new Error(`No demo card in ${step}${type ? ` of type ${type}` : ""}`);
    const { application, permitType } = found.card.applicationRecord;
    return { id: application.id, type: permitType.key, step, statusStepId: found.card.statusStep.id, workflowStepId: found.workflowStepId, version: application.version };
  };
  return {
    viewed: pick("submitted", 0),
    moved: pick("submitted", 1),
    acted: pick("screening", 0, "pvv"),
    returned: pick("screening", 0, "sawp"),
    evaluate: pick("evaluation", 0, "lpa"),
    chiefOther: pick("evaluation", 0, "sawp"),
    "chief-link": pick("chief-evaluation", 0, "pvv"),
    "approve-persons": pick("person-approval", 0),
    "final-approval": pick("final-approval", 0),
    approved: pick("approved", 0),
  };
}

function cardOf(board: Awaited<ReturnType<typeof boardOf>>, id: string): Partial<BoardApplication> {
  for (const column of board.columns) {
    const card = column.cards.find((candidate) => candidate.applicationRecord.application.id === id);
    if (card) return { step: column.workflowStep.key, statusStepId: card.statusStep.id, workflowStepId: column.workflowStep.id, version: card.applicationRecord.application.version };
  }
  return {};
}

async function linkToken(on: BoardServer, id: string): Promise<string> {
  const made = await makeLink(on, "administrator", id);
  if (!made.data) throw new Error(`No chief link for ${id}: ${JSON.stringify(made.error)}`);
  return tokenOf(made.data.data.url);
}

/** The demo Business's draft with one uploaded file. */
async function draftOf(on: BoardServer, token: string): Promise<World["draft"]> {
  const api = portalClient(on.server, token);
  const created = await api.POST("/expat-permits/{type}/applications", { params: { path: { type: "pvv" } }, body: {} });
  if (!created.data) throw new Error(`No draft: ${JSON.stringify(created.error)}`);
  const { id } = created.data.data.application;
  const sent = await upload(on.server, "POST", `/expat-permits/applications/${id}/uploads`, token, [{ field: "File", file: { bytes: pdfDocument(), name: "passport.pdf", type: "application/pdf" } }]);
  const fileId = String(Reflect.get(Object(dataOf(sent)["fileUpload"]), "id"));
  return { id, type: "pvv", version: created.data.data.application.version + 1, fileId };
}

async function backofficeUpload(on: BoardServer, path: string) {
  const form = new FormData();
  form.append("File", new Blob([new Uint8Array(pdfDocument())], { type: "application/pdf" }), "note.pdf");
  form.append("Comment", "An attachment for the matrix.");
  const response = await fetch(`${on.server.url}/backoffice/api/v1${path}`, { method: "POST", body: form, headers: { authorization: `Bearer ${on.staff("administrator").token}` } });
  return { status: response.status, body: await response.json() };
}

const fileIdOf = (body: unknown): string => {
  const text = JSON.stringify(body);
  return /\/files\/([^"/?]+)/.exec(text)?.[1] ?? "";
};

export function courseInput(): CourseInput {
  return cloudCourseInput("Authorization matrix course", "2099-06-01");
}
