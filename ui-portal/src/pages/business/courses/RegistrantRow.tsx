// One registrant of a course: name, e-mail (or that the talent hides it), when they registered and their status;
// one asking to withdraw also shows when they asked, and the Business's two answers: "Approve withdrawal" (after
// asking: the registration ends) and "Decline" (they stay enrolled). What may be decided is core's rule.
import { useState } from "react";
import { approveCourseWithdrawal, declineCourseWithdrawal, mayDecideWithdrawal, REGISTRATION_STATUS_LABELS, type CourseRegistrant } from "@ictm/core";
import { Badge, Button, ConfirmDialog, useCore, type BadgeTone } from "@ictm/ui-kit";
import * as styles from "./RegistrantsPage.css.ts";
import { registeredText, withdrawalAskedText } from "./registrants-text.ts";

const STATUS_TONES = { enrolled: "success", "withdrawal-requested": "warning", withdrawn: "neutral" } as const satisfies Record<CourseRegistrant["status"], BadgeTone>;

export function RegistrantRow({ courseId, registrant }: { courseId: string; registrant: CourseRegistrant }) {
  const core = useCore();
  const [busy, setBusy] = useState<"approve" | "decline" | null>(null);
  const [asking, setAsking] = useState(false);
  const nameId = `registrant-${registrant.key}`;
  const approve = async () => {
    setBusy("approve");
    const result = await core.run(approveCourseWithdrawal(courseId, registrant.key));
    setBusy(null);
    if (result.ok) setAsking(false);
  };
  const decline = async () => {
    setBusy("decline");
    await core.run(declineCourseWithdrawal(courseId, registrant.key));
    setBusy(null);
  };
  const pending = mayDecideWithdrawal(registrant.status);
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.who}>
        <h3 id={nameId} className={styles.name}>
          {registrant.name}
        </h3>
        <p className={registrant.email === null ? styles.hidden : styles.email}>{registrant.email ?? "Hidden by the talent"}</p>
      </div>
      <div className={styles.when}>
        <p>{registeredText(registrant)}</p>
        {pending ? <p>{withdrawalAskedText(registrant)}</p> : null}
      </div>
      <div className={styles.state}>
        <Badge tone={STATUS_TONES[registrant.status]} icon={registrant.status === "withdrawal-requested" ? "clock" : null}>
          {REGISTRATION_STATUS_LABELS[registrant.status]}
        </Badge>
      </div>
      {pending ? (
        <div className={styles.decisions}>
          <Button size="small" aria-label={`Approve withdrawal of ${registrant.name}`} isDisabled={busy !== null} onPress={() => setAsking(true)}>
            Approve withdrawal
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={`Decline withdrawal of ${registrant.name}`}
            isPending={busy === "decline"}
            isDisabled={busy === "approve"}
            onPress={() => void decline()}
          >
            Decline
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking}
        title="Approve this withdrawal?"
        confirmLabel="Approve withdrawal"
        cancelLabel="Keep them enrolled"
        isPending={busy === "approve"}
        onConfirm={() => void approve()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {registrant.name}'s registration ends and they are told by e-mail. They may register again later while the course is
          published.
        </p>
      </ConfirmDialog>
    </li>
  );
}
