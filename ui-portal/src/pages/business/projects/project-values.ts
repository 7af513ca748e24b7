// An ICT project as its form holds it (text, the skills as a list, published as a switch) and back into what
// createIctProject and updateIctProject take. Pure: the rules are core's IctProjectForm.
import { IctProjectForm, PROJECT_STAGES, validateForm, type FieldErrors, type IctProject, type IctProjectFormValues } from "@ictm/core";
import { choiceOf, numberText, parseAmount } from "../../../forms/convert.ts";

export type ProjectValues = {
  title: string;
  description: string;
  budget: string;
  skills: string[];
  stage: string;
  isPublished: boolean;
};

export const EMPTY_PROJECT: ProjectValues = { title: "", description: "", budget: "", skills: [], stage: "planned", isPublished: false };

export function projectValuesOf(project: IctProject): ProjectValues {
  return {
    title: project.title,
    description: project.description,
    budget: numberText(project.budget),
    skills: [...project.skills],
    stage: project.stage,
    isPublished: project.isPublished,
  };
}

const loose = (values: ProjectValues) => ({ ...values, budget: parseAmount(values.budget) });

export const validateProject = (values: ProjectValues): FieldErrors => validateForm(IctProjectForm, loose(values));

export function projectInputOf(values: ProjectValues): IctProjectFormValues | null {
  const stage = choiceOf(PROJECT_STAGES, values.stage);
  return stage === undefined ? null : { ...loose(values), stage };
}

export const STAGE_LABELS: { readonly [S in (typeof PROJECT_STAGES)[number]]: string } = {
  planned: "Planned",
  "in-progress": "In progress",
  completed: "Completed",
};

export const STAGE_OPTIONS = PROJECT_STAGES.map((stage) => ({ id: stage, label: STAGE_LABELS[stage] }));
