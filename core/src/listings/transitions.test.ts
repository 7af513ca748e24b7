import { describe, expect, it } from "vitest";
import { PUBLICATION_STATUSES } from "./job-vacancy-form.ts";
import { canMoveVacancy, vacancyMovesFrom } from "./transitions.ts";

describe("a vacancy's status moves", () => {
  it("start as a draft or published, and never go back to draft once published or closed", () => {
    expect(vacancyMovesFrom(null)).toEqual(["draft", "published"]);
    expect(canMoveVacancy(null, "closed")).toBe(false);
    expect(canMoveVacancy("draft", "closed")).toBe(false);
    expect(canMoveVacancy("published", "draft")).toBe(false);
    expect(canMoveVacancy("closed", "draft")).toBe(false);
    expect(canMoveVacancy("published", "closed")).toBe(true);
    expect(canMoveVacancy("closed", "published")).toBe(true);
  });

  it("always let a vacancy be saved as it is", () => {
    for (const status of PUBLICATION_STATUSES) expect(canMoveVacancy(status, status)).toBe(true);
  });
});
