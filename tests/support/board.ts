// The kanban board's API tests start here: the demo server with the demo Business and a demo staff member of each
// role signed in, a Business's application submitted through the portal (so the server places its card as it
// would any other), and a card found on a board.
import fc from "fast-check";
import { PERMIT_SECTIONS, STAFF_ROLES, type StaffRole } from "@ictm/core/domain";
import { PERMIT_FILE_POOL, PERMIT_VACANCY_POOL, validPermitSection } from "@ictm/core/test-support/permit-arbitraries.ts";
import type { components } from "@ictm/openapi/backoffice.ts";
import { demoAccounts, demoStaff } from "@ictm/server/demo/dataset.ts";
import { jpegImage, pdfDocument, pngImage } from "../fixtures/files.ts";
import { backofficeClient, portalClient, staffClient } from "./api.ts";
import { signInBusiness } from "./business.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { dataOf, upload } from "./upload.ts";

export type KanbanBoard = components["schemas"]["KanbanBoard"];
export type KanbanCard = components["schemas"]["KanbanCard"];

/** The demo staff member of a role (server/src/demo/dataset.ts): e-mail, name and password. */
export function demoStaffOf(role: StaffRole): { email: string; name: string; password: string } {
  const person = demoStaff.find((candidate) => candidate.roles.some((held) => held === role));
  if (!person) throw new Error(`The demo has no ${role}`);
  return person;
}
const demoBusiness = demoAccounts.find((account) => account.accountType === "Business");
export const DEMO_BUSINESS_EMAIL = demoBusiness?.email ?? "";
const DEMO_BUSINESS_PASSWORD = demoBusiness?.password ?? "";

/** Signs the demo staff member of `role` in; answers the token and who they are (key and roles from the answer). */
export async function signInStaffAs(server: Pick<TestServer, "url">, role: StaffRole): Promise<{ token: string; key: string; roles: readonly string[] }> {
  const { email, password } = demoStaffOf(role);
  const { data, response } = await backofficeClient(server).POST("/sign-ins", { body: { email, password } });
  if (!data) throw new Error(`Staff sign-in as ${role} failed with ${response.status}`);
  return { token: data.data.accessToken, key: data.data.staff.key, roles: data.data.staff.roles };
}

export interface BoardServer {
  server: TestServer;
  /** The demo Business's portal token. */
  business: string;
  /** The demo staff member of a role: token and key. */
  staff(role: StaffRole): { token: string; key: string };
  /** The back-office API as the demo staff member of a role. */
  api(role: StaffRole): ReturnType<typeof staffClient>;
}

/** A demo server with the demo Business and every demo staff member signed in; close `server` after. */
export async function startBoardServer(): Promise<BoardServer> {
  const server = await startTestServer({ demo: true });
  try {
    const business = await signInBusiness(server, DEMO_BUSINESS_EMAIL, DEMO_BUSINESS_PASSWORD);
    const signedIn = new Map<StaffRole, { token: string; key: string }>();
    for (const role of STAFF_ROLES) signedIn.set(role, await signInStaffAs(server, role));
    const staff = (role: StaffRole) => signedIn.get(role) ?? { token: "", key: "" };
    return { server, business, staff, api: (role) => staffClient(server, staff(role).token) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** An empty board, for reading an answer that failed. */
export const noBoard: KanbanBoard = { workflow: { id: "", name: "" }, columns: [] };

/** Where a card is on a board: its column's step key, its place in the column and the card; null when not shown. */
export function findCard(board: KanbanBoard, applicationId: string): { step: string; index: number; card: KanbanCard } | null {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.applicationRecord.application.id === applicationId);
    const card = column.cards[index];
    if (card) return { step: column.workflowStep.key, index, card };
  }
  return null;
}

/** The application ids of one column, in board order. */
export const columnIds = (board: KanbanBoard, step: string): string[] =>
  board.columns.find((column) => column.workflowStep.key === step)?.cards.map((card) => card.applicationRecord.application.id) ?? [];

/**
 * A pvv or sawp application of the Business behind `token`, created, filled in (valid sections from core's
 * generator, three real files) and submitted through the portal API; answers its id, version and business name
 * (the form's, as the generator wrote it).
 */
export async function submitApplication(
  server: Pick<TestServer, "url">,
  token: string,
  type: "pvv" | "sawp" = "pvv",
  seed = 7,
  /** Changes a generated section's values before they are saved (a business name, the people). */
  adjust: (section: string, values: Record<string, unknown>) => void = () => undefined,
): Promise<{ id: string; reference: string; version: number; businessName: string }> {
  const api = portalClient(server, token);
  const created = await api.POST("/expat-permits/{type}/applications", { params: { path: { type } }, body: {} });
  if (!created.data) throw new Error(`Create failed with ${created.response.status}: ${JSON.stringify(created.error)}`);
  const { id, reference } = created.data.data.application;
  let version = created.data.data.application.version;
  const fileIds: string[] = [];
  for (const [bytes, name, mediaType] of [[pdfDocument(), "passport.pdf", "application/pdf"], [pngImage(), "photo.png", "image/png"], [jpegImage(), "licence.jpg", "image/jpeg"]] as const) {
    const sent = await upload(server, "POST", `/expat-permits/applications/${id}/uploads`, token, [{ field: "File", file: { bytes, name, type: mediaType } }]);
    if (sent.status !== 201) throw new Error(`Upload failed with ${sent.status}: ${JSON.stringify(sent.body)}`);
    fileIds.push(String(Reflect.get(Object(dataOf(sent)["fileUpload"]), "id")));
    version += 1;
  }
  for (const section of PERMIT_SECTIONS[type]) {
    const [values] = fc.sample(validPermitSection(type, section.key), { numRuns: 1, seed });
    let json = JSON.stringify(values);
    PERMIT_FILE_POOL.forEach((pooled, index) => (json = json.replaceAll(pooled, fileIds[index] ?? "")));
    for (const pooled of PERMIT_VACANCY_POOL) json = json.replaceAll(pooled, "");
    const sectionValues: Record<string, unknown> = JSON.parse(json);
    adjust(section.key, sectionValues);
    const saved = await api.PATCH("/expat-permits/{type}/applications/{id}/content", {
      params: { path: { type, id }, header: { "If-Match": `"${version}"` } },
      body: { section: section.key, values: sectionValues },
    });
    if (!saved.data) throw new Error(`Saving ${section.key} failed: ${JSON.stringify(saved.error)}`);
    version = saved.data.data.application.version;
  }
  const submitted = await api.PUT("/expat-permits/applications/{id}/submissions", { params: { path: { id }, header: { "If-Match": `"${version}"` } } });
  if (!submitted.data) throw new Error(`Submit failed with ${submitted.response.status}: ${JSON.stringify(submitted.error)}`);
  return { id, reference, version: submitted.data.data.application.version, businessName: submitted.data.data.application.businessName };
}
