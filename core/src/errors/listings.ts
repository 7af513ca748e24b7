// Tagged errors of vacancies and ICT projects. Text defaults come from the catalogue only.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

/** A vacancy's status may not move that way (problem kind `vacancy-status-refused`; core's listings transitions). */
export class VacancyMoveRefused extends Schema.TaggedError<VacancyMoveRefused>()("VacancyMoveRefused", {
  message: text(MESSAGES.vacancyStatusRefused),
  silent,
}) {}
