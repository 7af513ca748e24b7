// The demo members' own pages, part of the demo dataset (see dataset.ts): the Talent's full profile, the
// Business's profile, its approved verification, three published vacancies and two ICT projects (BND), and the
// vacancy the Talent saved. Closing dates count from the day the demo is loaded.
import type { components } from "@ictm/openapi/portal.ts";

type Schemas = components["schemas"];

export const demoTalentDetails: Schemas["TalentProfileDetails"] = {
  name: "Nur Aisyah Rahman",
  headline: "Cloud and backend engineer (TypeScript, PostgreSQL)",
  summary:
    "Backend engineer with six years of building government and banking services in Brunei. I design APIs in TypeScript, tune PostgreSQL, and run them on AWS and Azure with infrastructure as code.",
  district: "brunei-muara",
  nationality: "BN",
  availability: "within-one-month",
  yearsOfExperience: 6,
};

export const demoTalentResume: Schemas["TalentResumeDetails"] = {
  skills: ["TypeScript", "Node.js", "PostgreSQL", "AWS", "Azure", "Terraform", "Docker", "Kubernetes", "React"],
  education: [
    { institution: "Universiti Brunei Darussalam", qualification: "BSc (Hons) Computer Science", fieldOfStudy: "Computer Science", startYear: 2014, endYear: 2018 },
  ],
  workExperience: [
    {
      employer: "Dynamik Technologies Sdn Bhd",
      title: "Senior Software Engineer",
      startMonth: "2021-03",
      endMonth: null,
      description: "Lead the backend of a national e-services platform: TypeScript services, PostgreSQL, CI/CD on AWS.",
    },
    {
      employer: "Baiduri Bank Berhad",
      title: "Software Engineer",
      startMonth: "2018-08",
      endMonth: "2021-02",
      description: "Built internet banking integrations and reporting on PostgreSQL and Java.",
    },
  ],
  certifications: [
    { name: "AWS Certified Solutions Architect – Associate", issuer: "Amazon Web Services", year: 2022 },
    { name: "Microsoft Certified: Azure Developer Associate", issuer: "Microsoft", year: 2023 },
  ],
  languages: [
    { language: "Malay", proficiency: "native" },
    { language: "English", proficiency: "fluent" },
  ],
};

export const demoTalentContact: Schemas["ContactDetails"] = {
  phone: "+673 712 3456",
  address: "Simpang 32-5, Kampong Rimba, Gadong BE3119, Brunei Darussalam",
  website: null,
  linkedinUrl: "https://www.linkedin.com/in/nur-aisyah-rahman-demo",
  githubUrl: "https://github.com/nuraisyah-demo",
};

export const demoBusinessProfile = {
  description:
    "Borneo Digital builds and runs cloud software for government agencies and companies in Brunei Darussalam: e-services, data platforms and managed cloud operations, from our office in Bandar Seri Begawan.",
  industry: "Information technology and services",
  employeeCount: "50-249",
  website: "https://borneodigital.example.bn",
} as const;

/** The demo business's "Public e-mail" (its employer contact), not the e-mail it signs in with. */
export const demoBusinessPublicEmail = "careers@borneodigital.example.bn";

export const demoVerification = { applicantName: "Hajah Siti Nurhaliza", applicantPosition: "Managing Director", notes: "Certificate of incorporation attached." };

/** Each vacancy closes `closesInDays` after the demo is loaded. */
export const demoVacancies: Array<Omit<Schemas["JobVacancyInput"], "closingDate"> & { closesInDays: number }> = [
  {
    title: "Senior Backend Engineer (TypeScript)",
    description: "Design and build the APIs of national e-services in TypeScript on Node.js and PostgreSQL, with code review, testing and on-call duties shared across the team.",
    district: "brunei-muara", location: "Bandar Seri Begawan", employmentType: "full-time",
    salaryMin: 4000, salaryMax: 5500, salaryInterval: "monthly", skills: ["TypeScript", "Node.js", "PostgreSQL"], status: "published", closesInDays: 30,
  },
  {
    title: "Cloud Operations Engineer",
    description: "Run our managed cloud platform on AWS and Azure: infrastructure as code with Terraform, monitoring, backups and incident response for government customers.",
    district: "brunei-muara", location: "Bandar Seri Begawan", employmentType: "full-time",
    salaryMin: 3200, salaryMax: 4500, salaryInterval: "monthly", skills: ["AWS", "Azure", "Terraform", "Linux"], status: "published", closesInDays: 21,
  },
  {
    title: "Software Engineering Intern",
    description: "A six-month internship in our Kuala Belait team for a final-year student: build features of a React and TypeScript web application with a mentor.",
    district: "belait", location: "Kuala Belait", employmentType: "internship",
    salaryMin: 800, salaryMax: 1000, salaryInterval: "monthly", skills: ["JavaScript", "React", "Git"], status: "published", closesInDays: 45,
  },
];

export const demoProjects: Array<Schemas["IctProjectInput"]> = [
  {
    title: "Digital permit renewal portal",
    description: "Replace paper renewal forms with an online portal and case-handling back-office for a government department, with MyGovernment sign-in.",
    budget: 350000, skills: ["TypeScript", "React", "PostgreSQL", "Accessibility"], stage: "in-progress", isPublished: true,
  },
  {
    title: "Data warehouse migration to the cloud",
    description: "Move an on-premises reporting warehouse to a managed cloud data platform, with nightly loads and dashboards for management.",
    budget: 180000, skills: ["SQL", "ETL", "Azure", "Power BI"], stage: "planned", isPublished: true,
  },
];

/** The vacancy (by index in demoVacancies) the demo Talent saved. */
export const demoSavedVacancy = 0;
