// The side panel over the board (…/application/{id}/{tab}): a modal sheet (react-aria Modal and Dialog: focus
// moves in and stays, Escape or Close returns to the board) with the application's reference and business, and
// its tabs as addresses, so a reload or a shared link opens the same tab. It loads the application once per id.
import { useSignals } from "@preact/signals-react/runtime";
import { loadBoardApplication, type BoardApplication } from "@ictm/core";
import { Button, Loaded, Tab, TabList, TabPanel, Tabs, useCore } from "@ictm/ui-kit";
import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLocation } from "wouter";
import { paths } from "../../app/paths.ts";
import { ApplicationTab } from "./ApplicationTab.tsx";
import { AttachmentsTab } from "./AttachmentsTab.tsx";
import { DiscussionTab } from "./DiscussionTab.tsx";
import { EvaluationsTab } from "./EvaluationsTab.tsx";
import { FinalApprovalTab } from "./FinalApprovalTab.tsx";
import { FinalNotificationsTab } from "./FinalNotificationsTab.tsx";
import { InfoTab } from "./InfoTab.tsx";
import { PANEL_TABS, type PanelTab } from "./panel-tabs.ts";
import { PersonApprovalTab } from "./PersonApprovalTab.tsx";
import * as styles from "./Panel.css.ts";

export interface ApplicationPanelProps {
  workflowId: string;
  applicationId: string;
  tab: PanelTab;
  onClose: () => void;
}

export function ApplicationPanel({ workflowId, applicationId, tab, onClose }: ApplicationPanelProps) {
  useSignals();
  const core = useCore();
  const [, navigate] = useLocation();
  const state = core.stores.boardApplication.value;
  const application = state.application?.applicationRecord.application.id === applicationId ? state.application : null;
  useEffect(() => {
    void core.run(loadBoardApplication(workflowId, applicationId));
  }, [core, workflowId, applicationId]);
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
                  {record.application.businessName} · {record.permitType.name} ({record.permitType.abbreviation}) · {application.workflowStep.name}
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
              retry={() => void core.run(loadBoardApplication(workflowId, applicationId))}
              what="the application"
            >
              {(shown) => (
                <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(paths.application(workflowId, applicationId, key))}>
                  <TabList aria-label="Application details">
                    {PANEL_TABS.map((entry) => (
                      <Tab key={entry.key} id={entry.key}>
                        {entry.label}
                      </Tab>
                    ))}
                  </TabList>
                  {PANEL_TABS.map((entry) => (
                    <TabPanel key={entry.key} id={entry.key}>
                      {tabContent(entry.key, shown, workflowId)}
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

function tabContent(tab: PanelTab, application: BoardApplication, workflowId: string): ReactNode {
  switch (tab) {
    case "info":
      return <InfoTab application={application} />;
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
