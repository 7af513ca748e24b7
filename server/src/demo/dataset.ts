// The demo dataset, in one place so the README can cite it: loaded only into an empty database and only when
// DEMO is not "0". Every password here is public; never reuse one outside a demo.
import { WORK_PERMITS_WORKFLOW } from "@ictm/core/domain";

export const demoAccounts = [
  {
    accountType: "Talent",
    email: "talent@demo.ictm.bn",
    password: "Demo!2345",
    name: "Nur Aisyah Rahman",
    activated: true,
  },
  {
    accountType: "Business",
    email: "business@demo.ictm.bn",
    password: "Demo!2345",
    // A Business member is named as its business (see businesses/register.ts).
    name: "Borneo Digital Sdn Bhd",
    activated: true,
    business: {
      businessName: "Borneo Digital Sdn Bhd",
      businessType: "private-limited",
      registrationNumber: "RC/00012345",
      contactPerson: "Hajah Siti Nurhaliza",
      phone: "+673 222 3344",
      address: "Unit 5, Block B, Kompleks Setia Kenangan, Jalan Kebangsaan, Bandar Seri Begawan BA1111, Brunei Darussalam",
    },
  },
] as const;

/** The default workflow with its steps and their roles, as core defines it (the board reads the rows). */
export const demoWorkflows = [{ ...WORK_PERMITS_WORKFLOW, position: 1 }] as const;

/** The back-office's demo staff, one per role, officer first (`POST /backoffice/api/v1/sign-ins`). */
export const demoStaff = [
  { email: "officer@demo.ictm.bn", password: "Demo!2345", name: "Dayang Mariam Osman", roles: ["officer"] },
  { email: "evaluator@demo.ictm.bn", password: "Demo!2345", name: "Awang Hafiz Rahman", roles: ["evaluator"] },
  { email: "approver@demo.ictm.bn", password: "Demo!2345", name: "Dr. Nur Aisyah Karim", roles: ["final-approver"] },
  { email: "admin@demo.ictm.bn", password: "Demo!2345", name: "Pengiran Amir Yusof", roles: ["administrator"] },
] as const;

/**
 * Generated people, businesses and listings (demo/population/) so that every search shows results: a few hundred
 * of each, the same on every machine for this seed. Their members have no password: they cannot sign in.
 */
export const demoPopulation = { seed: 673, size: { talents: 400, businesses: 120, vacancies: 300, projects: 150 } } as const;
