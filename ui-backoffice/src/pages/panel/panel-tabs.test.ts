import { describe, expect, it } from "vitest";
import { isPanelTab, PANEL_TABS } from "./panel-tabs.ts";

describe("the side panel's tabs", () => {
  it("are the spec's tabs, attachments beside the application", () => {
    expect(PANEL_TABS.map((tab) => tab.key)).toEqual(["info", "discussion", "application", "attachments", "notifications", "final-approval", "final-notifications", "evaluations"]);
  });

  it("knows its own tabs and nothing else", () => {
    expect(isPanelTab("discussion")).toBe(true);
    expect(isPanelTab("settings")).toBe(false);
  });
});
