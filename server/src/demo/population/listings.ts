// Generated job vacancies (BND salaries by seniority, mostly published and open, some drafts, closed or past
// their closing date) and ICT projects (most published). Pure: rows only; closing dates count from `now`.
import { bruneiToday } from "../../listings/business-card.ts";
import { idFor, randomFor, weighted, type Random } from "./random.ts";
import { commonSkills, districtTowns, districtWeights, middlingSkills, projectThemes, rareSkills, roles, sectors, seniorities } from "./vocabulary.ts";

const day = 86_400_000;
type Interval = "hourly" | "daily" | "weekly" | "monthly" | "yearly";

export interface GeneratedVacancy {
  id: string;
  businessId: string;
  title: string;
  description: string;
  district: keyof typeof districtTowns;
  location: string;
  employmentType: "full-time" | "part-time" | "contract" | "internship" | "temporary";
  salaryMin: number | null;
  salaryMax: number | null;
  salaryInterval: Interval;
  skills: string[];
  /** YYYY-MM-DD, Brunei time. */
  closingDate: string;
  status: "draft" | "published" | "closed";
  createdAt: Date;
}

export interface GeneratedProject {
  id: string;
  businessId: string;
  title: string;
  description: string;
  budget: number | null;
  skills: string[];
  stage: "planned" | "in-progress" | "completed";
  isPublished: boolean;
  createdAt: Date;
}

export function vacancyFor(seed: number, index: number, businessCount: number, now: Date): GeneratedVacancy {
  const random = randomFor(seed, "vacancy", index);
  const role = random.pick(roles);
  const employmentType = weighted(random, [["full-time", 65], ["contract", 15], ["part-time", 7], ["internship", 8], ["temporary", 5]] as const);
  const seniority = employmentType === "internship" ? "Intern" : weighted(random, seniorities);
  const district = weighted(random, districtWeights);
  const location = random.pick(districtTowns[district]);
  const status = weighted(random, [["published", 80], ["draft", 10], ["closed", 10]] as const);
  const expired = status === "published" && random.chance(0.15);
  const createdAt = new Date(now.getTime() - random.int(0, 365) * day - random.int(0, day - 1));
  const closing = expired ? now.getTime() - random.int(1, 60) * day : now.getTime() + random.int(1, 60) * day;
  const skills = [...new Set([...random.sample(role.skills, random.int(2, role.skills.length)), ...random.sample(commonSkills, random.int(0, 2)), ...random.sample(middlingSkills, random.int(0, 2)), ...(random.chance(0.03) ? [random.pick(rareSkills)] : [])])];
  const salary = salaryOf(random, seniority, employmentType);
  const title = employmentType === "internship" ? `${role.title} Intern` : `${seniority} ${role.title}`.trim();
  const description = [
    `We are looking for ${/^[AEIOU]/.test(title) ? "an" : "a"} ${title} to join our team in ${location}.`,
    `You will work with ${skills.join(", ")} on systems for ${random.pick(sectors)} customers.`,
    random.pick(["You will review code, write tests and share on-call duties.", "You will work closely with business users to gather requirements.", "You will keep our systems secure, monitored and documented.", "Training and certification are paid for by the company."]),
    random.chance(0.5) ? "Brunei citizens and permanent residents are encouraged to apply." : "Applications from experienced candidates of any nationality are welcome.",
  ].join(" ");
  return { id: idFor(seed, "vacancy", index), businessId: idFor(seed, "business", random.int(0, businessCount - 1)), title, description, district, location, employmentType, ...salary, skills, closingDate: bruneiToday(new Date(closing)), status, createdAt };
}

export function projectFor(seed: number, index: number, businessCount: number, now: Date): GeneratedProject {
  const random = randomFor(seed, "project", index);
  const [theme, summary] = random.pick(projectThemes);
  const sector = random.pick(sectors);
  const skills = [...new Set([...random.sample(commonSkills, random.int(1, 3)), ...random.sample(middlingSkills, random.int(1, 3)), ...(random.chance(0.03) ? [random.pick(rareSkills)] : [])])];
  const title = random.chance(0.5) ? `${theme} for a ${sector} client` : theme;
  const description = `${summary}. The work is for a ${sector} organisation in Brunei Darussalam; the team will need ${skills.join(", ")}. Proposals should include a plan, a team and a fixed price in BND.`;
  return {
    id: idFor(seed, "project", index),
    businessId: idFor(seed, "business", random.int(0, businessCount - 1)),
    title,
    description,
    budget: random.chance(0.9) ? random.int(4, 400) * 5000 : null,
    skills,
    stage: weighted(random, [["planned", 50], ["in-progress", 35], ["completed", 15]] as const),
    isPublished: random.chance(0.85),
    createdAt: new Date(now.getTime() - random.int(0, 2 * 365) * day - random.int(0, day - 1)),
  };
}

function salaryOf(random: Random, seniority: string, employmentType: string): { salaryMin: number | null; salaryMax: number | null; salaryInterval: Interval } {
  if (employmentType === "part-time") return { salaryMin: random.int(8, 15), salaryMax: random.int(16, 30), salaryInterval: "hourly" };
  if (employmentType === "internship") return { salaryMin: 500, salaryMax: random.int(6, 10) * 100, salaryInterval: "monthly" };
  if (random.chance(0.1)) return { salaryMin: null, salaryMax: null, salaryInterval: "monthly" };
  const base = { Junior: 1200, "": 2500, Senior: 4500, Lead: 6500 }[seniority] ?? 2500;
  const salaryMin = base + random.int(0, 10) * 100;
  return { salaryMin, salaryMax: salaryMin + random.int(5, 25) * 100, salaryInterval: "monthly" };
}
