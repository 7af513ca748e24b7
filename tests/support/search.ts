// What the search suites start from: listings a Business publishes (vacancies and projects with a unique word,
// so a suite finds only its own rows), Talents with chosen privacy settings, and the four search calls, typed
// through the contract or raw (for query strings the contract's types cannot express, such as `pageNumber=abc`).
import type { components } from "@ictm/openapi/portal.ts";
import { portalClient, signIn, signUpActiveTalent } from "./api.ts";
import type { TestServer } from "./server.ts";

type Schemas = components["schemas"];
export type SearchPath = "/talents/searches" | "/businesses/searches" | "/job-vacancies/searches" | "/ict-projects/searches";
export interface SearchQuery {
  searchTerms?: string;
  pageNumber?: number;
  pageSize?: number;
}

/** Brunei's date `days` from `from` (UTC+8), as a closing date. */
export const bruneiDateIn = (days: number, from: Date = new Date()) => new Date(from.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export function vacancyInput(overrides: Partial<Schemas["JobVacancyInput"]> = {}): Schemas["JobVacancyInput"] {
  return {
    title: "Network Engineer",
    description: "Look after the networks of our Gadong and Kuala Belait offices.",
    district: "brunei-muara",
    location: "Gadong",
    employmentType: "full-time",
    salaryMin: 2500,
    salaryMax: 3500,
    salaryInterval: "monthly",
    skills: ["Linux"],
    closingDate: bruneiDateIn(20),
    status: "published",
    ...overrides,
  };
}

export function projectInput(overrides: Partial<Schemas["IctProjectInput"]> = {}): Schemas["IctProjectInput"] {
  return { title: "Cloud migration", description: "Move three systems of a ministry to the cloud.", budget: 120000, skills: ["Azure"], stage: "planned", isPublished: true, ...overrides };
}

export async function createVacancy(server: TestServer, token: string, overrides: Partial<Schemas["JobVacancyInput"]> = {}): Promise<string> {
  const created = await portalClient(server, token).POST("/businesses/job-vacancies", { body: vacancyInput(overrides) });
  if (!created.data) throw new Error(`Vacancy refused with ${created.response.status}: ${JSON.stringify(created.error)}`);
  return created.data.data.key;
}

export async function createProject(server: TestServer, token: string, overrides: Partial<Schemas["IctProjectInput"]> = {}): Promise<string> {
  const created = await portalClient(server, token).POST("/businesses/ict-projects", { body: projectInput(overrides) });
  if (!created.data) throw new Error(`Project refused with ${created.response.status}: ${JSON.stringify(created.error)}`);
  return created.data.data.key;
}

export interface TalentSetup {
  name: string;
  headline?: string;
  summary?: string;
  skills?: string[];
  privacy?: Partial<Schemas["PrivacySettings"]>;
}

/** An activated Talent with these details, resume skills, contact details and privacy settings. */
export async function createTalent(server: TestServer, setup: TalentSetup): Promise<{ key: string; token: string }> {
  const { key, email } = await signUpActiveTalent(server, { name: setup.name });
  const token = await signIn(server, email);
  const api = portalClient(server, token);
  const details = { name: setup.name, headline: setup.headline ?? "", summary: setup.summary ?? "", district: "tutong" as const, nationality: "BN", availability: "immediately" as const, yearsOfExperience: 3 };
  await api.PUT("/talents/profile-details", { body: details });
  await api.PUT("/talents/resume-details", { body: { skills: setup.skills ?? [], education: [], workExperience: [], certifications: [], languages: [{ language: "Malay", proficiency: "native" }] } });
  await api.PUT("/talents/contact-details", { body: { phone: "+673 711 2233", address: "Kampong Lamunin, Tutong", website: null, linkedinUrl: null, githubUrl: null } });
  const privacy = { profileVisibility: "everyone" as const, showContactDetails: false, showResume: true, blockedBusinessKeys: [], ...setup.privacy };
  const changed = await api.POST("/talents/privacy-settings", { body: privacy });
  if (!changed.data) throw new Error(`Privacy settings refused with ${changed.response.status}: ${JSON.stringify(changed.error)}`);
  return { key, token };
}

/** A search through the typed client; answers the page, or throws with the problem. */
export async function search(server: TestServer, path: SearchPath, query: SearchQuery, token?: string) {
  const answer = await rawSearch(server, path, new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString(), token);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return pageOf(answer.body);
}

/** A search with any query string; answers the status and the parsed body. */
export async function rawSearch(server: TestServer, path: SearchPath, queryString: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/v1${path}?${queryString}`, { headers: token ? { "x-member-authorization": token } : {} });
  return { status: response.status, body: await response.json() };
}

export interface SearchPage {
  items: Array<Record<string, unknown> & { key: string }>;
  count: number;
  countIsExact: boolean;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

function pageOf(body: unknown): SearchPage {
  if (typeof body !== "object" || body === null || !("data" in body)) throw new Error(`No data in ${JSON.stringify(body)}`);
  const data: unknown = body.data;
  if (typeof data !== "object" || data === null || !("items" in data) || !Array.isArray(data.items)) throw new Error(`No page in ${JSON.stringify(body)}`);
  const numbers = ["count", "pageNumber", "pageSize", "totalPages"].map((field) => Reflect.get(data, field));
  const [count, pageNumber, pageSize, totalPages] = numbers.map((value) => (typeof value === "number" ? value : Number.NaN));
  const items = data.items.map((item: unknown) => {
    if (typeof item !== "object" || item === null || !("key" in item) || typeof item.key !== "string") throw new Error(`An item without a key: ${JSON.stringify(item)}`);
    return { ...Object.fromEntries(Object.entries(item)), key: item.key };
  });
  return { items, count: count ?? Number.NaN, pageNumber: pageNumber ?? Number.NaN, pageSize: pageSize ?? Number.NaN, countIsExact: Reflect.get(data, "countIsExact") === true, totalPages: totalPages ?? Number.NaN };
}
