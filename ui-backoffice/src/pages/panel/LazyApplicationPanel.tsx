// The side panel as the board and the listings mount it: its code (the tabs, their forms and the decisions they
// run) loads when a panel first opens, or earlier once the page under it has shown (its likely next step). While
// it loads, the dimmed overlay and an empty sheet show quietly, so the click answers without a flash.
import { AreaSkeleton, lazyPart, QuietLoading } from "@ictm/ui-kit";
import type { ApplicationPanelProps } from "./ApplicationPanel.tsx";
import * as styles from "./Panel.css.ts";

export const LazyApplicationPanel = lazyPart<ApplicationPanelProps>(
  () => import("./ApplicationPanel.tsx").then((module) => module.ApplicationPanel),
  <QuietLoading>
    <div className={styles.overlay}>
      <div className={styles.sheet}>
        <AreaSkeleton label="Loading the application" />
      </div>
    </div>
  </QuietLoading>,
);
