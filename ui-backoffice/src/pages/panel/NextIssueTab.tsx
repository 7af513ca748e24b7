// The tabs whose work arrives with the next issue (person approval, final approval and its notifications,
// evaluations): each shows what will appear there and that nothing has happened yet, as a real empty state.
import { EmptyState } from "@ictm/ui-kit";
import type { PanelTab } from "./panel-tabs.ts";

const EMPTY_STATES: Partial<Record<PanelTab, { heading: string; text: string }>> = {
  notifications: {
    heading: "No expatriates approved yet.",
    text: "Each expatriate named in the application is approved here one by one, with remarks, once the application reaches Person approval.",
  },
  "final-approval": {
    heading: "No final approval yet.",
    text: "The final approval, with its remarks and date, is recorded here when the application reaches Final approval.",
  },
  "final-notifications": {
    heading: "No notifications sent yet.",
    text: "After final approval, the e-mails to the Business and to the immigration department are listed here.",
  },
  evaluations: {
    heading: "No evaluations yet.",
    text: "Evaluations, each with its status and comment, appear here once the application reaches Evaluation.",
  },
};

export function NextIssueTab({ tab }: { tab: PanelTab }) {
  const state = EMPTY_STATES[tab] ?? { heading: "Nothing here yet.", text: "" };
  return (
    <EmptyState heading={state.heading} headingLevel={3}>
      {state.text}
    </EmptyState>
  );
}
