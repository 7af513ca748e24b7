// Generated businesses: a name in the style of Brunei's registered companies, a profile, and a verification
// request (most approved, some pending or rejected, some never asked). Pure: rows only.
import { businessNameFor, personName, type BusinessType } from "./names.ts";
import { idFor, randomFor, weighted } from "./random.ts";
import { businessTypeWeights, districtTowns, industries, sectors } from "./vocabulary.ts";

const day = 86_400_000;

export interface GeneratedBusiness {
  id: string;
  memberId: string;
  email: string;
  businessName: string;
  businessType: BusinessType;
  registrationNumber: string;
  contactPerson: string;
  phone: string;
  address: string;
  description: string;
  industry: string;
  employeeCount: "1-9" | "10-49" | "50-249" | "250-999" | "1000+";
  createdAt: Date;
  activatedAt: Date | null;
  verification: { status: "pending" | "approved" | "rejected"; submittedAt: Date; decidedAt: Date | null; reason: string | null } | null;
}

export function businessFor(seed: number, index: number, now: Date): GeneratedBusiness {
  const random = randomFor(seed, "business", index);
  const businessType = weighted(random, businessTypeWeights);
  const businessName = businessNameFor(random, businessType);
  const industry = random.chance(0.6) ? industries[0] : random.pick(industries);
  const district = weighted(random, [["brunei-muara", 75], ["belait", 15], ["tutong", 7], ["temburong", 3]] as const);
  const town = random.pick(districtTowns[district]);
  const employeeCount = weighted(random, [["1-9", 35], ["10-49", 35], ["50-249", 20], ["250-999", 7], ["1000+", 3]] as const);
  const createdAt = new Date(now.getTime() - random.int(30, 4 * 365) * day - random.int(0, day - 1));
  const verdict = weighted(random, [["approved", 60], ["pending", 15], ["rejected", 5], ["none", 20]] as const);
  const submittedAt = new Date(createdAt.getTime() + random.int(1, 20) * day);
  const slug = businessName.toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");
  return {
    id: idFor(seed, "business", index),
    memberId: idFor(seed, "business-member", index),
    email: `hr.${index}@${slug}.example.bn`,
    businessName,
    businessType,
    registrationNumber: `RC/${String(random.int(1, 99_999_999)).padStart(8, "0")}`,
    contactPerson: personName(random).name,
    phone: `+673 2${random.int(10, 99)} ${random.int(1000, 9999)}`,
    address: `Unit ${random.int(1, 30)}, Block ${random.pick(["A", "B", "C", "D"])}, ${town}, Brunei Darussalam`,
    description: `${businessName} ${random.pick(["builds", "runs", "supports", "designs"])} ${random.pick(["software", "networks", "cloud platforms", "data systems", "websites and apps"])} for ${random.pick(sectors)} and ${random.pick(sectors)} customers in Brunei Darussalam, from our office in ${town}.`,
    industry,
    employeeCount,
    createdAt,
    activatedAt: random.chance(0.98) ? new Date(createdAt.getTime() + random.int(60_000, day)) : null,
    verification:
      verdict === "none"
        ? null
        : { status: verdict, submittedAt, decidedAt: verdict === "pending" ? null : new Date(submittedAt.getTime() + random.int(1, 10) * day), reason: verdict === "rejected" ? "The certificate of incorporation could not be read." : null },
  };
}
