// /business/vacancies/new and /business/vacancies/{id}/edit: a vacancy's form — title, description, where,
// employment type, salary in BND and how often, skills, closing date — saved as a draft or published by the
// button pressed (the status), then back to the list.
import { useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { bruneiDateOf, createJobVacancy, LISTING_TEXT_LIMITS, updateJobVacancy, type JobVacancy, type PublicationStatus } from "@ictm/core";
import {
  Badge,
  Button,
  DatePicker,
  Form,
  FormActions,
  FormNote,
  Link,
  Select,
  TagField,
  TextArea,
  TextField,
  useCore,
  useFormFields,
  useSaveForm,
} from "@ictm/ui-kit";
import { useLocation, useParams } from "wouter";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { referenceOptions, useOwnJobVacancies, useReferenceData } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { OPENNESS_LABELS } from "../../jobs/vacancy-text.ts";
import { FormSection } from "../../shared/FormSection.tsx";
import * as styles from "../../shared/FormSection.css.ts";
import { OwnRecord, type OwnRecordTexts } from "../OwnRecord.tsx";
import { EMPTY_VACANCY, saveChoices, vacancyInputOf, vacancyValuesOf, validateVacancy, type VacancyValues } from "./vacancy-values.ts";

export function NewVacancyPage() {
  return (
    <MemberArea kind="Business" section={paths.vacancies} returnTo={paths.newVacancy} title="New job vacancy" lead="Describe the job; save it as a draft, or publish it for Talents to find.">
      <VacancyForm vacancy={null} />
    </MemberArea>
  );
}

export function EditVacancyPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <MemberArea kind="Business" section={paths.vacancies} returnTo={recordPath.editVacancy(id)} title="Edit job vacancy">
      <OwnRecord list={useOwnJobVacancies()} id={id} texts={OWN_VACANCY_TEXTS}>
        {(vacancy) => <VacancyForm key={vacancy.key} vacancy={vacancy} />}
      </OwnRecord>
    </MemberArea>
  );
}

const OWN_VACANCY_TEXTS: OwnRecordTexts = {
  one: "vacancy",
  many: "vacancies",
  missing: "It may have been removed, or the address may be mistyped.",
  back: { href: paths.vacancies, label: "Back to job vacancies" },
};

function VacancyForm({ vacancy }: { vacancy: JobVacancy | null }) {
  useSignals();
  const core = useCore();
  const [, navigate] = useLocation();
  const lists = useReferenceData().commonData;
  const [today] = useState(() => bruneiDateOf(Date.now()));
  const form = useFormFields<VacancyValues>(vacancy === null ? EMPTY_VACANCY : vacancyValuesOf(vacancy), validateVacancy);
  const choices = saveChoices(vacancy?.status ?? null);
  // The button pressed decides the status; a ref, so the save started by the same press reads it.
  const chosen = useRef<PublicationStatus>(choices.primary.status);
  const [pressed, setPressed] = useState<PublicationStatus>(choices.primary.status);
  const { isPending, submitWith } = useSaveForm({
    form,
    inputOf: (values) => vacancyInputOf(values, chosen.current),
    save: (input) => core.run(vacancy === null ? createJobVacancy(input) : updateJobVacancy(vacancy.key, input)),
    valuesAfter: vacancyValuesOf,
    onSaved: () => navigate(paths.vacancies),
  });
  const saveAs = (status: PublicationStatus) => {
    chosen.current = status;
    setPressed(status);
    void submitWith(form.submit());
  };
  const { secondary } = choices;
  const skills = form.bind("skills");
  const loading = lists === null;

  return (
    <FormSection
      title="Vacancy details"
      badge={vacancy === null ? null : <Badge tone={vacancy.status === "published" ? "success" : "neutral"}>{OPENNESS_LABELS[vacancy.status === "published" ? "open" : vacancy.status]}</Badge>}
      description="Talents see all of this on the vacancy's page."
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          saveAs(choices.primary.status);
        }}
        focusFirstInvalidOn={form.focusRequest}
      >
        <FormNote>Fields marked * are required.</FormNote>
        <div className={styles.grid}>
          <TextField {...form.field("title")} label="Job title" isRequired className={styles.wide} />
          <TextArea
            {...form.field("description")}
            label="Description"
            description={`At least ${LISTING_TEXT_LIMITS.description.min} characters: the work, the team, and what you offer.`}
            rows={8}
            isRequired
            className={styles.wide}
          />
          <Select {...form.field("district")} label="District" options={referenceOptions(lists?.districts)} placeholder={loading ? "Loading…" : "Choose a district"} isDisabled={loading} isRequired />
          <TextField {...form.field("location")} label="Location" description="e.g. Kiulap, Bandar Seri Begawan." />
          <Select {...form.field("employmentType")} label="Employment type" options={referenceOptions(lists?.employmentTypes)} placeholder={loading ? "Loading…" : "Choose a type"} isDisabled={loading} isRequired />
          <Select {...form.field("salaryInterval")} label="Salary interval" options={referenceOptions(lists?.salaryIntervals)} isDisabled={loading} isRequired />
          <TextField {...form.field("salaryMin")} label="Minimum salary (BND)" inputMode="decimal" description="Leave both empty to not state a salary." />
          <TextField {...form.field("salaryMax")} label="Maximum salary (BND)" inputMode="decimal" />
          <TagField {...skills} label="Skills" className={styles.wide} />
          <DatePicker {...form.field("closingDate")} label="Closing date" minValue={today} description="Applications close at the end of this day, Brunei time." isRequired />
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending && pressed === choices.primary.status}>
            {choices.primary.label}
          </Button>
          {secondary === null ? null : (
            <Button variant="secondary" isPending={isPending && pressed === secondary.status} isDisabled={isPending && pressed !== secondary.status} onPress={() => saveAs(secondary.status)}>
              {secondary.label}
            </Button>
          )}
          <Link appearance="button-quiet" href={paths.vacancies}>
            Cancel
          </Link>
        </FormActions>
      </Form>
    </FormSection>
  );
}
