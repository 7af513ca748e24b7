// The reference lists every form uses, seeded by migrations 0003, 0008, 0011 and 0017: countries (Brunei Darussalam first, then by
// name) and the small lists, each in display order.
import { asc } from "drizzle-orm";
import { BUSINESS_TYPES } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import type { Queryable } from "../db/connect.ts";
import { countries, referenceItems } from "../db/schema.ts";

type ReferenceItem = components["schemas"]["ReferenceItem"];
export type CommonData = components["schemas"]["CommonData"];

export async function listCountries(db: Queryable): Promise<ReferenceItem[]> {
  return db.select({ key: countries.key, name: countries.name }).from(countries).orderBy(asc(countries.position));
}

export async function readCommonData(db: Queryable): Promise<CommonData> {
  const items = await db.select().from(referenceItems).orderBy(asc(referenceItems.list), asc(referenceItems.position));
  const list = (name: string): ReferenceItem[] => items.filter((item) => item.list === name).map(({ key, name: label }) => ({ key, name: label }));
  return {
    countries: await listCountries(db),
    // Core's labels, the ones the forms show; the rows migration 0003 seeded for this list are no longer read.
    businessTypes: BUSINESS_TYPES.map(({ value, label }) => ({ key: value, name: label })),
    bruneiIcColours: list("brunei-ic-colours"),
    lpaApplicationTypes: list("lpa-application-types"),
    salaryIntervals: list("salary-intervals"),
    districts: list("districts"),
    employmentTypes: list("employment-types"),
    contactChannelTypes: list("contact-channel-types"),
    // Migration 0017: what a training course's keys are chosen from.
    courseLanguages: list("course-languages"),
    courseLevels: list("course-levels"),
    courseDurationMeasurements: list("course-duration-measurements"),
    courseTags: list("course-tags"),
  };
}
