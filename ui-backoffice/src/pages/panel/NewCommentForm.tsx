// Adds a comment to the application's current step (core's BoardCommentForm: trimmed and required). While it
// holds text, leaving the page asks first; after the save it starts empty again.
import { addBoardComment, BoardCommentForm, validateForm } from "@ictm/core";
import { Button, Form, FormActions, TextArea, useCore, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState } from "react";
import * as styles from "./Panel.css.ts";

export function NewCommentForm({ statusStepId, stepName }: { statusStepId: string; stepName: string }) {
  const core = useCore();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(text.trim() !== "");

  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    const error = validateForm(BoardCommentForm, { commentContent: text })["commentContent"];
    if (error !== undefined) return setMessage(error);
    setPending(true);
    const result = await core.run(addBoardComment({ statusStepId, commentContent: text }));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      setText("");
    } else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["commentContent"] ?? result.error.message);
  };

  return (
    <section className={styles.section} aria-labelledby="new-comment">
      <h3 id="new-comment" className={styles.sectionTitle}>
        Add a comment
      </h3>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        <TextArea
          label="Comment"
          description={`Added to ${stepName}. Other staff see it; the applicant does not.`}
          value={text}
          onChange={(next) => {
            setText(next);
            setMessage(undefined);
          }}
          errorMessage={message}
          isRequired
        />
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Add comment
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
