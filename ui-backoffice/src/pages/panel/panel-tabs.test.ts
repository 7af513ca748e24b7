import { describe, expect, it } from "vitest";
import { isPanelTab, PANEL_TABS, panelTabIn, panelTabsOf } from "./panel-tabs.ts";

describe("the side panel's tabs", () => {
  it("are the spec's tabs, attachments beside the application", () => {
    expect(PANEL_TABS.map((tab) => tab.key)).toEqual(["info", "discussion", "application", "attachments", "notifications", "final-approval", "final-notifications", "evaluations"]);
  });

  it("knows its own tabs and nothing else", () => {
    expect(isPanelTab("discussion")).toBe(true);
    expect(isPanelTab("settings")).toBe(false);
  });

  it("are every tab over the board and the approved listing, only info over the archived listing", () => {
    expect(panelTabsOf("board")).toEqual(PANEL_TABS);
    expect(panelTabsOf("approved").map((tab) => tab.key)).toEqual(["info", "discussion", "application", "attachments", "notifications", "final-approval", "final-notifications", "evaluations"]);
    expect(panelTabsOf("archived").map((tab) => tab.key)).toEqual(["info"]);
  });

  it("opens the info tab for a tab the place does not have", () => {
    expect(panelTabIn("approved", "evaluations")).toBe("evaluations");
    expect(panelTabIn("archived", "evaluations")).toBe("info");
    expect(panelTabIn("board", "settings")).toBe("info");
    expect(panelTabIn("board", undefined)).toBe("info");
  });
});
