// "Add signatory" and "Edit": the name, the title and whether the signatory is active (core's SignatoryForm judges
// them, the server the same), and when editing, the signature image, replaced at once when one is picked (the one
// upload mechanism, purpose `signature`). "Saved Successfully" is core's toast. Typed changes ask before leaving.
import { useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  checkUploadFiles,
  createSignatory,
  SIGNATURE_LABELS,
  SignatoryForm,
  updateSignatory,
  UPLOAD_RULES,
  uploadLimitText,
  uploadSignatoryImage,
  validateForm,
  type Signatory,
  type SignatoryValues,
} from "@ictm/core";
import { Button, FileDropZone, Form, FormDialog, FormDialogActions, Switch, TextField, useCore, useFormFields, useLeaveConfirmation, type PickedFile } from "@ictm/ui-kit";
import { SignatoryImage } from "./SignatoryImage.tsx";

export type SignatoryEditing = { readonly kind: "add" } | { readonly kind: "edit"; readonly signatory: Signatory } | null;

const validate = (values: SignatoryValues) => validateForm(SignatoryForm, values);

export interface SignatoryDialogProps {
  editing: SignatoryEditing;
  onClose: () => void;
  /** A signatory was added: the page opens it for editing, so its signature image can be uploaded next. */
  onAdded: (signatory: Signatory) => void;
}

export function SignatoryDialog({ editing, onClose, onAdded }: SignatoryDialogProps) {
  const title = editing?.kind === "edit" ? `Edit ${editing.signatory.name}` : "Add signatory";
  return (
    <FormDialog isOpen={editing !== null} title={title} onClose={onClose}>
      {/* Mounted only while open, so each opening starts from the signatory as it is. */}
      {editing === null ? null : <SignatoryFields key={editing.kind === "edit" ? editing.signatory.id : "new"} editing={editing} onClose={onClose} onAdded={onAdded} />}
    </FormDialog>
  );
}

function SignatoryFields({ editing, onClose, onAdded }: { editing: Exclude<SignatoryEditing, null>; onClose: () => void; onAdded: (signatory: Signatory) => void }) {
  const core = useCore();
  const signatory = editing.kind === "edit" ? editing.signatory : null;
  const form = useFormFields<SignatoryValues>(signatory === null ? { name: "", title: "", isActive: true } : { name: signatory.name, title: signatory.title, isActive: signatory.isActive }, validate);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(form.isDirty);
  const active = form.bind("isActive");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.submit();
    if (values === null || isPending) return;
    if (signatory !== null && !form.isDirty) return onClose();
    setPending(true);
    const result = await core.run(signatory === null ? createSignatory(values) : updateSignatory(signatory.id, values));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      if (signatory === null) onAdded(result.value);
      else onClose();
    } else if (result.error._tag === "ValidationFailed") form.setServerErrors(result.error.fieldErrors);
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} focusFirstInvalidOn={form.focusRequest}>
      <TextField {...form.field("name")} label={SIGNATURE_LABELS.name} description="As printed under the signature on the letters." autoComplete="off" isRequired />
      <TextField {...form.field("title")} label={SIGNATURE_LABELS.title} description="The post, e.g. Director, ICT Manpower." autoComplete="off" isRequired />
      <Switch isSelected={active.value} onChange={active.onChange} description="Only an active signatory can be chosen to sign final letters.">
        {SIGNATURE_LABELS.isActive}
      </Switch>
      {signatory === null ? <p>Once added, the signature image can be uploaded here.</p> : <SignatureImageField signatoryId={signatory.id} />}
      <FormDialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          {signatory === null ? "Add signatory" : "Save"}
        </Button>
      </FormDialogActions>
    </Form>
  );
}

/** The current signature image, replaced as soon as a new one is picked (pre-checked by core's rule first). */
function SignatureImageField({ signatoryId }: { signatoryId: string }) {
  useSignals();
  const core = useCore();
  const current = core.stores.signatories.value.items.find((item) => item.id === signatoryId) ?? null;
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const onSelect = async ([file]: File[]) => {
    if (file === undefined || picked?.progress !== undefined) return;
    const check = checkUploadFiles("signature", [file]);
    if (!check.accepted) {
      setPicked(null);
      return setRefusal(check.message);
    }
    setRefusal(undefined);
    const uploading: PickedFile = { id: `${file.name}-${file.lastModified}`, file, progress: "unknown" };
    setPicked(uploading);
    const result = await core.run(uploadSignatoryImage(signatoryId, file));
    setPicked(result.ok ? null : { id: uploading.id, file, errorMessage: result.error.message });
  };

  return (
    <FileDropZone
      label={SIGNATURE_LABELS.image}
      description={`${uploadLimitText("signature")}. Dark ink on a white or clear background. It replaces the current image at once; letters already signed keep theirs.`}
      buttonLabel="Upload a signature image"
      acceptedFileTypes={UPLOAD_RULES.signature.mediaTypes}
      files={picked === null ? [] : [picked]}
      onSelect={(files) => void onSelect(files)}
      onRemove={() => setPicked(null)}
      errorMessage={refusal}
      isDisabled={picked?.progress !== undefined}
    >
      {current === null ? null : <SignatoryImage signatory={current} size="large" />}
    </FileDropZone>
  );
}
