import { describe, expect, it } from "vitest";
import { actorName, countText, toggleQuestion } from "./listing-view.ts";

describe("the listings' words", () => {
  it("count the applications, with the search when there is one", () => {
    expect(countText("approved", 23, "")).toBe("23 approved applications");
    expect(countText("archived", 1, "")).toBe("1 archived application");
    expect(countText("approved", 2, "borneo")).toBe("2 approved applications matching “borneo”");
  });

  it("ask core's question before a toggle, as a title and a text", () => {
    expect(toggleQuestion("approved", "LPA-2026-0001")).toEqual({
      title: "Archive LPA-2026-0001?",
      text: "It leaves the approved list and the board; it can be unarchived from the archived list.",
    });
    const unarchive = toggleQuestion("archived", "PVV-2026-0002");
    expect(unarchive.title).toBe("Unarchive PVV-2026-0002?");
    expect(unarchive.text).not.toBe("");
  });

  it("name who did it, or a dash when nobody is named", () => {
    expect(actorName({ name: "Aminah Officer" })).toBe("Aminah Officer");
    expect(actorName(null)).toBe("—");
    expect(actorName({ name: " " })).toBe("—");
  });
});
