// Generated people: names as they are written in Brunei (Malay with bin/binti, Chinese family name first,
// expatriates), and Talents with a profile, resume, contact details and privacy settings drawn in realistic
// proportions (some hidden, some for signed-in businesses only). Pure: rows only, nothing is written here.
import type { StoredResume } from "../../db/schema.ts";
import { idFor, randomFor, weighted, type Random } from "./random.ts";
import { businessNameFor, personName } from "./names.ts";
import { certifications, commonSkills, districtTowns, districtWeights, institutions, middlingSkills, qualifications, rareSkills, roles, sectors, seniorities } from "./vocabulary.ts";

export type District = keyof typeof districtTowns;
const day = 86_400_000;

export interface GeneratedTalent {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  activatedAt: Date | null;
  headline: string;
  summary: string;
  district: District;
  nationality: string;
  availability: "immediately" | "within-one-month" | "within-three-months" | "not-looking";
  yearsOfExperience: number;
  skills: string[];
  resume: StoredResume;
  profileVisibility: "everyone" | "signed-in-businesses" | "nobody";
  showContactDetails: boolean;
  showResume: boolean;
  contact: { phone: string; address: string; linkedinUrl: string | null; githubUrl: string | null };
  /** Ids of generated businesses this Talent blocked. */
  blockedBusinessIds: string[];
}

export function talentFor(seed: number, index: number, businessCount: number, now: Date): GeneratedTalent {
  const random = randomFor(seed, "talent", index);
  const { name, nationality } = personName(random);
  const role = random.pick(roles);
  const seniority = weighted(random, seniorities);
  const years = { Junior: random.int(0, 2), "": random.int(2, 6), Senior: random.int(6, 12), Lead: random.int(10, 20) }[seniority];
  const district = weighted(random, districtWeights);
  const town = random.pick(districtTowns[district]);
  const skills = [...new Set([...random.sample(role.skills, random.int(2, role.skills.length)), ...random.sample(commonSkills, random.int(1, 3)), ...random.sample(middlingSkills, random.int(0, 3)), ...(random.chance(0.03) ? [random.pick(rareSkills)] : [])])];
  const createdAt = new Date(now.getTime() - random.int(1, 3 * 365) * day - random.int(0, day - 1));
  const slug = name.toLowerCase().replace(/[^a-z]+/g, ".").replace(/^\.|\.$/g, "");
  const title = `${seniority} ${role.title}`.trim();
  return {
    id: idFor(seed, "talent", index),
    email: `${slug}.${index}@mail.example.bn`,
    name,
    createdAt,
    activatedAt: random.chance(0.97) ? new Date(createdAt.getTime() + random.int(60_000, day)) : null,
    headline: random.chance(0.7) ? `${title} (${skills.slice(0, 2).join(", ")})` : title,
    summary: summaryOf(random, role.title, years, town, skills),
    district,
    nationality,
    availability: random.pick(["immediately", "within-one-month", "within-three-months", "not-looking"] as const),
    yearsOfExperience: years,
    skills,
    resume: resumeOf(random, seed, role.title, years, nationality, now),
    profileVisibility: weighted(random, [["everyone", 45], ["signed-in-businesses", 45], ["nobody", 10]] as const),
    showContactDetails: random.chance(0.35),
    showResume: random.chance(0.8),
    contact: {
      phone: `+673 ${random.pick(["7", "8"])}${random.int(10, 99)} ${random.int(1000, 9999)}`,
      address: `No. ${random.int(1, 99)}, Simpang ${random.int(1, 400)}, ${town}, Brunei Darussalam`,
      linkedinUrl: random.chance(0.4) ? `https://www.linkedin.com/in/${slug.replace(/\./g, "-")}-${index}` : null,
      githubUrl: random.chance(0.25) ? `https://github.com/${slug.replace(/\./g, "")}${index}` : null,
    },
    blockedBusinessIds: businessCount > 0 && random.chance(0.02) ? [idFor(seed, "business", random.int(0, businessCount - 1))] : [],
  };
}

const achievements = ["led the migration of a payroll system to the cloud", "built dashboards for senior management", "automated server patching with Ansible", "designed the APIs of a national e-service", "ran the help desk for 300 staff", "set up monitoring and alerting for production systems", "trained new graduates in secure coding"];

function summaryOf(random: Random, role: string, years: number, town: string, skills: readonly string[]): string {
  const experience = years === 0 ? "A fresh graduate" : `${/^[AEIOU]/.test(role) ? "An" : "A"} ${role} with ${years} year${years === 1 ? "" : "s"} of experience`;
  const [first, second] = random.sample(sectors, 2);
  const sentences = [`${experience} in ${first} and ${second} projects, based in ${town}.`, `I work with ${skills.slice(0, 4).join(", ")}.`];
  if (random.chance(0.7)) sentences.push(`Recently I ${random.pick(achievements)}.`);
  if (random.chance(0.4)) sentences.push("I enjoy mentoring, clear documentation and shipping reliable software.");
  return sentences.join(" ");
}

function resumeOf(random: Random, seed: number, role: string, years: number, nationality: string, now: Date): StoredResume {
  const thisYear = now.getUTCFullYear();
  const [qualification, field] = random.pick(qualifications);
  const graduated = thisYear - years - random.int(0, 1);
  const jobs = Math.min(3, Math.max(1, Math.ceil(years / 4)));
  const workExperience = Array.from({ length: years === 0 ? 0 : jobs }, (_, i) => {
    const start = graduated + Math.floor((i * years) / jobs);
    return { employer: businessNameFor(randomFor(seed, "employer", random.int(0, 100_000))), title: i === jobs - 1 ? role : `Junior ${role}`, startMonth: `${start}-${String(random.int(1, 12)).padStart(2, "0")}`, endMonth: i === jobs - 1 ? null : `${start + 1}-${String(random.int(1, 12)).padStart(2, "0")}`, description: `Worked as ${/^[AEIOU]/.test(role) ? "an" : "a"} ${role} on projects for ${random.pick(sectors)} customers.` };
  });
  const languages = [{ language: "Malay", proficiency: nationality === "BN" ? "native" : "conversational" }, { language: "English", proficiency: "fluent" }] as const;
  return {
    education: [{ institution: random.pick(institutions), qualification, fieldOfStudy: field, startYear: graduated - 3, endYear: graduated }],
    workExperience,
    certifications: random.sample(certifications, random.int(0, 2)).map(([certification, issuer]) => ({ name: certification, issuer, year: random.int(Math.max(graduated, thisYear - 6), thisYear) })),
    languages: [...languages],
  };
}
