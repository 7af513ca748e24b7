// The side panel's tabs other than Info (the tab the panel opens on, which comes with it): each loads its code, with
// its forms and the decisions it runs, when it is first opened, so opening a card carries only what Info shows.
import { AreaSkeleton, lazyPart, QuietLoading } from "@ictm/ui-kit";

const loading = (
  <QuietLoading>
    <AreaSkeleton label="Loading the tab" />
  </QuietLoading>
);

export const DiscussionTab = lazyPart(() => import("./DiscussionTab.tsx").then((module) => module.DiscussionTab), loading, "this tab");
export const ApplicationTab = lazyPart(() => import("./ApplicationTab.tsx").then((module) => module.ApplicationTab), loading, "this tab");
export const AttachmentsTab = lazyPart(() => import("./AttachmentsTab.tsx").then((module) => module.AttachmentsTab), loading, "this tab");
export const PersonApprovalTab = lazyPart(() => import("./PersonApprovalTab.tsx").then((module) => module.PersonApprovalTab), loading, "this tab");
export const FinalApprovalTab = lazyPart(() => import("./FinalApprovalTab.tsx").then((module) => module.FinalApprovalTab), loading, "this tab");
export const FinalNotificationsTab = lazyPart(() => import("./FinalNotificationsTab.tsx").then((module) => module.FinalNotificationsTab), loading, "this tab");
export const EvaluationsTab = lazyPart(() => import("./EvaluationsTab.tsx").then((module) => module.EvaluationsTab), loading, "this tab");
