// /account/resume: the Talent's resume in one form: education, work experience, skills, certifications and
// languages, each entry added, removed and moved with buttons, saved together with "Save resume".
import { useId } from "react";
import { updateTalentResume, type TalentProfile } from "@ictm/core";
import { Button, Card, Form, MonthField, RepeatableList, repeatableWide, Select, TagField, TextArea, TextField, useCore, useFormFields, useSaveForm, type FormFields } from "@ictm/ui-kit";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { paths } from "../../../app/paths.ts";
import * as shared from "../../shared/FormSection.css.ts";
import { TalentProfileContent } from "../TalentArea.tsx";
import {
  EMPTY_ENTRY,
  MAX_ENTRIES,
  PROFICIENCY_LABELS,
  resumeInputOf,
  resumeValuesOf,
  validateResume,
  type Entries,
  type EntryLists,
  type ListName,
  type ResumeValues,
} from "./resume-values.ts";
import * as styles from "./ResumePage.css.ts";

const PROFICIENCY_OPTIONS = Object.entries(PROFICIENCY_LABELS).map(([id, label]) => ({ id, label }));

export function ResumePage() {
  return (
    <MemberArea kind="Talent" section={paths.resume} title="Your resume" lead="Your education, work and skills, as businesses that may see your resume read them.">
      <TalentProfileContent>{(profile) => <ResumeForm profile={profile} />}</TalentProfileContent>
    </MemberArea>
  );
}

function ResumeForm({ profile }: { profile: TalentProfile }) {
  const core = useCore();
  const form = useFormFields<ResumeValues>(resumeValuesOf(profile.resume), validateResume);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: resumeInputOf,
    save: (input) => core.run(updateTalentResume(input)),
    valuesAfter: (saved) => resumeValuesOf(saved.resume),
  });
  const education = useEntries(form, "education");
  const work = useEntries(form, "workExperience");
  const certifications = useEntries(form, "certifications");
  const languages = useEntries(form, "languages");
  const skills = form.bind("skills");
  const skillsHeading = useId();

  return (
    <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest} className={shared.stack}>
      <Card padding="roomy">
        <RepeatableList
          title="Education"
          hint="Schools, colleges and universities, most recent first."
          items={education.items}
          keyOf={(entry) => entry.id}
          itemTitle={(entry, index) => titleOf([entry.qualification, entry.institution], `Education ${index + 1}`)}
          addLabel="Add education"
          emptyText="No education added yet."
          maxItems={MAX_ENTRIES.education}
          {...education.actions}
          renderItem={(entry) => (
            <>
              <TextField {...education.field(entry, "institution")} label="Institution" isRequired />
              <TextField {...education.field(entry, "qualification")} label="Qualification" description="e.g. BSc Computing, HND in IT." isRequired />
              <TextField {...education.field(entry, "fieldOfStudy")} label="Field of study" className={repeatableWide} />
              <TextField {...education.field(entry, "startYear")} label="Start year" type="number" inputMode="numeric" isRequired />
              <TextField {...education.field(entry, "endYear")} label="End year" type="number" inputMode="numeric" description="Leave empty if you are still studying." />
            </>
          )}
        />
      </Card>
      <Card padding="roomy">
        <RepeatableList
          title="Work experience"
          hint="Jobs and internships, most recent first."
          items={work.items}
          keyOf={(entry) => entry.id}
          itemTitle={(entry, index) => titleOf([entry.title, entry.employer], `Job ${index + 1}`)}
          addLabel="Add work experience"
          emptyText="No work experience added yet."
          maxItems={MAX_ENTRIES.workExperience}
          {...work.actions}
          renderItem={(entry) => (
            <>
              <TextField {...work.field(entry, "title")} label="Job title" isRequired />
              <TextField {...work.field(entry, "employer")} label="Employer" isRequired />
              <MonthField {...work.field(entry, "startMonth")} label="Start month" isRequired />
              <MonthField {...work.field(entry, "endMonth")} label="End month" description="Leave empty if you work there now." />
              <TextArea {...work.field(entry, "description")} label="What you did" className={repeatableWide} />
            </>
          )}
        />
      </Card>
      <Card padding="roomy">
        <section aria-labelledby={skillsHeading} className={shared.stack}>
          <h2 id={skillsHeading}>Skills</h2>
          <TagField {...skills} label="Skills" description="Up to 50, e.g. TypeScript, AWS, Network security." />
        </section>
      </Card>
      <Card padding="roomy">
        <RepeatableList
          title="Certifications"
          items={certifications.items}
          keyOf={(entry) => entry.id}
          itemTitle={(entry, index) => titleOf([entry.name, entry.issuer], `Certification ${index + 1}`)}
          addLabel="Add a certification"
          emptyText="No certifications added yet."
          maxItems={MAX_ENTRIES.certifications}
          {...certifications.actions}
          renderItem={(entry) => (
            <>
              <TextField {...certifications.field(entry, "name")} label="Certification" isRequired className={repeatableWide} />
              <TextField {...certifications.field(entry, "issuer")} label="Issued by" />
              <TextField {...certifications.field(entry, "year")} label="Year" type="number" inputMode="numeric" />
            </>
          )}
        />
      </Card>
      <Card padding="roomy">
        <RepeatableList
          title="Languages"
          items={languages.items}
          keyOf={(entry) => entry.id}
          itemTitle={(entry, index) => titleOf([entry.language], `Language ${index + 1}`)}
          addLabel="Add a language"
          emptyText="No languages added yet."
          maxItems={MAX_ENTRIES.languages}
          {...languages.actions}
          renderItem={(entry) => (
            <>
              <TextField {...languages.field(entry, "language")} label="Language" isRequired />
              <Select {...languages.field(entry, "proficiency")} label="How well you speak it" options={PROFICIENCY_OPTIONS} isRequired />
            </>
          )}
        />
      </Card>
      <div className={styles.saveBar}>
        <p className={styles.saveNote} role="status">
          {form.isDirty ? "You have changes that are not saved yet." : "All changes saved."}
        </p>
        <Button type="submit" isPending={isPending}>
          Save resume
        </Button>
      </div>
    </Form>
  );
}

/** The entries of one list, its add/remove/move actions, and each entry field's binding. */
function useEntries<L extends ListName>(form: FormFields<ResumeValues>, list: L) {
  // Read through EntryLists: indexing the intersection ResumeValues by a generic list name loses the entry type.
  const listOf = (values: EntryLists): Entries[L][] => values[list];
  const items = listOf(form.values);
  const set = (change: (entries: Entries[L][]) => Entries[L][]) => form.update((values) => ({ ...values, [list]: change(listOf(values)) }));
  return {
    items,
    actions: {
      onAdd: () => set((entries) => [...entries, EMPTY_ENTRY[list]()]),
      onRemove: (index: number) => set((entries) => entries.filter((_, at) => at !== index)),
      onMove: (from: number, to: number) => set((entries) => moved(entries, from, to)),
    },
    field: (entry: Entries[L], name: Exclude<keyof Entries[L], "id"> & string) =>
      form.connect(`${list}.${entry.id}.${name}`, String(entry[name]), (value: string) =>
        set((entries) => entries.map((known) => (known.id === entry.id ? { ...known, [name]: value } : known))),
      ),
  };
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** "BSc Computing, Universiti Brunei Darussalam"; the entry's place while it is still empty. */
function titleOf(parts: readonly string[], fallback: string): string {
  const named = parts.map((part) => part.trim()).filter(Boolean);
  return named.length > 0 ? named.join(", ") : fallback;
}
