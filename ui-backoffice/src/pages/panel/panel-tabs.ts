// The side panel's tabs (spec §2): their address segments, in order, and the words on each tab; and which of them
// the panel has where it opens: over the board and over the approved listing every tab, over the archived listing
// only the info tab (an archived application is read-only). Pure.

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

/** Where the panel opens: over a board, over the approved listing, over the archived listing. */
export type PanelPlace = "board" | "approved" | "archived";

/** The panel's tabs in `place`, in order. */
export function panelTabsOf(place: PanelPlace): ReadonlyArray<(typeof PANEL_TABS)[number]> {
  return place === "archived" ? PANEL_TABS.filter((tab) => tab.key === "info") : PANEL_TABS;
}

/** The tab an address names, as the panel in `place` shows it: one it does not have opens the info tab. */
export function panelTabIn(place: PanelPlace, segment: string | undefined): PanelTab {
  return panelTabsOf(place).find((tab) => tab.key === segment)?.key ?? "info";
}
