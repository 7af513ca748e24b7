import { describe, expect, it } from "vitest";
import { enrolledCount, registeredText, registrantsText, withdrawalAskedText } from "./registrants-text.ts";

describe("a course's registrants in words", () => {
  it("counts those asking to withdraw among the enrolled, leaves out a status none has, and says when there is nobody", () => {
    expect(registrantsText({ enrolled: 3, withdrawalRequested: 1, withdrawn: 2 })).toBe("4 enrolled (1 asking to withdraw) · 2 withdrawn");
    expect(registrantsText({ enrolled: 0, withdrawalRequested: 1, withdrawn: 0 })).toBe("1 enrolled (1 asking to withdraw)");
    expect(registrantsText({ enrolled: 2, withdrawalRequested: 0, withdrawn: 0 })).toBe("2 enrolled");
    expect(registrantsText({ enrolled: 0, withdrawalRequested: 0, withdrawn: 3 })).toBe("3 withdrawn");
    expect(enrolledCount({ enrolled: 3, withdrawalRequested: 1, withdrawn: 2 })).toBe(4);
    expect(registrantsText({ enrolled: 0, withdrawalRequested: 0, withdrawn: 0 })).toBe("No registrants yet");
    expect(registrantsText(null)).toBe("");
  });

  it("dates a registration and a withdrawal request in Brunei time", () => {
    expect(registeredText({ registeredAt: "2026-01-05T07:04:00Z" })).toBe("Registered 5 Jan 2026, 3:04 PM");
    expect(withdrawalAskedText({ withdrawalRequestedAt: "2026-01-06T01:15:00Z" })).toBe("Asked to withdraw 6 Jan 2026, 9:15 AM");
    expect(withdrawalAskedText({ withdrawalRequestedAt: null })).toBe("Asked to withdraw");
  });
});
