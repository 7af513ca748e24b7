// A registration's card is a listing card like a vacancy's or an own course's (the same list, title, facts, foot and
// actions); only the provider's line above the title is its own.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export { actions, facts, foot, list, closing as status, title, titleLink } from "../../jobs/VacancyCard.css.ts";

export const provider = style({ margin: 0, color: vars.color.textSecondary });
