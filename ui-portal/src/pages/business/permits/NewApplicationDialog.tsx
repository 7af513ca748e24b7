// "New application": asks which of the three permit types (each with what it is for), creates the draft through
// the core and opens it in the editor. The type is the only question: the business block starts filled in from
// the business profile (the server's doing).
import { useState } from "react";
import { createExpatPermit, isPermitType, PERMIT_TYPE_INFO, PERMIT_TYPES } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, RadioGroup, useCore } from "@ictm/ui-kit";
import { useLocation } from "wouter";
import { recordPath } from "../../../app/paths.ts";

const OPTIONS = PERMIT_TYPES.map((type) => ({
  id: type,
  label: `${PERMIT_TYPE_INFO[type].name} (${PERMIT_TYPE_INFO[type].abbreviation})`,
  description: PERMIT_TYPE_INFO[type].summary,
}));

export function NewApplicationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const core = useCore();
  const [, navigate] = useLocation();
  const [type, setType] = useState("");
  const [tried, setTried] = useState(false);
  const [isPending, setPending] = useState(false);
  const close = () => {
    setType("");
    setTried(false);
    onClose();
  };
  const start = async () => {
    setTried(true);
    if (!isPermitType(type) || isPending) return;
    setPending(true);
    const created = await core.run(createExpatPermit(type));
    setPending(false);
    if (!created.ok) return;
    close();
    navigate(recordPath.expatPermit(type, created.value.application.id));
  };
  return (
    <FormDialog isOpen={isOpen} title="New application" onClose={close} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
        focusFirstInvalidOn={tried && type === "" ? 1 : 0}
      >
        <RadioGroup
          label="Which permit do you apply for?"
          options={OPTIONS}
          value={type}
          onChange={setType}
          isRequired
          errorMessage={tried && type === "" ? "Choose the kind of permit" : undefined}
        />
        <FormDialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Start application
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
