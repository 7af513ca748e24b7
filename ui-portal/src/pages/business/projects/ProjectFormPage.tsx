// /business/projects/new and /business/projects/{id}/edit: an ICT project's form — title, description, budget
// in BND, skills, stage, and whether Talents can see it — then back to the list.
import { createIctProject, LISTING_TEXT_LIMITS, updateIctProject, type IctProject } from "@ictm/core";
import { Button, Form, FormActions, FormNote, Link, Select, Switch, TagField, TextArea, TextField, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { useLocation, useParams } from "wouter";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { useOwnIctProjects } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import { FormSection } from "../../shared/FormSection.tsx";
import * as styles from "../../shared/FormSection.css.ts";
import { OwnRecord, type OwnRecordTexts } from "../OwnRecord.tsx";
import { EMPTY_PROJECT, projectInputOf, projectValuesOf, STAGE_OPTIONS, validateProject, type ProjectValues } from "./project-values.ts";

export function NewProjectPage() {
  return (
    <MemberArea kind="Business" section={paths.projects} returnTo={paths.newProject} title="New ICT project" lead="Tell Talents about a project you run or plan, and the skills it needs.">
      <ProjectForm project={null} />
    </MemberArea>
  );
}

export function EditProjectPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <MemberArea kind="Business" section={paths.projects} returnTo={recordPath.editProject(id)} title="Edit ICT project">
      <OwnRecord list={useOwnIctProjects()} id={id} texts={OWN_PROJECT_TEXTS}>
        {(project) => <ProjectForm key={project.key} project={project} />}
      </OwnRecord>
    </MemberArea>
  );
}

const OWN_PROJECT_TEXTS: OwnRecordTexts = {
  one: "project",
  many: "projects",
  missing: "The address may be mistyped.",
  back: { href: paths.projects, label: "Back to ICT projects" },
};

function ProjectForm({ project }: { project: IctProject | null }) {
  const core = useCore();
  const [, navigate] = useLocation();
  const form = useFormFields<ProjectValues>(project === null ? EMPTY_PROJECT : projectValuesOf(project), validateProject);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: projectInputOf,
    save: (input) => core.run(project === null ? createIctProject(input) : updateIctProject(project.key, input)),
    valuesAfter: projectValuesOf,
    onSaved: () => navigate(paths.projects),
  });
  const skills = form.bind("skills");
  const published = form.bind("isPublished");
  return (
    <FormSection title="Project details" description="Published projects show to Talents with your business's name and logo.">
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>Fields marked * are required.</FormNote>
        <div className={styles.grid}>
          <TextField {...form.field("title")} label="Project title" isRequired className={styles.wide} />
          <TextArea
            {...form.field("description")}
            label="Description"
            description={`At least ${LISTING_TEXT_LIMITS.description.min} characters: what the project does, for whom, and the work involved.`}
            rows={8}
            isRequired
            className={styles.wide}
          />
          <TextField {...form.field("budget")} label="Budget (BND)" inputMode="decimal" description="Leave empty to not state a budget." />
          <Select {...form.field("stage")} label="Stage" options={STAGE_OPTIONS} isRequired />
          <TagField {...skills} label="Skills" className={styles.wide} />
          <Switch isSelected={published.value} onChange={published.onChange} description="Talents can find a published project; an unpublished one only you see." className={styles.wide}>
            Published
          </Switch>
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Save project
          </Button>
          <Link appearance="button-quiet" href={paths.projects}>
            Cancel
          </Link>
        </FormActions>
      </Form>
    </FormSection>
  );
}
