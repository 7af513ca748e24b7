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
] as const;

export const demoWorkflows = [
  { id: "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01", name: "Work Permits", permitTypes: ["pvv", "sawp", "lpa"], position: 1 },
] as const;
