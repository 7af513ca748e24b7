// The ICT project form, with the contract's exact words.
// Pure: the UIs call validateForm; createIctProject and updateIctProject decode with it.
import { Schema } from "effect";
import {
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  SkillsField,
  booleanField,
  choiceField,
  nullable,
  numberField,
  requiredText,
} from "../forms/fields.ts";
import { LISTING_TEXT_LIMITS as LIMITS } from "./listing-limits.ts";

export const PROJECT_STAGES = ["planned", "in-progress", "completed"] as const;
const BUDGET_MESSAGE = "Please enter a budget in BND.";

export const IctProjectForm = Schema.Struct({
  title: requiredText("Please enter a project title (3 to 120 characters).", LIMITS.title.min, LIMITS.title.max),
  description: requiredText(
    "Please describe the project (20 to 5,000 characters).",
    LIMITS.description.min,
    LIMITS.description.max,
    NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  ),
  budget: nullable(numberField(BUDGET_MESSAGE, 0, 1_000_000_000), BUDGET_MESSAGE),
  skills: SkillsField,
  stage: choiceField(PROJECT_STAGES, "Please choose the project's stage."),
  isPublished: booleanField("Please choose whether to publish the project."),
});
export type IctProjectFormValues = typeof IctProjectForm.Type;
