// The demo dataset, in one place so the README can cite it: loaded only into an empty database and only when
// DEMO is not "0". Every password here is public; never reuse one outside a demo.

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

export const demoWorkflows = [
  { id: "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01", name: "Work Permits", permitTypes: ["pvv", "sawp", "lpa"], position: 1 },
] as const;

/** The back-office's demo officer (`POST /backoffice/api/v1/sign-ins`). */
export const demoStaff = [{ email: "officer@demo.ictm.bn", password: "Demo!2345", name: "Dayang Mariam Osman", role: "officer" }] as const;

/**
 * Generated people, businesses and listings (demo/population/) so that every search shows results: a few hundred
 * of each, the same on every machine for this seed. Their members have no password: they cannot sign in.
 */
export const demoPopulation = { seed: 673, size: { talents: 400, businesses: 120, vacancies: 300, projects: 150 } } as const;
