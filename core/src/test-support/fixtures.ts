// Records as the server answers them, for the unit tests of the members' own pages, vacancies and staff.
// Test-only; each one satisfies its contract type, so a change of the contract shows up here first.
import type {
  BusinessProfile,
  BusinessRegistrationData,
  BusinessVerification,
  CommonData,
  IctProject,
  JobVacancy,
  Staff,
  TalentProfile,
  VerificationRequest,
} from "../model.ts";

export const aTalentProfile: TalentProfile = {
  key: "0f8fad5b-d9cb-469f-a165-70867728950e",
  email: "ann@example.com",
  name: "Ann Talent",
  profilePicture: null,
  activatedAt: "2025-01-02T03:04:05.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
  details: {
    name: "Ann Talent",
    headline: "",
    summary: "",
    district: null,
    nationality: null,
    availability: "immediately",
    yearsOfExperience: 0,
  },
  resume: { education: [], workExperience: [], skills: [], certifications: [], languages: [] },
  contactDetails: { phone: null, address: null, website: null, linkedinUrl: null, githubUrl: null },
  privacySettings: { profileVisibility: "signed-in-businesses", showContactDetails: false, showResume: true, blockedBusinessKeys: [] },
  blockedBusinesses: [],
};

export const aVerificationRequest: VerificationRequest = {
  status: "pending",
  version: 1,
  applicantName: "Siti Rahman",
  applicantPosition: "Director",
  notes: "",
  documents: [{ fileId: "a1b2c3d4e5f6g7h8i9j0", name: "certificate.pdf", mediaType: "application/pdf", size: 1024, url: "/api/v1/files/a1b2c3d4e5f6g7h8i9j0" }],
  submittedAt: "2025-02-01T00:00:00.000Z",
  decidedAt: null,
  reason: null,
};

export const aBusinessProfile: BusinessProfile = {
  key: "16fd2706-8baf-433b-82eb-8c7fada847da",
  email: "hr@dataworks.bn",
  businessName: "DataWorks Sdn Bhd",
  businessType: "private-limited",
  registrationNumber: "RC/2019/0042",
  contactPerson: "Siti Rahman",
  description: "",
  industry: "Software",
  employeeCount: "10-49",
  contactDetails: { phone: "+673 222 3344", address: "Kiulap", website: null, linkedinUrl: null, githubUrl: null },
  logo: null,
  verification: null,
  isVerified: false,
  createdAt: "2025-01-01T00:00:00.000Z",
};

export const aJobVacancy: JobVacancy = {
  key: "6ba7b810-9dad-41d1-80b4-00c04fd430c8",
  businessKey: aBusinessProfile.key,
  businessName: aBusinessProfile.businessName,
  businessLogo: null,
  businessVerified: false,
  employerContact: { phone: "+673 222 3344", address: "Kiulap", website: null, linkedinUrl: null, email: null },
  title: "Site Reliability Engineer",
  description: "Keep our national platforms fast and available.",
  district: "brunei-muara",
  location: "Kiulap",
  employmentType: "full-time",
  salaryMin: 3500,
  salaryMax: 4500,
  salaryCurrency: "BND",
  salaryInterval: "monthly",
  skills: ["Kubernetes"],
  closingDate: "2025-03-31",
  status: "draft",
  isOpen: false,
  publishedAt: null,
  createdAt: "2025-02-01T00:00:00.000Z",
  updatedAt: "2025-02-01T00:00:00.000Z",
};

export const anIctProject: IctProject = {
  key: "9b2f6c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e",
  businessKey: aBusinessProfile.key,
  businessName: aBusinessProfile.businessName,
  businessLogo: null,
  businessVerified: false,
  employerContact: { phone: "+673 222 3344", address: "Kiulap", website: null, linkedinUrl: null, email: null },
  title: "National e-Payment Gateway",
  description: "A payment gateway for every government counter.",
  budget: 250000,
  budgetCurrency: "BND",
  skills: ["Go"],
  stage: "planned",
  isPublished: false,
  publishedAt: null,
  createdAt: "2025-02-01T00:00:00.000Z",
  updatedAt: "2025-02-01T00:00:00.000Z",
};

export const aCommonData: CommonData = {
  countries: [{ key: "BN", name: "Brunei Darussalam" }, { key: "MY", name: "Malaysia" }],
  businessTypes: [{ key: "private-limited", name: "Private limited company (Sdn Bhd)" }],
  bruneiIcColours: [{ key: "yellow", name: "Yellow" }],
  lpaApplicationTypes: [{ key: "new", name: "New" }],
  salaryIntervals: [{ key: "monthly", name: "Monthly" }],
  districts: [{ key: "brunei-muara", name: "Brunei-Muara" }],
  employmentTypes: [{ key: "full-time", name: "Full-time" }],
  contactChannelTypes: [{ key: "whatsapp", name: "WhatsApp" }],
  courseLanguages: [{ key: "english", name: "English" }, { key: "malay", name: "Malay" }],
  courseLevels: [{ key: "beginner", name: "Beginner" }, { key: "advanced", name: "Advanced" }],
  courseDurationMeasurements: [{ key: "hours", name: "Hours" }, { key: "weeks", name: "Weeks" }],
  courseTags: [{ key: "cloud-computing", name: "Cloud computing" }, { key: "cybersecurity", name: "Cybersecurity" }],
};

export const aStaff: Staff = { key: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", email: "officer@ictm.gov.bn", name: "Officer Hamid", roles: ["officer"] };

export const aBusinessVerification: BusinessVerification = {
  businessKey: aBusinessProfile.key,
  businessName: aBusinessProfile.businessName,
  registrationNumber: aBusinessProfile.registrationNumber,
  status: "pending",
  version: 1,
  applicantName: "Siti Rahman",
  applicantPosition: "Director",
  notes: "",
  documents: [],
  submittedAt: "2025-02-01T00:00:00.000Z",
  decidedAt: null,
  reason: null,
};

/** A Business's registration details as its registration form sends them. */
export const aBusinessRegistration = {
  businessName: "DataWorks Sdn Bhd",
  businessType: "private-limited",
  registrationNumber: "RC/2019/0042",
  contactPerson: "Siti Rahman",
  phone: "+673 222 3344",
  address: "Unit 5, Block B\nKiulap",
} as const satisfies BusinessRegistrationData;
