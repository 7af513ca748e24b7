// One section of an application in the editor: its fields (PermitFields) from the values as stored, messages under
// the fields (core's draft rules as you go; after a submit, what the submit rules still say; after a refused save,
// the server's), and Save, which sends the section through the core ("Saved Successfully" is the core's toast).
// Leaving with unsaved changes asks first. Files taken out are deleted once no saved value holds them.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  deletePermitFile,
  permitSectionVerdict,
  savePermitSection,
  uploadPermitFile,
  type PermitContext,
  type PermitFormRecord,
  type PermitType,
  type ReferenceItem,
  type ReferenceList,
  type SectionDescriptor,
  type SectionValues,
} from "@ictm/core";
import { Button, Form, FormActions, FormNote, useCore, useFormFields, useLeaveConfirmation, type SelectOption } from "@ictm/ui-kit";
import { FormSection } from "../../shared/FormSection.tsx";
import { FieldsContext, type PermitFieldsContext, type UploadAnswer } from "./permit-fields-context.ts";
import { PermitFields } from "./PermitFields.tsx";
import { fileIdsIn, firstMessages, pathName, sectionMessages, valueAt, withValue, type Path } from "./permit-values.ts";

export interface SectionFormProps {
  type: PermitType;
  record: PermitFormRecord;
  section: SectionDescriptor;
  context: PermitContext;
  references: Partial<Record<ReferenceList, ReadonlyArray<ReferenceItem>>>;
  vacancies: ReadonlyArray<SelectOption>;
  /** What the submit rules say of this section, by path inside it, after a submit was tried ({} before). */
  submitMessages: Readonly<Record<string, string>>;
  /** The field to move focus to on arrival (a link of the review step). */
  focusPath: string | null;
}

export function SectionForm({ type, record, section, context, references, vacancies, submitMessages, focusPath }: SectionFormProps) {
  const core = useCore();
  const applicationId = record.application.id;
  const stored: SectionValues = record.form.content[section.key] ?? {};
  const validate = useCallback((values: SectionValues) => firstMessages(permitSectionVerdict(type, section.key, values, "draft", context)), [type, section.key, context]);
  const form = useFormFields<SectionValues>(stored, validate);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [isPending, setPending] = useState(false);
  const savedFiles = useRef(new Set(fileIdsIn(section.fields, stored)));
  const removedFiles = useRef(new Set<string>());
  useLeaveConfirmation(form.isDirty);
  useFocusOnArrival(focusPath);

  const markEdited = useCallback((name: string) => setEdited((current) => (current.has(name) ? current : new Set(current).add(name))), []);

  // What the fields read from this form (a new value each render, as the form's own bindings are).
  const fields: PermitFieldsContext = {
    bind: (path: Path) => {
      const name = pathName(path);
      const binding = form.connect(name, valueAt(form.values, path), (next: unknown) => {
        form.update((values) => withValue(values, path, next));
        markEdited(name);
      });
      return { ...binding, errorMessage: binding.errorMessage ?? (edited.has(name) ? undefined : submitMessages[name]) };
    },
    change: (path, update) => {
      form.update((values) => withValue(values, path, update(valueAt(values, path))));
      markEdited(pathName(path));
    },
    references,
    vacancies,
    vacancy: record.application.vacancy,
    files: record.files,
    upload: async (file, pdf): Promise<UploadAnswer> => {
      const result = await core.run(uploadPermitFile(applicationId, file, { pdf }));
      return result.ok ? { ok: true, fileId: result.value.fileUpload.id } : { ok: false, message: result.error.message };
    },
    discard: (fileId) => {
      if (savedFiles.current.has(fileId)) removedFiles.current.add(fileId);
      else void core.run(deletePermitFile(applicationId, fileId));
    },
    isDisabled: isPending,
  };

  const save = async () => {
    const values = form.submit();
    if (values === null || isPending) return;
    setPending(true);
    const result = await core.run(savePermitSection(type, applicationId, section.key, values));
    setPending(false);
    if (!result.ok) {
      if (result.error._tag === "ValidationFailed") form.setServerErrors(sectionMessages(result.error.fieldErrors, section.key));
      return;
    }
    const saved = result.value.form.content[section.key] ?? values;
    form.reset(saved);
    setEdited(new Set());
    const kept = new Set(fileIdsIn(section.fields, saved));
    for (const fileId of removedFiles.current) if (!kept.has(fileId)) void core.run(deletePermitFile(applicationId, fileId));
    removedFiles.current = new Set();
    savedFiles.current = kept;
  };

  return (
    <FormSection title={section.title} description={section.description}>
      <FieldsContext.Provider value={fields}>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          focusFirstInvalidOn={form.focusRequest}
          aria-label={section.title}
        >
          <FormNote>Fields marked * are needed to submit; you can save a section before it is complete.</FormNote>
          <PermitFields fields={section.fields} base={[]} values={form.values} headingLevel={3} />
          <FormActions>
            <Button type="submit" isPending={isPending}>
              Save section
            </Button>
          </FormActions>
        </Form>
      </FieldsContext.Provider>
    </FormSection>
  );
}

/** Moves focus to the field named `path` once the section is on screen (after the router's own focus move). */
function useFocusOnArrival(path: string | null) {
  useEffect(() => {
    if (path === null) return;
    const timer = window.setTimeout(() => focusField(path), 50);
    return () => window.clearTimeout(timer);
  }, [path]);
}

const FOCUSABLE = "input:not([type=hidden]), textarea, [role=spinbutton], button, [tabindex='-1'], [tabindex='0']";

/** Focuses the first control of the field (or, for a list's own message, the list's first control) that takes it. */
export function focusField(path: string): void {
  const box = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`);
  if (box === null) return;
  box.scrollIntoView({ block: "center" });
  for (const candidate of box.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.closest("[aria-hidden='true']") !== null) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}
