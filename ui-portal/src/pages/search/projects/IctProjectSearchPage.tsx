// /ict-projects: ICT project search (spec §2). The address holds searchTerms, pageNumber, pageSize and
// activeProjectId (the selected project's key; an old address's searchParams still reads as the terms: core's rule).
// This file only describes it; SearchPage runs it.
import type { IctProjectSearchItem } from "@ictm/core";
import { paths } from "../../../app/paths.ts";
import { STAGE_LABELS } from "../../business/projects/project-values.ts";
import { listPicture } from "../ResultParts.tsx";
import { lazyDetail } from "../lazy-detail.tsx";
import { whenText } from "../search-kind.ts";
import { searchParts } from "../first-search.ts";
import { searchPage } from "../SearchPage.tsx";
import { budgetText } from "./project-text.ts";

const IctProjectDetail = lazyDetail(() => import("./IctProjectDetail.tsx").then((module) => module.IctProjectDetail));

export const IctProjectSearchPage = searchPage<IctProjectSearchItem>({
  ...searchParts.ictProjects,
  store: (stores) => stores.ictProjectSearch.value,
  title: "Find ICT projects",
  lead: "ICT projects that businesses in Brunei run or plan, and the skills they need.",
  words: {
    landmark: "Search ICT projects",
    noun: { one: "ICT project", many: "ICT projects" },
    placeholder: "A technology, a skill or a sector",
    hint: "Looks in project titles, descriptions, skills and businesses.",
    noneYet: { heading: "No ICT projects are published yet", text: "Businesses publish their projects here. Look again soon." },
    noMatch: (terms) => ({
      heading: `No ICT projects match “${terms}”`,
      text: "Check the spelling, or try fewer or broader words, such as a technology (“cloud”) or a skill (“data”).",
    }),
    showAll: "Show all ICT projects",
  },
  summary: (project) => ({
    title: project.title,
    media: listPicture(project.businessName, project.businessLogo, "logo"),
    lines: (
      <>
        <span>
          {project.businessName}
          {project.businessVerified ? " (verified)" : ""}
        </span>
        <span>{[budgetText(project.budget), STAGE_LABELS[project.stage]].join(" · ")}</span>
        <span>{whenText("Posted", project.publishedAt ?? project.createdAt)}</span>
      </>
    ),
  }),
  preloadDetail: IctProjectDetail.preload,
  detail: (project, headingId) => <IctProjectDetail project={project} headingId={headingId} />,
});
