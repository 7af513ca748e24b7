// /business/courses/new and /business/courses/{id}/edit: a training course's form — title, descriptions, start
// date, language, level, topic, fee in BND, duration, contacts and the provider's own registration page — saved as a
// draft or published by the button pressed, then back to the list. A draft needs only a title; pressing Publish
// shows, under each field, everything publishing still needs (core's words).
import { useCallback, useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { bruneiDateOf, COURSE_LIMITS, createTrainingCourse, updateTrainingCourse } from "@ictm/core";
import {
  Badge,
  Button,
  DatePicker,
  Form,
  FormActions,
  FormNote,
  Link,
  Select,
  TextArea,
  TextField,
  useCore,
  useFormFields,
  useSaveForm,
} from "@ictm/ui-kit";
import { useLocation, useParams } from "wouter";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { referenceOptions, useOwnTrainingCourses, useReferenceData, type OwnCourse } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { FormSection } from "../../shared/FormSection.tsx";
import * as styles from "../../shared/FormSection.css.ts";
import { OwnRecord } from "../OwnRecord.tsx";
import { EMPTY_COURSE, courseEditOf, courseErrors, courseSaveChoices, courseValuesOf, type CourseValues } from "./course-values.ts";
import { OWN_COURSE_TEXTS } from "./own-course.ts";

export function NewCoursePage() {
  return (
    <MemberArea
      kind="Business"
      section={paths.trainingCourses}
      returnTo={paths.newTrainingCourse}
      title="New training course"
      lead="Describe the course; save it as a draft, or publish it for Talents to find and register."
    >
      <CourseForm course={null} />
    </MemberArea>
  );
}

export function EditCoursePage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <MemberArea kind="Business" section={paths.trainingCourses} returnTo={recordPath.editTrainingCourse(id)} title="Edit training course">
      <OwnRecord list={useOwnTrainingCourses()} id={id} texts={OWN_COURSE_TEXTS}>
        {(course) => <CourseForm key={course.key} course={course} />}
      </OwnRecord>
    </MemberArea>
  );
}

function CourseForm({ course }: { course: OwnCourse | null }) {
  useSignals();
  const core = useCore();
  const [, navigate] = useLocation();
  const lists = useReferenceData().commonData;
  const [today] = useState(() => bruneiDateOf(Date.now()));
  const choices = courseSaveChoices(course?.isPosted ?? null);
  // Whether the save publishes: the button pressed. A published course is judged as one from the start; a draft by
  // the draft's rules until Publish is pressed, so the publishing messages show only then.
  const [isPosted, setPosted] = useState(course?.isPosted ?? false);
  const validate = useCallback((values: CourseValues) => courseErrors(values, isPosted, today), [isPosted, today]);
  const form = useFormFields<CourseValues>(course === null ? EMPTY_COURSE : courseValuesOf(course), validate);
  const { isPending, submitWith } = useSaveForm({
    form,
    inputOf: (values) => courseEditOf(values, isPosted),
    save: (edit) => core.run(course === null ? createTrainingCourse(edit) : updateTrainingCourse(course.key, edit)),
    valuesAfter: courseValuesOf,
    onSaved: () => navigate(paths.trainingCourses),
  });
  // A press first sets what the save publishes; the save runs once the form judges the values by it (next render).
  const [saveRequest, setSaveRequest] = useState(0);
  useEffect(() => {
    if (saveRequest > 0) void submitWith(form.submit());
    // Only a new press saves (the form and the save are new objects on every render).
  }, [saveRequest]);
  const saveAs = (publish: boolean) => {
    setPosted(publish);
    setSaveRequest((count) => count + 1);
  };
  const { primary, secondary } = choices;
  const loading = lists === null;
  const choose = (placeholder: string) => (loading ? "Loading…" : placeholder);

  return (
    <FormSection
      title="Course details"
      badge={course === null ? null : <Badge tone={course.isPosted ? "success" : "neutral"}>{course.isPosted ? "Published" : "Draft"}</Badge>}
      description="Talents see all of this on the course's page."
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          saveAs(primary.isPosted);
        }}
        focusFirstInvalidOn={form.focusRequest}
      >
        <FormNote>Fields marked * are needed to publish; a draft needs only its title.</FormNote>
        <div className={styles.grid}>
          <TextField
            {...form.field("title")}
            label="Course title"
            description={`${COURSE_LIMITS.title.min} to ${COURSE_LIMITS.title.max} characters.`}
            isRequired
            className={styles.wide}
          />
          <TextArea
            {...form.field("shortDescription")}
            label="Short description"
            description={`Up to ${COURSE_LIMITS.shortDescription.max} characters: shown in the search results.`}
            rows={3}
            isRequired
            className={styles.wide}
          />
          <TextArea
            {...form.field("longDescription")}
            label="Full description"
            description={`Up to ${COURSE_LIMITS.longDescription.max.toLocaleString("en")} characters: what Talents learn, who it is for, where and when.`}
            rows={8}
            isRequired
            className={styles.wide}
          />
          <Select {...form.field("tagId")} label="Topic" options={referenceOptions(lists?.courseTags)} placeholder={choose("Choose a topic")} isDisabled={loading} isRequired />
          <Select {...form.field("levelId")} label="Level" options={referenceOptions(lists?.courseLevels)} placeholder={choose("Choose a level")} isDisabled={loading} isRequired />
          <Select
            {...form.field("languageId")}
            label="Language"
            options={referenceOptions(lists?.courseLanguages)}
            placeholder={choose("Choose a language")}
            isDisabled={loading}
            isRequired
          />
          <DatePicker
            {...form.field("startDate")}
            label="Start date"
            minValue={today}
            description="Publishing needs today or a later date."
            isRequired
          />
          <TextField
            {...form.field("duration")}
            label="Duration"
            inputMode="numeric"
            description={`A whole number from ${COURSE_LIMITS.duration.min} to ${COURSE_LIMITS.duration.max}.`}
            isRequired
          />
          <Select
            {...form.field("durationMeasurementId")}
            label="Duration in"
            options={referenceOptions(lists?.courseDurationMeasurements)}
            placeholder={choose("Hours, days, weeks or months")}
            isDisabled={loading}
            isRequired
          />
          <TextField {...form.field("fee")} label="Fee (BND)" inputMode="decimal" description="0 for a free course; at most 2 decimals." isRequired />
          <TextField
            {...form.field("registrationUrl")}
            label="Your registration page"
            type="url"
            inputMode="url"
            description="Optional: an http(s) address Talents may continue to after registering here."
          />
          <TextField {...form.field("contactEmail")} label="Contact e-mail" type="email" inputMode="email" autoComplete="email" isRequired />
          <TextField {...form.field("contactPhoneNumber")} label="Contact phone" type="tel" inputMode="tel" autoComplete="tel" description="Optional." />
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending && isPosted === primary.isPosted}>
            {primary.label}
          </Button>
          {secondary === null ? null : (
            <Button
              variant="secondary"
              isPending={isPending && isPosted === secondary.isPosted}
              isDisabled={isPending && isPosted !== secondary.isPosted}
              onPress={() => saveAs(secondary.isPosted)}
            >
              {secondary.label}
            </Button>
          )}
          <Link appearance="button-quiet" href={paths.trainingCourses}>
            Cancel
          </Link>
        </FormActions>
      </Form>
    </FormSection>
  );
}
