// One chief-evaluator link in the evaluations tab: whose it is, its state (open, used, revoked, expired: the
// word in a badge), which page it opens, when it was made and by whom, when it expires, whether it was e-mailed;
// an open one can be revoked by those who send links, after a confirmation (core's revokeChiefLink).
import { formatDateTime, revokeChiefLink, type ChiefLink } from "@ictm/core";
import { Badge, Button, ConfirmDialog, useCore, type BadgeTone } from "@ictm/ui-kit";
import { useState } from "react";
import * as styles from "./Panel.css.ts";

const STATES: Readonly<Record<ChiefLink["state"], { label: string; tone: BadgeTone; icon: "check" | "clock" | "cross" | null }>> = {
  open: { label: "Open", tone: "info", icon: "clock" },
  used: { label: "Used", tone: "success", icon: "check" },
  revoked: { label: "Revoked", tone: "neutral", icon: "cross" },
  expired: { label: "Expired", tone: "warning", icon: null },
};

const PAGES: Readonly<Record<ChiefLink["route"], string>> = {
  "chief-evaluation-form": "opens without sign-in",
  "internal-chief-evaluation-form": "opens after staff sign-in",
};

export function ChiefLinkEntry({ applicationId, link, mayRevoke }: { applicationId: string; link: ChiefLink; mayRevoke: boolean }) {
  const core = useCore();
  const [isAsking, setAsking] = useState(false);
  const [isPending, setPending] = useState(false);
  const state = STATES[link.state];
  const revoke = async () => {
    setPending(true);
    const result = await core.run(revokeChiefLink({ applicationId, linkId: link.id }));
    setPending(false);
    if (result.ok) setAsking(false);
  };
  return (
    <li className={styles.entry} aria-label={`Link for ${link.chief.name}, ${state.label}`}>
      <div className={styles.entryHead}>
        <span className={styles.entryName}>{link.chief.name}</span>
        <Badge tone={state.tone} icon={state.icon}>
          {state.label}
        </Badge>
      </div>
      <p className={styles.entryMeta}>
        {link.chief.email} · {link.workflowStepName} · {PAGES[link.route]}
        {link.emailed ? " · e-mailed" : " · not e-mailed"}
      </p>
      <p className={styles.entryMeta}>
        Made {formatDateTime(link.createdAt)} by {link.createdBy.name} · {link.state === "expired" ? "expired" : "expires"} {formatDateTime(link.expiresAt)}
      </p>
      {mayRevoke && link.state === "open" ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onPress={() => setAsking(true)}>
            Revoke
          </Button>
        </div>
      ) : null}
      <ConfirmDialog isOpen={isAsking} title="Revoke this link?" confirmLabel="Revoke link" isPending={isPending} onConfirm={() => void revoke()} onCancel={() => setAsking(false)}>
        <p>{link.chief.name} can no longer answer with it. You can send them a new link afterwards.</p>
      </ConfirmDialog>
    </li>
  );
}
