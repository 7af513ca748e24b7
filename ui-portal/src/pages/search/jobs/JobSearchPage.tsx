// /jobs: Job search (spec §2). The address holds searchTerms, pageNumber, pageSize, the filters (district,
// employmentType, salaryFrom, salaryTo, closesBy: issue 16) and activeJobId (the selected vacancy's key). Open, published vacancies only; a signed-in Talent saves them from the detail.
// This file only describes it; SearchPage runs it.
import type { JobSearchItem } from "@ictm/core";
import { paths } from "../../../app/paths.ts";
import { placeText, salaryText } from "../../jobs/vacancy-text.ts";
import { listPicture, tickedBadge } from "../ResultParts.tsx";
import { lazyDetail } from "../lazy-detail.tsx";
import { whenText } from "../search-kind.ts";
import { searchParts } from "../first-search.ts";
import { searchPage } from "../SearchPage.tsx";

const JobDetail = lazyDetail(() => import("./JobDetail.tsx").then((module) => module.JobDetail));

export const JobSearchPage = searchPage<JobSearchItem>({
  ...searchParts.jobs,
  store: (stores) => stores.jobSearch.value,
  title: "Find jobs",
  lead: "Open ICT vacancies from employers across Brunei, the most relevant first.",
  words: {
    landmark: "Search jobs",
    noun: { one: "job", many: "jobs" },
    placeholder: "A job title, a skill or an employer",
    hint: "Looks in titles, descriptions, skills, employers and locations of vacancies that are open.",
    noneYet: { heading: "No vacancies are open right now", text: "Employers publish new vacancies often. Look again soon." },
    noMatch: (terms) => ({
      heading: `No open vacancies match “${terms}”`,
      text: "Check the spelling, or try fewer or broader words, such as a skill (“Java”) or a role (“developer”).",
    }),
    showAll: "Show all open vacancies",
    noFilterMatch: "No jobs match these filters.",
  },
  summary: (job, { lists }) => ({
    title: job.title,
    media: listPicture(job.businessName, job.businessLogo, "logo"),
    badge: tickedBadge(job.isSaved, "accent", "Saved"),
    lines: (
      <>
        <span>
          {job.businessName}
          {job.businessVerified ? " (verified)" : ""}
        </span>
        <span>{[salaryText(job), placeText(job, lists)].join(" · ")}</span>
        <span>{whenText("Posted", job.publishedAt ?? job.createdAt)}</span>
      </>
    ),
  }),
  preloadDetail: JobDetail.preload,
  detail: (job, headingId, { returnTo }) => <JobDetail job={job} headingId={headingId} returnTo={returnTo} />,
});
