// What the listings' search reads of an application's people: every person's full name and passport number (core's
// personsOf), space-separated, empty values left out. Migration 0014 backfills the same text in SQL. Pure.
import { personsOf, PERSONNEL_SECTION, type PermitContent, type PermitType } from "@ictm/core/domain";

export const listingPersonsOf = (permitType: PermitType, content: PermitContent): string =>
  personsOf(permitType, content)
    .flatMap((person) => [person.fullName, person.passportNumber])
    .filter((value) => value !== "")
    .join(" ");

/** The text a saved personnel section gives for each type (the projector does not read the row's type). */
export function listingPersonsOfSection(values: Readonly<Record<string, unknown>>): Record<PermitType, string> {
  const of = (type: PermitType) => listingPersonsOf(type, { [PERSONNEL_SECTION]: values });
  return { pvv: of("pvv"), sawp: of("sawp"), lpa: of("lpa") };
}
