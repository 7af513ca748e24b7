// The approved and archived listings' calls as the API tests make them, on a BoardServer (./board.ts): a pvv
// application with a chosen business name and people, submitted and moved into Approved (final approval given); a
// listing's page and its CSV export as a role (or no one); the archive toggle; the archived panel.
import { DEFAULT_WORKFLOW_ID, type ListingKind, type StaffRole } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { submitApplication, type BoardServer } from "./board.ts";
import { moveIntoStep } from "./board-calls.ts";
import type { TestServer } from "./server.ts";

export type ListedApplication = components["schemas"]["ListedApplication"];

export interface NamedApplication {
  /** The business name written in the form; the generator's when absent. */
  readonly businessName?: string;
  /** The expatriates' names and passport numbers, in order; the generator's (one each) when absent. */
  readonly persons?: ReadonlyArray<{ fullName: string; passportNumber: string }>;
  /** The generator's seed for every other value. */
  readonly seed: number;
}

/**
 * A pvv application of the Business behind `token`, created, filled in (core's generator, with the business name and
 * people given), three real files uploaded, and submitted through the portal API; answers its id and reference.
 */
export async function submitNamedApplication(server: Pick<TestServer, "url">, token: string, named: NamedApplication): Promise<{ id: string; reference: string }> {
  const { id, reference } = await submitApplication(server, token, "pvv", named.seed, (section, values) => {
    if (section === "business" && named.businessName !== undefined) values["businessName"] = named.businessName;
    if (section === "personnel" && named.persons !== undefined) values["expatPersonnel"] = withPersons(values["expatPersonnel"], named.persons);
  });
  return { id, reference };
}

/** The generated first expatriate, once per person given, with that person's name and passport number. */
function withPersons(generated: unknown, persons: ReadonlyArray<{ fullName: string; passportNumber: string }>): unknown[] {
  const first: unknown = Array.isArray(generated) ? generated[0] : undefined;
  const template = typeof first === "object" && first !== null ? first : {};
  return persons.map((person) => ({ ...template, ...person }));
}

/** A named application of the demo Business, submitted and moved into Approved; answers its id and reference. */
export async function approvedApplication(on: BoardServer, named: NamedApplication): Promise<{ id: string; reference: string }> {
  const application = await submitNamedApplication(on.server, on.business, named);
  await moveIntoStep(on, application.id, "approved");
  return application;
}

export interface ListingQuery {
  searchTerms?: string;
  pageNumber?: number;
  pageSize?: number;
}

/** A listing's page as a role: the whole answer, to check a status or its data. */
export const listing = (on: BoardServer, role: StaffRole, kind: ListingKind, query: ListingQuery = {}) =>
  kind === "approved"
    ? on.api(role).GET("/expat-permits/applications/approved", { params: { query } })
    : on.api(role).GET("/expat-permits/archived", { params: { query } });

/** A listing's page as a role, or a thrown error saying why there is none. */
export async function listingOf(on: BoardServer, role: StaffRole, kind: ListingKind, query: ListingQuery = {}) {
  const answer = await listing(on, role, kind, query);
  if (!answer.data) throw new Error(`The ${kind} listing failed with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data.data;
}

/** Archives or unarchives as a role, with `If-Match` at `version` when given. */
export const toggleArchive = (on: BoardServer, role: StaffRole, id: string, version?: number) =>
  on.api(role).PUT("/expat-permits/{id}/archive", { params: { path: { id }, header: version === undefined ? {} : { "If-Match": `"${version}"` } } });

/** The archived panel's answer as a role. */
export const archivedPanel = (on: BoardServer, role: StaffRole, id: string, workflowId: string = DEFAULT_WORKFLOW_ID) =>
  on.api(role).GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}/archived", { params: { path: { workflowId, id } } });

export interface CsvDownload {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Buffer;
  /** The file's lines, without the byte-order mark and the line ends. */
  lines: string[];
}

/** A listing's CSV export with these headers (a staff token, none). */
export async function exportListing(server: Pick<TestServer, "url">, kind: ListingKind, headers: Record<string, string>, searchTerms?: string): Promise<CsvDownload> {
  const path = kind === "approved" ? "/expat-permits/applications/approved/export" : "/expat-permits/archived/export";
  const query = searchTerms === undefined ? "" : `?${new URLSearchParams({ searchTerms })}`;
  const response = await fetch(`${server.url}/backoffice/api/v1${path}${query}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    disposition: response.headers.get("content-disposition") ?? "",
    bytes,
    lines: text.split("\r\n").filter((line) => line !== ""),
  };
}
