// The side panel over the board or a listing (…/application/{id}/{tab}): a modal sheet (react-aria Modal and
// Dialog: focus moves in and stays, Escape or Close returns to what is under it) with the application's reference
// and business, and its tabs as addresses, so a reload or a shared link opens the same tab. Which tabs it has is
// panel-tabs.ts's (over the archived listing, only info, read through the archived read). It loads the application
// once per id. The info tab comes with the panel; every other tab's code loads when it is first opened (lazy-tabs.tsx).
import { useSignals } from "@preact/signals-react/runtime";
import { loadArchivedApplication, loadBoardApplication, type BoardApplication } from "@ictm/core";
import { Button, Loaded, Tab, TabList, TabPanel, Tabs, useCore } from "@ictm/ui-kit";
import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLocation } from "wouter";
import type { ArchiveToggle } from "../listings/use-archive-toggle.tsx";
import { InfoTab } from "./InfoTab.tsx";
import { ApplicationTab, AttachmentsTab, DiscussionTab, EvaluationsTab, FinalApprovalTab, FinalNotificationsTab, PersonApprovalTab } from "./lazy-tabs.tsx";
import { isPanelTab, panelTabsOf, type PanelPlace, type PanelTab } from "./panel-tabs.ts";
import * as styles from "./Panel.css.ts";

export interface ApplicationPanelProps {
  /** Over the board (the default), the approved listing or the archived listing. */
  place?: PanelPlace;
  workflowId: string;
  applicationId: string;
  tab: PanelTab;
  /** The address of another tab of this panel. */
  tabHref: (tab: PanelTab) => string;
  onClose: () => void;
  /** Over a listing: its archive toggle, offered on the info tab. */
  archive?: ArchiveToggle;
}

export function ApplicationPanel({ place = "board", workflowId, applicationId, tab, tabHref, onClose, archive }: ApplicationPanelProps) {
  useSignals();
  const core = useCore();
  const [, navigate] = useLocation();
  const state = core.stores.boardApplication.value;
  const application = state.application?.applicationRecord.application.id === applicationId ? state.application : null;
  const load = () => core.run(place === "archived" ? loadArchivedApplication(workflowId, applicationId) : loadBoardApplication(workflowId, applicationId));
  useEffect(() => {
    void load();
  }, [core, place, workflowId, applicationId]);
  const tabs = panelTabsOf(place);
  const record = application?.applicationRecord;
  // On a phone the row of tabs scrolls: keep the open tab in view (a shared link may open the last one).
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [tab, application !== null]);

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())} className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <div className={styles.head}>
            <div>
              <Heading slot="title" level={2} className={styles.title}>
                {record ? record.application.reference : "Application"}
              </Heading>
              {record && application ? (
                <p className={styles.subtitle}>
                  {record.application.businessName} · {record.permitType.name} ({record.permitType.abbreviation}) · {place === "archived" ? "Archived" : application.workflowStep.name}
                </p>
              ) : null}
            </div>
            <Button variant="secondary" size="small" onPress={onClose}>
              Close
            </Button>
          </div>
          <div className={styles.body} ref={body}>
            <Loaded
              value={application}
              status={state.status === "idle" ? "loading" : state.status}
              retry={() => void load()}
              what="the application"
            >
              {(shown) => (
                <Tabs selectedKey={tab} onSelectionChange={(key) => (isPanelTab(key) ? navigate(tabHref(key)) : undefined)}>
                  <TabList aria-label="Application details">
                    {tabs.map((entry) => (
                      <Tab key={entry.key} id={entry.key}>
                        {entry.label}
                      </Tab>
                    ))}
                  </TabList>
                  {tabs.map((entry) => (
                    <TabPanel key={entry.key} id={entry.key}>
                      {tabContent(entry.key, shown, workflowId, place, archive)}
                    </TabPanel>
                  ))}
                </Tabs>
              )}
            </Loaded>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function tabContent(tab: PanelTab, application: BoardApplication, workflowId: string, place: PanelPlace, archive: ArchiveToggle | undefined): ReactNode {
  switch (tab) {
    case "info":
      return <InfoTab application={application} workflowId={workflowId} place={place} archive={archive} />;
    case "discussion":
      return <DiscussionTab application={application} workflowId={workflowId} />;
    case "application":
      return <ApplicationTab application={application} />;
    case "attachments":
      return <AttachmentsTab application={application} />;
    case "notifications":
      return <PersonApprovalTab application={application} />;
    case "final-approval":
      return <FinalApprovalTab application={application} />;
    case "final-notifications":
      return <FinalNotificationsTab application={application} />;
    case "evaluations":
      return <EvaluationsTab application={application} workflowId={workflowId} />;
  }
}
