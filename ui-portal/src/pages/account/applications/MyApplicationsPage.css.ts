// An application's card is a listing card like a registration's (the same list, title, facts, foot and actions);
// only the employer's line above the title and the note from the employer are its own.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export { actions, facts, foot, list, closing as status, title, titleLink } from "../../jobs/VacancyCard.css.ts";

export const employer = style({ margin: 0, color: vars.color.textSecondary });
export const note = style({ margin: 0, whiteSpace: "pre-line", maxWidth: vars.size.prose });
