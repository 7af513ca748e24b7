// A dialog that asks for one text (a comment, remarks, a message) before an action: the page's words and the
// core's judgement of the text (`judge`, the form's own rule, so a blank required comment is refused before any
// call), the action as a core command (`run`), and the server's field message shown in place when it refuses the
// text. While the text holds something, leaving the page asks first. Cancel, Escape and success close it and
// clear it; the command's toasts are the core's.
import type { RunResult } from "@ictm/core";
import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "./Button.tsx";
import { Form } from "./Form.tsx";
import { FormDialog, FormDialogActions } from "./FormDialog.tsx";
import { useLeaveConfirmation } from "./LeaveConfirmation.tsx";
import { TextArea } from "./TextField.tsx";

export interface TextDialogProps {
  isOpen: boolean;
  title: string;
  /** What the dialog says above the field (who reads it, what is attached). */
  children?: ReactNode;
  label: string;
  /** Under the label: what the text is for and who reads it. */
  description: string;
  isRequired?: boolean;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** The text's problem by the form's own rule, or undefined when it may be sent. */
  judge: (text: string) => string | undefined;
  /** The name the server's field errors use for the text ("comment", "remarks", "message"). */
  field: string;
  run: (text: string) => Promise<RunResult<unknown>>;
  onClose: () => void;
}

export function TextDialog({ isOpen, title, children, label, description, isRequired = false, submitLabel, submitVariant, judge, field, run, onClose }: TextDialogProps) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(isOpen && text.trim() !== "");
  const close = () => {
    setText("");
    setMessage(undefined);
    onClose();
  };
  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    const problem = judge(text);
    if (problem !== undefined) return setMessage(problem);
    setPending(true);
    const result = await run(text);
    setPending(false);
    if (result.ok) {
      allowLeaving();
      close();
    } else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors[field] ?? result.error.message);
  };
  return (
    <FormDialog isOpen={isOpen} title={title} onClose={close} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        {children}
        <TextArea
          label={label}
          description={description}
          value={text}
          onChange={(next) => {
            setText(next);
            setMessage(undefined);
          }}
          errorMessage={message}
          isRequired={isRequired}
          autoFocus
        />
        <FormDialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} isPending={isPending}>
            {submitLabel}
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
