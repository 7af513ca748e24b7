// /business/projects: the Business's ICT projects, newest first: title, stage, budget in BND, skills, whether
// published, and a way to edit each. This file only describes the list; OwnListPage shows it.
import { formatBnd, loadOwnIctProjects, type IctProject } from "@ictm/core";
import { Badge, Card } from "@ictm/ui-kit";
import type { ReactNode } from "react";
import { useOwnIctProjects } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import * as styles from "../../jobs/VacancyCard.css.ts";
import { OwnListPage, type OwnList } from "../OwnListPage.tsx";
import { STAGE_LABELS } from "./project-values.ts";

const PROJECTS: OwnList<IctProject> = {
  section: paths.projects,
  title: "ICT projects",
  lead: "Projects your business runs or plans, and the skills they need.",
  create: { href: paths.newProject, label: "New project", first: "Add your first project" },
  empty: { heading: "You have no ICT projects yet", text: "Describe a project and the skills it needs; publish it when Talents may see it." },
  what: "your projects",
  useItems: useOwnIctProjects,
  reload: () => loadOwnIctProjects(),
  card: (project, actions) => <ProjectCard project={project} actions={actions} />,
  // Publishing is a switch on the form, at any stage: the list offers only the form.
  actionsOf: (project) => [{ label: "Edit", href: recordPath.editProject(project.key) }],
};

export function ProjectsPage() {
  return <OwnListPage list={PROJECTS} />;
}

function ProjectCard({ project, actions }: { project: IctProject; actions: ReactNode }) {
  const titleId = `project-${project.key}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {project.title}
      </h2>
      <ul className={styles.facts}>
        <li className={styles.salary}>{project.budget === null ? "Budget not stated" : formatBnd(project.budget)}</li>
        <li>{STAGE_LABELS[project.stage]}</li>
        {project.skills.length > 0 ? <li>{project.skills.join(", ")}</li> : null}
      </ul>
      <div className={styles.foot}>
        <p className={styles.closing}>
          {project.isPublished ? (
            <Badge tone="success" icon="check">
              Published
            </Badge>
          ) : (
            <Badge tone="neutral">Not published</Badge>
          )}
        </p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </Card>
  );
}
