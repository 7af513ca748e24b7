// Change one staff member's roles. Core's form checks that at least one is chosen; core's rule says an
// administrator may not take the administrator role from themselves (said under the roles before anything is
// sent; the server refuses it too). Core's toast says "Saved Successfully".
import { useState, type FormEvent } from "react";
import { refuseRolesChange, setStaffRoles, STAFF_MESSAGES, StaffRolesForm, validateForm, type Staff, type StaffRole } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, useCore, useFormFields } from "@ictm/ui-kit";
import { RolesField } from "./RolesField.tsx";

type RolesDraft = { roles: StaffRole[] };

export function ChangeRolesDialog({ member, actor, onClose }: { member: Staff | null; actor: Staff; onClose: () => void }) {
  return (
    <FormDialog isOpen={member !== null} title={member ? `Roles of ${member.name}` : "Roles"} onClose={onClose}>
      {member ? <ChangeRolesForm key={member.key} member={member} actor={actor} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ChangeRolesForm({ member, actor, onClose }: { member: Staff; actor: Staff; onClose: () => void }) {
  const core = useCore();
  const validate = (values: RolesDraft) => {
    const errors = validateForm(StaffRolesForm, values);
    if (Object.keys(errors).length > 0) return errors;
    return refuseRolesChange({ actor, targetKey: member.key, roles: values.roles }) === "self-demotion" ? { roles: STAFF_MESSAGES.selfDemotion } : {};
  };
  const form = useFormFields<RolesDraft>({ roles: [...member.roles] }, validate);
  const [isPending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    if (!form.isDirty) return onClose();
    setPending(true);
    const result = await core.run(setStaffRoles({ staffKey: member.key, roles: values.roles }));
    setPending(false);
    if (result.ok) onClose();
    else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
      <p>{member.email}</p>
      <RolesField binding={form.bind("roles")} />
      <FormDialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          Save roles
        </Button>
      </FormDialogActions>
    </Form>
  );
}
