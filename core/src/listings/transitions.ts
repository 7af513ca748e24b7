// Which status a job vacancy may move to from the one it has: the one rule the server refuses by (409) and the
// UIs offer buttons by. Pure: no clock and no fields; the closing-date rule of publishing is the form's.
// ICT projects need none: publishing and unpublishing one is a switch either way, from any stage.
import type { PublicationStatus } from "../model.ts";

/** Where a vacancy may go from each status; `new` is a vacancy being created. */
export const VACANCY_TRANSITIONS: { readonly [From in PublicationStatus | "new"]: ReadonlyArray<PublicationStatus> } = {
  // A new vacancy is saved as a draft or published at once; closing one that never opened means nothing.
  new: ["draft", "published"],
  draft: ["draft", "published"],
  // Published: saved as it is, or closed; once seen by the public it never goes back to being a draft.
  published: ["published", "closed"],
  // Closed: saved as it is, or published again.
  closed: ["closed", "published"],
};

/** Whether a vacancy with status `from` (null: a new one) may be saved with status `to`. */
export const canMoveVacancy = (from: PublicationStatus | null, to: PublicationStatus): boolean =>
  VACANCY_TRANSITIONS[from ?? "new"].includes(to);

/** The statuses a vacancy's form may offer, in the order above (the first is the usual next step's fallback). */
export const vacancyMovesFrom = (from: PublicationStatus | null): ReadonlyArray<PublicationStatus> => VACANCY_TRANSITIONS[from ?? "new"];
