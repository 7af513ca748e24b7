// Vacancies and ICT projects as the contract shows them; money is in Brunei dollars.
import type { components } from "@ictm/openapi/portal.ts";
import type { IctProjectRow } from "../db/schema.ts";
import { isVacancyOpen } from "@ictm/core/domain";
import type { BusinessCard } from "./business-card.ts";
import type { VacancyWithBusiness } from "./vacancy-store.ts";

export type JobVacancyView = components["schemas"]["JobVacancy"];
export type IctProjectView = components["schemas"]["IctProject"];

export function presentVacancy({ vacancy, business }: VacancyWithBusiness, now: Date): JobVacancyView {
  const { id, businessId, publishedAt, createdAt, updatedAt, ...fields } = vacancy;
  return {
    key: id,
    businessKey: businessId,
    businessName: business.businessName,
    businessLogo: business.logo,
    businessVerified: business.verified,
    employerContact: business.contact,
    ...fields,
    salaryCurrency: "BND",
    isOpen: isVacancyOpen(vacancy, now.getTime()),
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function presentProject({ project, business }: { project: IctProjectRow; business: BusinessCard }): IctProjectView {
  const { id, businessId, publishedAt, createdAt, updatedAt, ...fields } = project;
  return {
    key: id,
    businessKey: businessId,
    businessName: business.businessName,
    businessLogo: business.logo,
    businessVerified: business.verified,
    employerContact: business.contact,
    ...fields,
    budgetCurrency: "BND",
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
