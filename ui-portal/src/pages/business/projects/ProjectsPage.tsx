// /business/projects: the Business's ICT projects, newest first: title, stage, budget in BND, skills, whether
// published, and a way to edit each.
import { formatBnd, loadOwnIctProjects, type IctProject } from "@ictm/core";
import { Badge, Card, EmptyState, Link } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { Loaded, MemberArea } from "../../../app/MemberArea.tsx";
import { useOwnIctProjects } from "../../../app/member-data.ts";
import { paths, recordPath } from "../../../app/paths.ts";
import * as styles from "../../jobs/VacancyCard.css.ts";
import { STAGE_LABELS } from "./project-values.ts";

export function ProjectsPage() {
  return (
    <MemberArea
      kind="Business"
      section={paths.projects}
      title="ICT projects"
      lead="Projects your business runs or plans, and the skills they need."
      action={
        <Link appearance="button-primary" href={paths.newProject}>
          New project
        </Link>
      }
    >
      <Projects />
    </MemberArea>
  );
}

function Projects() {
  const core = useCore();
  const { status, items } = useOwnIctProjects();
  return (
    <Loaded value={status === "loaded" ? items : null} status={status} retry={() => void core.run(loadOwnIctProjects())} what="your projects">
      {(projects) =>
        projects.length === 0 ? (
          <EmptyState
            heading="You have no ICT projects yet"
            action={
              <Link appearance="button-primary" href={paths.newProject}>
                Add your first project
              </Link>
            }
          >
            Describe a project and the skills it needs; publish it when Talents may see it.
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {projects.map((project) => (
              <ProjectCard key={project.key} project={project} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function ProjectCard({ project }: { project: IctProject }) {
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
        <div className={styles.actions}>
          <Link appearance="button-quiet" size="small" href={recordPath.editProject(project.key)} aria-label={`Edit ${project.title}`}>
            Edit
          </Link>
        </div>
      </div>
    </Card>
  );
}
