// The side panel's tabs (spec §2): their address segments, in order, and the words on each tab. Pure.

export const PANEL_TABS = [
  { key: "info", label: "Info" },
  { key: "discussion", label: "Discussion" },
  { key: "application", label: "Application" },
  { key: "attachments", label: "Attachments" },
  { key: "notifications", label: "Person approval" },
  { key: "final-approval", label: "Final approval" },
  { key: "final-notifications", label: "Final notifications" },
  { key: "evaluations", label: "Evaluations" },
] as const;

export type PanelTab = (typeof PANEL_TABS)[number]["key"];

export function isPanelTab(value: string): value is PanelTab {
  return PANEL_TABS.some((tab) => tab.key === value);
}
