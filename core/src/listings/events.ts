// The listings area's events: a Business's job vacancies and ICT projects, and vacancies read one by one.
// Definitions only; the own-vacancies and own-projects stores fold them.
import { Schema } from "effect";
import { IctProjectShape as Project, JobVacancyShape as Vacancy } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

export const listingEvents = [
  defineEvent("v1.OwnJobVacanciesLoaded", Schema.Struct({ vacancies: Schema.Array(Vacancy) })),
  defineEvent("v1.BusinessJobVacanciesLoaded", Schema.Struct({ businessKey: Schema.String, vacancies: Schema.Array(Vacancy) })),
  defineEvent("v1.JobVacancyLoaded", Schema.Struct({ vacancy: Vacancy })),
  defineEvent("v1.JobVacancyCreated", Schema.Struct({ vacancy: Vacancy })),
  defineEvent("v1.JobVacancyUpdated", Schema.Struct({ vacancy: Vacancy })),
  defineEvent("v1.OwnIctProjectsLoaded", Schema.Struct({ projects: Schema.Array(Project) })),
  defineEvent("v1.IctProjectCreated", Schema.Struct({ project: Project })),
  defineEvent("v1.IctProjectUpdated", Schema.Struct({ project: Project })),
] as const;
