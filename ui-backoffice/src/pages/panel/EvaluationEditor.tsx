// The evaluation form both the panel and the chief evaluation pages use: an evaluation status from the reference
// list and a comment (core's EvaluationForm: both required). "this is comment" is only the comment's placeholder
// (core EVALUATION_COMMENT_PLACEHOLDER), never its value. The recording is the caller's core command; messages
// show on blur and on submit, the first invalid field is focused, and leaving with typed text asks first.
import { DECISION_LABELS, EVALUATION_COMMENT_PLACEHOLDER, EvaluationForm, type ReferenceItem, type RunResult, validateForm } from "@ictm/core";
import { Button, Form, FormActions, Select, TextArea, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState } from "react";

export interface EvaluationValues {
  readonly evaluationStatusKey: string;
  readonly comment: string;
}

export interface EvaluationEditorProps {
  statuses: readonly ReferenceItem[];
  /** The evaluation being replaced (the caller's own), or none for a first one. */
  initial?: EvaluationValues;
  /** Under the comment: who reads it. */
  description?: string;
  submitLabel: string;
  run: (values: EvaluationValues) => Promise<RunResult<unknown>>;
  /** After a recorded evaluation. */
  onRecorded?: () => void;
  onCancel?: () => void;
}

type Errors = Partial<Record<keyof EvaluationValues, string>>;

export function EvaluationEditor({ statuses, initial, description, submitLabel, run, onRecorded, onCancel }: EvaluationEditorProps) {
  const [values, setValues] = useState<EvaluationValues>(initial ?? { evaluationStatusKey: "", comment: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const changed = values.comment !== (initial?.comment ?? "") || values.evaluationStatusKey !== (initial?.evaluationStatusKey ?? "");
  const { allowLeaving } = useLeaveConfirmation(changed && !isPending);

  const judge = (next: EvaluationValues): Errors => {
    const found = validateForm(EvaluationForm, next);
    return { evaluationStatusKey: found["evaluationStatusKey"], comment: found["comment"] };
  };
  const change = (key: keyof EvaluationValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const blur = (key: keyof EvaluationValues) => setErrors((current) => ({ ...current, [key]: judge(values)[key] }));
  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    const found = judge(values);
    setErrors(found);
    if (found.evaluationStatusKey !== undefined || found.comment !== undefined) return;
    setPending(true);
    const result = await run({ evaluationStatusKey: values.evaluationStatusKey, comment: values.comment.trim() });
    setPending(false);
    if (result.ok) {
      allowLeaving();
      onRecorded?.();
    } else if (result.error._tag === "ValidationFailed") {
      const fields = result.error.fieldErrors;
      setErrors({ evaluationStatusKey: fields["evaluationStatusKey"], comment: fields["comment"] });
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      focusFirstInvalidOn={tries}
    >
      <Select
        label={DECISION_LABELS.evaluationStatusKey}
        options={statuses.map((status) => ({ id: status.key, label: status.name }))}
        value={values.evaluationStatusKey}
        onChange={(value) => change("evaluationStatusKey", value)}
        onBlur={() => blur("evaluationStatusKey")}
        errorMessage={errors.evaluationStatusKey}
        placeholder="Choose a status"
        isRequired
      />
      <TextArea
        label={DECISION_LABELS.comment}
        description={description}
        placeholder={EVALUATION_COMMENT_PLACEHOLDER}
        value={values.comment}
        onChange={(value) => change("comment", value)}
        onBlur={() => blur("comment")}
        errorMessage={errors.comment}
        isRequired
      />
      <FormActions>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}
