// /business/expat-permits: the Business's expat permit applications, newest change first, each with its reference,
// type, status, current step and last change, and what may be done with it now (continue a draft or an
// application given back, view one with the staff, archive a draft after asking). With none, the three permit
// types are explained; "New application" asks which type and opens the editor.
import { useState } from "react";
import {
  archiveExpatPermit,
  canEditPermit,
  formatRelativeOrAbsolute,
  loadExpatPermits,
  PERMIT_STATUS_LABELS,
  PERMIT_TYPE_INFO,
  PERMIT_TYPES,
  type PermitApplicationSummary,
} from "@ictm/core";
import { Badge, Button, Card, EmptyState, Loaded, useCore, type BadgeTone } from "@ictm/ui-kit";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { paths, recordPath } from "../../../app/paths.ts";
import { ItemActions, type ItemAction } from "../ItemActions.tsx";
import { NewApplicationDialog } from "./NewApplicationDialog.tsx";
import { useExpatPermits } from "./permit-data.ts";
import { stepOf } from "./permit-step.ts";
import * as styles from "./Permits.css.ts";

export function PermitsPage() {
  const [choosing, setChoosing] = useState(false);
  return (
    <MemberArea
      kind="Business"
      section={paths.expatPermits}
      title="Expat permits"
      lead="Your applications to bring in or employ expatriates. A draft stays here while you work on it; once submitted, the staff take it from there."
      action={<Button onPress={() => setChoosing(true)}>New application</Button>}
    >
      <Applications onNew={() => setChoosing(true)} />
      <NewApplicationDialog isOpen={choosing} onClose={() => setChoosing(false)} />
    </MemberArea>
  );
}

function Applications({ onNew }: { onNew: () => void }) {
  const core = useCore();
  const { status, items } = useExpatPermits();
  const [nowMillis] = useState(() => Date.now());
  return (
    <Loaded value={status === "loaded" ? items : null} status={status} retry={() => void core.run(loadExpatPermits())} what="your applications">
      {(applications) =>
        applications.length === 0 ? (
          <EmptyState heading="You have no expat permit applications yet" action={<Button onPress={onNew}>Start your first application</Button>}>
            <p>There are three kinds of application. Choose the one that fits when you start:</p>
            <dl className={styles.types}>
              {PERMIT_TYPES.map((type) => (
                <div key={type} className={styles.type}>
                  <dt className={styles.typeName}>
                    {PERMIT_TYPE_INFO[type].name} ({PERMIT_TYPE_INFO[type].abbreviation})
                  </dt>
                  <dd className={styles.typeSummary}>{PERMIT_TYPE_INFO[type].summary}</dd>
                </div>
              ))}
            </dl>
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label="Your applications">
            {applications.map((application) => (
              <ApplicationCard key={application.id} application={application} nowMillis={nowMillis} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

const STATUS_TONES = { draft: "neutral", submitted: "info", archived: "neutral" } as const satisfies Record<string, BadgeTone>;

function ApplicationCard({ application, nowMillis }: { application: PermitApplicationSummary; nowMillis: number }) {
  const info = PERMIT_TYPE_INFO[application.permitType];
  const title = `${application.reference} ${info.name}`;
  return (
    <Card as="li" className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {application.reference}
          <span className={styles.cardType}> · {info.name}</span>
        </h2>
        <span className={styles.badges}>
          <Badge tone={STATUS_TONES[application.status]}>{PERMIT_STATUS_LABELS[application.status]}</Badge>
          {application.hasUserGivenEditControl ? <Badge tone="warning">Returned to you</Badge> : null}
        </span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Business</dt>
          <dd>{application.businessName === "" ? "Not filled in yet" : application.businessName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Current step</dt>
          <dd>{stepOf(application)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Personnel</dt>
          <dd>{application.personnelCount}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Last change</dt>
          <dd>{formatRelativeOrAbsolute(application.updatedAt, nowMillis)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ItemActions item={{ title }} actions={actionsOf(application)} />
      </div>
    </Card>
  );
}

function actionsOf(application: PermitApplicationSummary): ItemAction[] {
  const href = recordPath.expatPermit(application.permitType, application.id);
  const open: ItemAction = canEditPermit(application) ? { label: "Continue", href } : { label: "View", href };
  if (application.status !== "draft") return [open];
  const archive: ItemAction = {
    label: "Archive",
    run: () => archiveExpatPermit(application.id),
    confirm: {
      title: "Archive this draft?",
      confirmLabel: "Archive draft",
      cancelLabel: "Keep it",
      text: <p>{application.reference} will leave your list of applications and can no longer be changed or submitted.</p>,
    },
  };
  return [open, archive];
}
