// /talents: Talent search (spec §2). The address holds searchTerms, pageNumber, pageSize and activeTalentId; an
// anonymous visitor or a Talent names the selected Talent by position on the page, anyone else by key.
import { useSignals } from "@preact/signals-react/runtime";
import { referenceName, searchTalents, talentSearchQuery, type TalentSearchItem } from "@ictm/core";
import { Avatar } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { useReferenceData } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { detailStyles } from "../DetailParts.tsx";
import { SearchScreen, type SearchWords } from "../SearchScreen.tsx";
import { useAddressSearch } from "../use-address-search.ts";
import { useAddressSelection } from "../use-address-selection.ts";
import { useSearchViewer } from "../use-search-viewer.ts";
import { TalentDetail } from "./TalentDetail.tsx";
import { talentLine } from "./talent-text.ts";

const WORDS: SearchWords = {
  landmark: "Search talents",
  placeholder: "A skill, a role or a name",
  hint: "Looks in names, headlines, summaries and skills. The last word may be cut short: “typescr” finds TypeScript.",
  noneYet: { heading: "No Talent profiles to show yet", text: "Talents appear here once they choose to be found. Look again soon." },
  noMatch: (terms) => ({
    heading: `No talents match “${terms}”`,
    text: "Check the spelling, or try fewer or broader words: a skill such as “Java”, or a role such as “analyst”.",
  }),
  showAll: "Show all talents",
};

export function TalentSearchPage() {
  useSignals();
  const core = useCore();
  const viewer = useSearchViewer();
  const lists = useReferenceData().commonData;
  const search = useAddressSearch({
    path: paths.talentSearch,
    screen: talentSearchQuery,
    store: core.stores.talentSearch.value,
    viewer,
    run: (state) => core.run(searchTalents(state)),
  });
  const selection = useAddressSelection(talentSearchQuery, search, viewer);
  return (
    <SearchScreen
      title="Find ICT talent"
      lead="ICT professionals in Brunei who chose to be found, with their skills and experience."
      words={WORDS}
      search={search}
      selection={selection}
      summary={(talent: TalentSearchItem) => ({
        title: talent.name,
        media: <Avatar name={talent.name} pictureUrl={talent.profilePicture} className={detailStyles.listPicture} />,
        lines: (
          <>
            {talent.headline.trim() === "" ? null : <span>{talent.headline}</span>}
            <span>{talentLine(talent.district === null ? null : referenceName(lists?.districts, talent.district), talent.yearsOfExperience)}</span>
          </>
        ),
      })}
      detail={(talent, headingId) => <TalentDetail talent={talent} headingId={headingId} />}
    />
  );
}
