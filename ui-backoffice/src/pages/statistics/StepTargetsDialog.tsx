// "Edit targets" (administrators): one field per step of the workflow, the target in working days (half days from
// 0.5 to 250, core's rule; empty for no target). Save sets each changed step's target in turn (core's
// setStepTarget: the board's column and overdue marks and these statistics change at once, with a toast per step);
// a refused value stays in its field with the catalogue's words. Typed changes ask before leaving.
import { useState, type FormEvent } from "react";
import { isValidStepTarget, setStepTarget, STATISTICS_INPUT_MESSAGES, STEP_TARGET_MAX, STEP_TARGET_MIN, type StepStock } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextField, useCore, useLeaveConfirmation } from "@ictm/ui-kit";
import { formatDays } from "./statistics-view.ts";
import * as styles from "./Statistics.css.ts";

export interface StepTargetsDialogProps {
  isOpen: boolean;
  workflowId: string;
  steps: readonly StepStock[];
  onClose: () => void;
}

export function StepTargetsDialog({ isOpen, workflowId, steps, onClose }: StepTargetsDialogProps) {
  const [isPending, setPending] = useState(false);
  return (
    <FormDialog isOpen={isOpen} title="Step targets" onClose={onClose} isPending={isPending}>
      {/* Mounted only while open, so each opening starts from the targets as they are. */}
      {isOpen ? <TargetFields workflowId={workflowId} steps={steps} onClose={onClose} isPending={isPending} setPending={setPending} /> : null}
    </FormDialog>
  );
}

/** What a field's text means: null for none (empty), a number, or undefined when it is not a valid target. */
export const readTarget = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isValidStepTarget(value) ? value : undefined;
};

function TargetFields({
  workflowId,
  steps,
  onClose,
  isPending,
  setPending,
}: {
  workflowId: string;
  steps: readonly StepStock[];
  onClose: () => void;
  isPending: boolean;
  setPending: (pending: boolean) => void;
}) {
  const core = useCore();
  const initial = Object.fromEntries(steps.map((step) => [step.key, step.targetWorkingDays === null ? "" : formatDays(step.targetWorkingDays)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const changed = steps.filter((step) => readTarget(values[step.key] ?? "") !== step.targetWorkingDays);
  const isDirty = steps.some((step) => (values[step.key] ?? "") !== initial[step.key]);
  const { allowLeaving } = useLeaveConfirmation(isDirty);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const refused = Object.fromEntries(steps.filter((step) => readTarget(values[step.key] ?? "") === undefined).map((step) => [step.key, STATISTICS_INPUT_MESSAGES.stepTarget]));
    setErrors(refused);
    if (Object.keys(refused).length > 0) return setFocusRequest((count) => count + 1);
    if (changed.length === 0) return onClose();
    setPending(true);
    const failures: Record<string, string> = {};
    for (const step of changed) {
      const result = await core.run(setStepTarget({ workflowId, step: step.key, targetWorkingDays: readTarget(values[step.key] ?? "") ?? null }));
      if (!result.ok) failures[step.key] = result.error.message;
    }
    setPending(false);
    if (Object.keys(failures).length > 0) {
      setErrors(failures);
      return setFocusRequest((count) => count + 1);
    }
    allowLeaving();
    onClose();
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} focusFirstInvalidOn={focusRequest}>
      <p className={styles.sectionLead}>
        {`Working days a card may spend in each step before it is overdue: from ${STEP_TARGET_MIN} to ${STEP_TARGET_MAX}, in half days. Leave a step empty for no target.`}
      </p>
      <div className={styles.targetsForm}>
        {steps.map((step) => (
          <TextField
            key={step.key}
            label={step.name}
            value={values[step.key] ?? ""}
            onChange={(value) => {
              setValues((current) => ({ ...current, [step.key]: value }));
              setErrors(({ [step.key]: _dropped, ...rest }) => rest);
            }}
            inputMode="decimal"
            autoComplete="off"
            placeholder="No target"
            description="Working days"
            errorMessage={errors[step.key]}
          />
        ))}
      </div>
      <FormDialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          Save targets
        </Button>
      </FormDialogActions>
    </Form>
  );
}
