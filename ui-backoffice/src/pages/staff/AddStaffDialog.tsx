// "Add staff member": an administrator gives the name, e-mail address and roles, and a password or none (then the
// new member is e-mailed a link to choose one). Core checks the form and creates the account; its toast says
// "Saved Successfully". A taken address is marked on the field. Navigating away with typed values asks first.
import { useState, type FormEvent } from "react";
import { createStaff, NewStaffForm, passwordLengthText, validateForm, type Staff } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextField, useCore, useFormFields, useLeaveConfirmation } from "@ictm/ui-kit";
import { RolesField } from "./RolesField.tsx";
import { emptyNewStaff, newStaffInput, type NewStaffDraft } from "./staff-values.ts";

const validate = (values: NewStaffDraft) => validateForm(NewStaffForm, newStaffInput(values));

export function AddStaffDialog({ isOpen, onClose, onAdded }: { isOpen: boolean; onClose: () => void; onAdded: (staff: Staff) => void }) {
  return (
    <FormDialog isOpen={isOpen} title="Add staff member" onClose={onClose}>
      {/* Mounted only while open, so each opening starts from empty fields. */}
      {isOpen ? <AddStaffForm onClose={onClose} onAdded={onAdded} /> : null}
    </FormDialog>
  );
}

function AddStaffForm({ onClose, onAdded }: { onClose: () => void; onAdded: (staff: Staff) => void }) {
  const core = useCore();
  const form = useFormFields<NewStaffDraft>(emptyNewStaff, validate);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(form.isDirty);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(createStaff(newStaffInput(values)));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      onAdded(result.value);
    } else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
    else if (result.error._tag === "EmailAlreadyRegistered") form.setServerErrors({ email: result.error.message });
  };

  return (
    <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
      <TextField {...form.field("name")} label="Name" autoComplete="off" isRequired />
      <TextField {...form.field("email")} label="E-mail address" type="email" inputMode="email" autoComplete="off" isRequired />
      <RolesField binding={form.bind("roles")} />
      <TextField
        {...form.field("password")}
        label="Password (optional)"
        description={`Leave it empty and we e-mail them a link to choose their own. ${passwordLengthText}`}
        type="password"
        autoComplete="new-password"
      />
      <FormDialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          Add staff member
        </Button>
      </FormDialogActions>
    </Form>
  );
}
