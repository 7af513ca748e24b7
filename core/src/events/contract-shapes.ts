// The contract's shapes that events carry whole, each with the keys it cannot be without (see contractShape).
// Pure; the keys follow openapi/*.yaml, and the checker refuses a list that misses a required one.
import { contractShape } from "./define-event.ts";
import type {
  BusinessProfile,
  BusinessSearchPage,
  BusinessVerification,
  CommonData,
  ContactDetails,
  IctProject,
  IctProjectSearchPage,
  JobSearchPage,
  JobVacancy,
  TalentProfile,
  TalentSearchPage,
  VerificationRequest,
  Workflow,
} from "../model.ts";

const stamps = { key: true, createdAt: true } as const;
const listing = { ...stamps, businessKey: true, businessName: true, businessLogo: true, businessVerified: true, employerContact: true } as const;
const decided = { status: true, version: true, applicantName: true, applicantPosition: true, notes: true } as const;
const documents = { documents: true, submittedAt: true, decidedAt: true, reason: true } as const;
const page = { items: true, count: true, countIsExact: true, pageNumber: true, pageSize: true, totalPages: true } as const;

export const ContactDetailsShape = contractShape<ContactDetails>("ContactDetails", {
  phone: true, address: true, website: true, linkedinUrl: true, githubUrl: true,
});
export const TalentProfileShape = contractShape<TalentProfile>("TalentProfile", {
  ...stamps, email: true, name: true, profilePicture: true, activatedAt: true, details: true, resume: true,
  contactDetails: true, privacySettings: true, blockedBusinesses: true,
});
export const BusinessProfileShape = contractShape<BusinessProfile>("BusinessProfile", {
  ...stamps, email: true, businessName: true, businessType: true, registrationNumber: true, contactPerson: true,
  description: true, industry: true, employeeCount: true, contactDetails: true, logo: true, verification: true,
});
export const VerificationRequestShape = contractShape<VerificationRequest>("VerificationRequest", { ...decided, ...documents });
export const BusinessVerificationShape = contractShape<BusinessVerification>("BusinessVerification", {
  ...decided, ...documents, businessKey: true, businessName: true, registrationNumber: true,
});
export const JobVacancyShape = contractShape<JobVacancy>("JobVacancy", {
  ...listing, title: true, description: true, district: true, location: true, employmentType: true, salaryMin: true,
  salaryMax: true, salaryCurrency: true, salaryInterval: true, skills: true, closingDate: true, status: true,
  isOpen: true, publishedAt: true, updatedAt: true,
});
export const IctProjectShape = contractShape<IctProject>("IctProject", {
  ...listing, title: true, description: true, budget: true, budgetCurrency: true, skills: true, stage: true,
  isPublished: true, publishedAt: true, updatedAt: true,
});
export const CommonDataShape = contractShape<CommonData>("CommonData", {
  countries: true, businessTypes: true, bruneiIcColours: true, lpaApplicationTypes: true, salaryIntervals: true,
  districts: true, employmentTypes: true, contactChannelTypes: true,
  courseLanguages: true, courseLevels: true, courseDurationMeasurements: true, courseTags: true,
});
export const WorkflowShape = contractShape<Workflow>("Workflow", { id: true, name: true, permitTypes: true });
const searchPage = { ...page, suggestions: true } as const;
const facetedPage = { ...searchPage, facets: true } as const;
export const TalentSearchPageShape = contractShape<TalentSearchPage>("TalentSearchPage", facetedPage);
export const BusinessSearchPageShape = contractShape<BusinessSearchPage>("BusinessSearchPage", facetedPage);
export const JobSearchPageShape = contractShape<JobSearchPage>("JobSearchPage", facetedPage);
export const IctProjectSearchPageShape = contractShape<IctProjectSearchPage>("IctProjectSearchPage", searchPage);
