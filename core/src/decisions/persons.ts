// The expatriates an application names, as staff approve them one by one: read from its content (pvv's
// `personnel.expatPersonnel`, sawp's and lpa's `personnel.nonLocalPersonnel`), each with its place in the list.
// Pure.
import type { PermitContent } from "../permits/permit-forms.ts";
import type { PermitType } from "../permits/permit-types.ts";

export interface NamedPerson {
  readonly index: number;
  readonly fullName: string;
  readonly nationalityCountryId: string;
  readonly passportNumber: string;
  readonly dateOfBirth: string;
  readonly jobRoleNamePosition: string;
}

const PERSONNEL_LIST: Readonly<Record<PermitType, string>> = { pvv: "expatPersonnel", sawp: "nonLocalPersonnel", lpa: "nonLocalPersonnel" };

/** The section that names the people; saving it again voids the decisions about them. */
export const PERSONNEL_SECTION = "personnel";

const JOB_ROLE_LENGTH = 120;

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The job as the letters name it: pvv's job role, else the first line of the job description (shortened). */
const jobOf = (item: Readonly<Record<string, unknown>>): string => {
  const role = textOf(item["jobRolePosition"]);
  if (role !== "") return role;
  const firstLine = textOf(item["jobDescription"]).split("\n")[0] ?? "";
  return firstLine.length > JOB_ROLE_LENGTH ? `${firstLine.slice(0, JOB_ROLE_LENGTH - 1)}…` : firstLine;
};

export const personsOf = (permitType: PermitType, content: PermitContent): ReadonlyArray<NamedPerson> => {
  const list = content[PERSONNEL_SECTION]?.[PERSONNEL_LIST[permitType]];
  if (!Array.isArray(list)) return [];
  return list.map((raw: unknown, index) => {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Readonly<Record<string, unknown>>;
    return {
      index,
      fullName: textOf(item["fullName"]),
      nationalityCountryId: textOf(item["nationalityCountryId"]),
      passportNumber: textOf(item["passportNumber"]),
      dateOfBirth: textOf(item["dateOfBirth"]),
      jobRoleNamePosition: jobOf(item),
    };
  });
};
