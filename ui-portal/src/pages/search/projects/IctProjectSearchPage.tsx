// /ict-projects: ICT project search (spec §2). The address holds searchTerms, pageNumber and pageSize only (an old
// address's searchParams still reads as the terms: core's rule), so the selected project is this screen's own
// state: the first result after every load, or the one a person picked on this page. Picking adds no history entry.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { ictProjectSearchQuery, searchIctProjects, type IctProjectSearchItem, type SearchPage } from "@ictm/core";
import { Avatar } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { paths } from "../../../app/paths.ts";
import { STAGE_LABELS } from "../../business/projects/project-values.ts";
import { detailStyles } from "../DetailParts.tsx";
import { SearchScreen, type SearchWords } from "../SearchScreen.tsx";
import { useAddressSearch } from "../use-address-search.ts";
import type { Selection } from "../use-address-selection.ts";
import { useSearchViewer } from "../use-search-viewer.ts";
import { budgetText, IctProjectDetail } from "./IctProjectDetail.tsx";

const WORDS: SearchWords = {
  landmark: "Search ICT projects",
  placeholder: "A technology, a skill or a sector",
  hint: "Looks in project titles, descriptions, skills and businesses.",
  noneYet: { heading: "No ICT projects are published yet", text: "Businesses publish their projects here. Look again soon." },
  noMatch: (terms) => ({
    heading: `No ICT projects match “${terms}”`,
    text: "Check the spelling, or try fewer or broader words, such as a technology (“cloud”) or a skill (“data”).",
  }),
  showAll: "Show all ICT projects",
};

export function IctProjectSearchPage() {
  useSignals();
  const core = useCore();
  const viewer = useSearchViewer();
  const search = useAddressSearch({
    path: paths.ictProjectSearch,
    screen: ictProjectSearchQuery,
    store: core.stores.ictProjectSearch.value,
    viewer,
    run: (state) => core.run(searchIctProjects(state)),
  });
  const page = search.view.status === "shown" ? search.view.page : null;
  const selection = usePageSelection(page);
  return (
    <SearchScreen
      title="Find ICT projects"
      lead="ICT projects that businesses in Brunei run or plan, and the skills they need."
      words={WORDS}
      search={search}
      selection={selection}
      summary={(project: IctProjectSearchItem) => ({
        title: project.title,
        media: <Avatar name={project.businessName} pictureUrl={project.businessLogo} shape="logo" className={detailStyles.listPicture} />,
        lines: (
          <>
            <span>{project.businessName}</span>
            <span>{[budgetText(project.budget), STAGE_LABELS[project.stage]].join(" · ")}</span>
          </>
        ),
      })}
      detail={(project, headingId) => <IctProjectDetail project={project} headingId={headingId} />}
    />
  );
}

/** The pick holds only for the page it was made on: a new load (a new page object) selects its first result. */
function usePageSelection<T extends { key: string }>(page: SearchPage<T> | null): Selection<T> {
  const [picked, setPicked] = useState<{ page: SearchPage<T>; key: string } | null>(null);
  const items = page?.items ?? [];
  const pickedHere = picked !== null && picked.page === page ? items.find((item) => item.key === picked.key) : undefined;
  return {
    active: pickedHere ?? items[0] ?? null,
    select: (item) => {
      if (page !== null) setPicked({ page, key: item.key });
    },
  };
}
