// /jobs: Job search (spec §2). The address holds searchTerms, pageNumber, pageSize and activeJobId (the selected
// vacancy's key). Open, published vacancies only; a signed-in Talent saves them from the detail.
import { useSignals } from "@preact/signals-react/runtime";
import { jobSearchQuery, searchJobVacancies, type JobSearchItem } from "@ictm/core";
import { Avatar, Badge } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { useReferenceData } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { placeText, salaryText } from "../../jobs/vacancy-text.ts";
import { detailStyles } from "../DetailParts.tsx";
import { SearchScreen, type SearchWords } from "../SearchScreen.tsx";
import { useAddressSearch } from "../use-address-search.ts";
import { useAddressSelection } from "../use-address-selection.ts";
import { useSearchViewer } from "../use-search-viewer.ts";
import { JobDetail } from "./JobDetail.tsx";

const WORDS: SearchWords = {
  landmark: "Search jobs",
  placeholder: "A job title, a skill or an employer",
  hint: "Looks in titles, descriptions, skills, employers and locations of vacancies that are open.",
  noneYet: { heading: "No vacancies are open right now", text: "Employers publish new vacancies often. Look again soon." },
  noMatch: (terms) => ({
    heading: `No open vacancies match “${terms}”`,
    text: "Check the spelling, or try fewer or broader words, such as a skill (“Java”) or a role (“developer”).",
  }),
  showAll: "Show all open vacancies",
};

export function JobSearchPage() {
  useSignals();
  const core = useCore();
  const viewer = useSearchViewer();
  const lists = useReferenceData().commonData;
  const search = useAddressSearch({
    path: paths.jobSearch,
    screen: jobSearchQuery,
    store: core.stores.jobSearch.value,
    viewer,
    run: (state) => core.run(searchJobVacancies(state)),
  });
  const selection = useAddressSelection(jobSearchQuery, search, viewer);
  return (
    <SearchScreen
      title="Find jobs"
      lead="Open ICT vacancies from employers across Brunei, newest first."
      words={WORDS}
      search={search}
      selection={selection}
      summary={(job: JobSearchItem) => ({
        title: job.title,
        media: <Avatar name={job.businessName} pictureUrl={job.businessLogo} shape="logo" className={detailStyles.listPicture} />,
        badge: job.isSaved ? (
          <Badge tone="accent" icon="check">
            Saved
          </Badge>
        ) : undefined,
        lines: (
          <>
            <span>
              {job.businessName}
              {job.businessVerified ? " (verified)" : ""}
            </span>
            <span>{[salaryText(job), placeText(job, lists)].join(" · ")}</span>
          </>
        ),
      })}
      detail={(job, headingId) => <JobDetail job={job} headingId={headingId} returnTo={search.addressOf(search.state)} />}
    />
  );
}
