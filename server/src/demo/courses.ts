// Demo and generated training courses (issue 15): a catalogue of real-looking Brunei ICT courses, their fees in BND,
// durations and start dates in the coming months counted from the server's clock. The demo seed gives each demo
// Business a few (published and drafts) and spreads the rest over the generated population's businesses
// (seedDemoCourses); `npm run seed -- --courses N` and the search bench write N generated ones in batches
// (fillCourses). The course table is written directly (no projector reads the courses' facts); each demo course also
// records its creation fact on its stream, as a Business's own creation does and as the demo vacancies do (the
// generated ones do not: the population's one fact stands for them). The names of their tag, level and language are
// filled from reference_items afterwards by the store's one rule (refreshReferenceWords).
import { sql } from "drizzle-orm";
import type { Database, Queryable, Tx } from "../db/connect.ts";
import { refreshReferenceWords } from "../courses/course-store.ts";
import { courseEditOf } from "../courses/present.ts";
import { recordEvents } from "../events/record.ts";
import { courseStream } from "../events/vocabulary.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { insertMany } from "./population/insert.ts";
import { idFor, randomFor, type Random } from "./population/random.ts";

const day = 86_400_000;

interface CatalogueCourse {
  title: string;
  short: string;
  long: string;
  tag: string;
  level: "beginner" | "intermediate" | "advanced" | "all-levels";
  language: string;
  fee: number;
  duration: number;
  measurement: "hours" | "days" | "weeks" | "months";
}

/** Thirty courses a Brunei training provider or ICT company might run. */
export const courseCatalogue: readonly CatalogueCourse[] = [
  { title: "Python Programming for Beginners", short: "Write your first programs in Python: variables, loops, functions and files.", long: "A hands-on course for people new to programming. Each session mixes short talks with exercises on real data from Brunei government open data sets. By the end you will automate a small spreadsheet task of your own.", tag: "software-development", level: "beginner", language: "english", fee: 450, duration: 5, measurement: "days" },
  { title: "Full-Stack Web Development Bootcamp", short: "Twelve weeks from HTML to a deployed web application with React and Node.js.", long: "An intensive bootcamp for career changers and junior developers. You will build three projects in teams, use Git every day and present a final application to employers from the Brunei ICT industry.", tag: "software-development", level: "intermediate", language: "english", fee: 4800, duration: 12, measurement: "weeks" },
  { title: "Mobile App Development with Flutter", short: "Build Android and iOS apps from one code base with Flutter and Dart.", long: "Learn widgets, state management, REST APIs and publishing to the app stores. Bring a laptop; we provide test devices.", tag: "software-development", level: "intermediate", language: "english", fee: 1200, duration: 4, measurement: "weeks" },
  { title: "Data Analytics with Excel and Power BI", short: "Clean, model and present business data with Excel, Power Query and Power BI.", long: "For officers and analysts who prepare monthly reports. We start from messy spreadsheets and finish with an interactive dashboard that refreshes itself.", tag: "data-analytics", level: "beginner", language: "bilingual-english-malay", fee: 650, duration: 3, measurement: "days" },
  { title: "SQL for Data Analysis", short: "Query, join and summarise data in PostgreSQL and SQL Server.", long: "From SELECT to window functions, with exercises on a retail data set. Suitable for analysts who already use spreadsheets.", tag: "data-analytics", level: "intermediate", language: "english", fee: 520, duration: 16, measurement: "hours" },
  { title: "Introduction to Machine Learning", short: "Regression, classification and clustering with scikit-learn, explained without heavy maths.", long: "Understand what machine learning can and cannot do for your organisation. You will train and evaluate models in Python notebooks and discuss responsible use of data.", tag: "artificial-intelligence", level: "intermediate", language: "english", fee: 1500, duration: 5, measurement: "days" },
  { title: "Generative AI for the Workplace", short: "Use AI assistants safely and productively for writing, analysis and customer service.", long: "A practical half-day introduction for managers and staff: prompting, checking answers, data protection and policies. In Malay and English.", tag: "artificial-intelligence", level: "all-levels", language: "bilingual-english-malay", fee: 0, duration: 4, measurement: "hours" },
  { title: "AWS Cloud Practitioner Exam Preparation", short: "Prepare for the AWS Certified Cloud Practitioner exam in two weeks of evening classes.", long: "Covers cloud concepts, security, pricing and the core AWS services, with two full practice exams.", tag: "cloud-computing", level: "beginner", language: "english", fee: 890, duration: 2, measurement: "weeks" },
  { title: "Microsoft Azure Administrator (AZ-104)", short: "Manage identities, storage, networks and virtual machines in Azure.", long: "An official-curriculum course with labs in a live Azure subscription. Ideal for system administrators moving workloads to the cloud.", tag: "cloud-computing", level: "intermediate", language: "english", fee: 2200, duration: 5, measurement: "days" },
  { title: "Kubernetes in Production", short: "Deploy, scale and monitor containerised services on Kubernetes.", long: "For developers and operators who already use Docker. Helm, ingress, autoscaling, observability and incident drills.", tag: "cloud-computing", level: "advanced", language: "english", fee: 2600, duration: 4, measurement: "days" },
  { title: "Cybersecurity Awareness for Staff", short: "Recognise phishing, protect passwords and report incidents: a course for every employee.", long: "A short, friendly course built around real scams seen in Brunei. Meets the awareness training needs of most security policies.", tag: "cybersecurity", level: "all-levels", language: "malay", fee: 80, duration: 3, measurement: "hours" },
  { title: "Certified Ethical Hacker Preparation", short: "Penetration testing tools and methods, with preparation for the CEH exam.", long: "Reconnaissance, scanning, exploitation and reporting in an isolated lab. Participants sign a code of conduct.", tag: "cybersecurity", level: "advanced", language: "english", fee: 3900, duration: 5, measurement: "days" },
  { title: "Security Operations Centre Analyst Track", short: "Monitor, triage and respond to alerts with a SIEM, as a SOC analyst does.", long: "Three months of part-time study with a capstone exercise in a simulated operations centre. Includes mentoring by practising analysts.", tag: "cybersecurity", level: "intermediate", language: "english", fee: 5200, duration: 3, measurement: "months" },
  { title: "CCNA Networking Fundamentals", short: "Routing, switching, VLANs and IP addressing on Cisco equipment.", long: "Hands-on labs on real routers and switches in our Gadong training centre, preparing you for the CCNA exam.", tag: "networking", level: "beginner", language: "english", fee: 1800, duration: 6, measurement: "weeks" },
  { title: "Wireless Networks for Small Offices", short: "Plan, install and secure Wi-Fi for shops, clinics and small offices.", long: "Site surveys, access point placement, guest networks and troubleshooting, taught in Malay with English materials.", tag: "networking", level: "beginner", language: "malay", fee: 300, duration: 2, measurement: "days" },
  { title: "UI/UX Design Foundations", short: "Research users, sketch, prototype in Figma and test your designs.", long: "A studio-style course: each week you take a small service from a Brunei business and redesign it with real user feedback.", tag: "ui-ux-design", level: "beginner", language: "english", fee: 950, duration: 6, measurement: "weeks" },
  { title: "Accessible Web Design", short: "Design and build websites everyone can use, following WCAG 2.2.", long: "Colour, contrast, keyboard use, screen readers and forms. Suitable for designers and front-end developers.", tag: "ui-ux-design", level: "intermediate", language: "english", fee: 600, duration: 2, measurement: "days" },
  { title: "Agile Project Management with Scrum", short: "Run projects in sprints with Scrum roles, events and artefacts.", long: "Includes the Professional Scrum Master assessment fee. Case studies from digital government projects in the region.", tag: "project-management", level: "all-levels", language: "english", fee: 1350, duration: 2, measurement: "days" },
  { title: "PMP Certification Bootcamp", short: "35 contact hours and exam preparation for the PMP certification.", long: "Predictive, agile and hybrid approaches, with practice questions every day and a full mock exam.", tag: "project-management", level: "advanced", language: "english", fee: 2950, duration: 5, measurement: "days" },
  { title: "Digital Marketing for Small Businesses", short: "Reach customers with social media, search and e-mail marketing on a small budget.", long: "For owners of micro, small and medium enterprises. Build a simple marketing plan and run your first campaign during the course.", tag: "digital-marketing", level: "beginner", language: "bilingual-english-malay", fee: 250, duration: 2, measurement: "days" },
  { title: "Search Engine Optimisation in Practice", short: "Make your website easier to find on Google and Bing.", long: "Keyword research, technical SEO, content and local listings, using your own website as the case study.", tag: "digital-marketing", level: "intermediate", language: "english", fee: 400, duration: 12, measurement: "hours" },
  { title: "IT Support Technician Programme", short: "Hardware, operating systems, networks and help-desk skills for a first IT job.", long: "Prepares you for the CompTIA A+ exams, with a two-week placement at a partner company in Brunei.", tag: "it-support", level: "beginner", language: "english", fee: 2400, duration: 3, measurement: "months" },
  { title: "Microsoft 365 Administration", short: "Manage users, licences, Exchange Online, Teams and SharePoint.", long: "For IT officers who look after Microsoft 365 in schools, ministries and companies.", tag: "it-support", level: "intermediate", language: "english", fee: 1100, duration: 3, measurement: "days" },
  { title: "Linux System Administration", short: "Users, services, storage, shell scripting and security on Linux servers.", long: "Every exercise runs on your own virtual server. Prepares for the LFCS certification.", tag: "it-support", level: "intermediate", language: "english", fee: 1650, duration: 5, measurement: "days" },
  { title: "Kursus Asas Komputer untuk Warga Emas", short: "Belajar menggunakan telefon pintar, e-mel dan perkhidmatan kerajaan dalam talian.", long: "Kursus santai untuk warga emas: menggunakan aplikasi BruHealth, e-Darussalam, WhatsApp dan e-mel dengan selamat.", tag: "it-support", level: "beginner", language: "malay", fee: 0, duration: 6, measurement: "hours" },
  { title: "Data Engineering with Apache Spark", short: "Build batch and streaming pipelines with Spark, Delta Lake and Airflow.", long: "For developers and analysts who outgrow single-machine tools. Includes a project on oil and gas sensor data.", tag: "data-analytics", level: "advanced", language: "english", fee: 2800, duration: 4, measurement: "days" },
  { title: "Arabic Computing Terminology", short: "ICT vocabulary in Arabic for teachers and translators.", long: "Terms for computing, networks and the internet, with reading practice from Arabic technical texts.", tag: "it-support", level: "all-levels", language: "arabic", fee: 150, duration: 10, measurement: "hours" },
  { title: "Mandarin for ICT Professionals", short: "Talk with suppliers and colleagues about systems and projects in Mandarin.", long: "Everyday and technical Mandarin for meetings, e-mails and site visits. Some Mandarin is helpful but not needed.", tag: "project-management", level: "beginner", language: "mandarin", fee: 700, duration: 8, measurement: "weeks" },
  { title: "Japanese Software Quality Practices", short: "Kaizen, code review and testing habits from Japanese software companies.", long: "Taught by a visiting engineer in Japanese with English interpretation.", tag: "software-development", level: "intermediate", language: "japanese", fee: 980, duration: 3, measurement: "days" },
  { title: "Responsible AI and Data Protection", short: "Fairness, privacy and governance of AI systems under Brunei's data protection order.", long: "For managers, lawyers and technologists deciding how AI may be used on personal data.", tag: "artificial-intelligence", level: "all-levels", language: "english", fee: 500, duration: 1, measurement: "days" },
];

const intakes = ["Morning class", "Evening class", "Weekend class", "Kuala Belait intake", "Tutong intake", "Online cohort"];

export interface GeneratedCourse {
  id: string;
  businessId: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  registrationUrl: string | null;
  startDate: string;
  languageKey: string;
  levelKey: string;
  tagKey: string;
  fee: number;
  duration: number;
  durationMeasurementKey: string;
  contactEmail: string;
  contactPhoneNumber: string | null;
  isPosted: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

/** The `index`-th course of catalogue entry `entry`, at `businessId`: published unless `draft`, starting in the coming months. */
function courseOf(random: Random, id: string, businessId: string, entry: CatalogueCourse, title: string, draft: boolean, now: Date): GeneratedCourse {
  const createdAt = new Date(now.getTime() - random.int(1, 90) * day - random.int(0, day - 1));
  const slug = entry.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return {
    id,
    businessId,
    title,
    shortDescription: entry.short,
    longDescription: entry.long,
    registrationUrl: random.chance(0.4) ? `https://training.example.bn/courses/${slug}` : null,
    startDate: bruneiToday(new Date(now.getTime() + random.int(7, 150) * day)),
    languageKey: entry.language,
    levelKey: entry.level,
    tagKey: entry.tag,
    fee: entry.fee,
    duration: entry.duration,
    durationMeasurementKey: entry.measurement,
    contactEmail: "training@example.bn",
    contactPhoneNumber: random.chance(0.7) ? `+673 ${random.int(222, 899)} ${String(random.int(0, 9999)).padStart(4, "0")}` : null,
    isPosted: !draft,
    publishedAt: draft ? null : new Date(createdAt.getTime() + random.int(0, day)),
    createdAt,
  };
}

/** One generated course of a population with `businessCount` businesses (seed's business ids), most published. */
export function courseFor(seed: number, index: number, businessCount: number, now: Date): GeneratedCourse {
  const random = randomFor(seed, "course", index);
  const entry = random.pick(courseCatalogue);
  const title = random.chance(0.5) ? `${entry.title} (${random.pick(intakes)})` : entry.title;
  return courseOf(random, idFor(seed, "course", index), idFor(seed, "business", random.int(0, businessCount - 1)), entry, title, random.chance(0.1), now);
}

export async function writeCourses(db: Queryable, rows: readonly GeneratedCourse[]): Promise<void> {
  await insertMany(db, "training_courses", {
    id: ["uuid", (r) => r.id], business_id: ["uuid", (r) => r.businessId], title: ["text", (r) => r.title], short_description: ["text", (r) => r.shortDescription],
    registration_url: ["text", (r) => r.registrationUrl], start_date: ["date", (r) => r.startDate], language_key: ["text", (r) => r.languageKey], level_key: ["text", (r) => r.levelKey],
    fee: ["numeric", (r) => r.fee], duration: ["integer", (r) => r.duration], duration_measurement_key: ["text", (r) => r.durationMeasurementKey], contact_email: ["text", (r) => r.contactEmail],
    contact_phone_number: ["text", (r) => r.contactPhoneNumber], long_description: ["text", (r) => r.longDescription], is_posted: ["boolean", (r) => r.isPosted],
    tag_key: ["text", (r) => r.tagKey], published_at: ["timestamptz", (r) => r.publishedAt], created_at: ["timestamptz", (r) => r.createdAt], updated_at: ["timestamptz", (r) => r.createdAt],
  }, rows);
  await refreshReferenceWords(db, rows.map((row) => row.id));
}

export interface DemoCourseOptions {
  /** The demo accounts' businesses: each gets a few courses, one of them a draft. */
  demoBusinessIds: readonly string[];
  /** The generated population (its seed and business count) the rest are spread over. */
  population: { seed: number; businesses: number };
  now: Date;
  /** Who the creation facts name (the demo seed). */
  actor: string;
}

/** The demo courses' ids, in catalogue order (the demo Businesses' own first), and those published among them. */
export interface DemoCourses {
  courseIds: string[];
  publishedCourseIds: string[];
}

/** The catalogue as demo courses, inside the demo seed's transaction; answers their ids (registrations use them). */
export async function seedDemoCourses(tx: Tx, options: DemoCourseOptions): Promise<DemoCourses> {
  const { demoBusinessIds, population, now, actor } = options;
  const perDemoBusiness = 6;
  const rows = courseCatalogue.map((entry, index) => {
    const random = randomFor(population.seed, "demo-course", index);
    const demoBusiness = demoBusinessIds[Math.floor(index / perDemoBusiness)];
    const own = demoBusiness !== undefined && index < demoBusinessIds.length * perDemoBusiness;
    const businessId = own ? demoBusiness : idFor(population.seed, "business", (index * 7) % Math.max(population.businesses, 1));
    // Every demo Business has one draft (the last of its six); about one in six of the others is a draft too.
    const draft = own ? index % perDemoBusiness === perDemoBusiness - 1 : index % 6 === 2;
    return courseOf(random, idFor(population.seed, "demo-course", index), businessId, entry, entry.title, draft, now);
  });
  await writeCourses(tx, rows);
  for (const row of rows) {
    await recordEvents(tx, courseStream(row.id), [{ type: "v1.TrainingCourseCreated", payload: { businessKey: row.businessId, ...courseEditOf(row) } }], { actor, at: now });
  }
  return { courseIds: rows.map((row) => row.id), publishedCourseIds: rows.filter((row) => row.isPosted).map((row) => row.id) };
}

export interface CourseFillOptions {
  seed: number;
  count: number;
  /** The population's business count (courses name their business by index). */
  businesses: number;
  now?: Date;
  log?: (line: string) => void;
}

/** `count` generated courses in batches of 2,000, one transaction each, then ANALYZE (scripts/seed.ts, the search bench). */
export async function fillCourses(db: Database, options: CourseFillOptions): Promise<void> {
  const { seed, count, businesses, now = new Date(), log = () => undefined } = options;
  if (count === 0) return;
  if (businesses === 0) throw new Error("Courses need businesses");
  const batchSize = 2000;
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => courseFor(seed, start + i, businesses, now));
    await db.orm.transaction((tx) => writeCourses(tx, rows));
    log(`courses: ${(start + rows.length).toLocaleString("en")} / ${count.toLocaleString("en")}`);
  }
  await db.orm.execute(sql`analyze training_courses`);
}
