// The selected ICT project: the business behind it (with its Verified badge), title, budget in BND, stage,
// skills, description, and how to reach the business.
import { DATE_FORMATS, formatDate, type IctProjectSearchItem } from "@ictm/core";
import { BusinessLine } from "../../jobs/BusinessLine.tsx";
import { STAGE_LABELS } from "../../business/projects/project-values.ts";
import { budgetText } from "./project-text.ts";
import { DetailHead, DetailSection, EmployerContactSection, Facts, Prose, SkillList, type Fact } from "../DetailParts.tsx";

export function IctProjectDetail({ project, headingId }: { project: IctProjectSearchItem; headingId: string }) {
  const facts: Fact[] = [
    { term: "Budget", value: budgetText(project.budget) },
    { term: "Stage", value: STAGE_LABELS[project.stage] },
  ];
  if (project.publishedAt !== null) facts.push({ term: "Published", value: formatDate(project.publishedAt, DATE_FORMATS.day) });
  return (
    <>
      <DetailHead
        headingId={headingId}
        title={project.title}
        above={<BusinessLine vacancy={{ businessName: project.businessName, businessLogo: project.businessLogo, businessVerified: project.businessVerified }} size="small" />}
      />
      <Facts facts={facts} />
      {project.skills.length > 0 ? (
        <DetailSection title="Skills needed">
          <SkillList skills={project.skills} />
        </DetailSection>
      ) : null}
      <DetailSection title="About the project">
        <Prose>{project.description}</Prose>
      </DetailSection>
      <EmployerContactSection contact={project.employerContact} />
    </>
  );
}
