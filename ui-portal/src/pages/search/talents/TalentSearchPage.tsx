// /talents: Talent search (spec §2). The address holds searchTerms, pageNumber, pageSize, the filters (skill,
// experience: issue 16) and activeTalentId; an anonymous visitor or a Talent names the selected Talent by position
// on the page, anyone else by key (core's talentSearchQuery decides). This file only describes it; SearchPage runs it.
import { referenceName, type TalentSearchItem } from "@ictm/core";
import { paths } from "../../../app/paths.ts";
import { listPicture } from "../ResultParts.tsx";
import { lazyDetail } from "../lazy-detail.tsx";
import { whenText } from "../search-kind.ts";
import { searchParts } from "../first-search.ts";
import { searchPage } from "../SearchPage.tsx";
import { talentLine } from "./talent-text.ts";

const TalentDetail = lazyDetail(() => import("./TalentDetail.tsx").then((module) => module.TalentDetail));

export const TalentSearchPage = searchPage<TalentSearchItem>({
  ...searchParts.talents,
  store: (stores) => stores.talentSearch.value,
  title: "Find ICT talent",
  lead: "ICT professionals in Brunei who chose to be found, with their skills and experience.",
  words: {
    landmark: "Search talents",
    noun: { one: "talent", many: "talents" },
    placeholder: "A skill, a role or a name",
    hint: "Looks in names, headlines, summaries and skills. The last word may be cut short: “typescr” finds TypeScript.",
    noneYet: { heading: "No Talent profiles to show yet", text: "Talents appear here once they choose to be found. Look again soon." },
    noMatch: (terms) => ({
      heading: `No talents match “${terms}”`,
      text: "Check the spelling, or try fewer or broader words: a skill such as “Java”, or a role such as “analyst”.",
    }),
    showAll: "Show all talents",
    noFilterMatch: "No talents match these filters.",
  },
  summary: (talent, { lists }) => ({
    title: talent.name,
    media: listPicture(talent.name, talent.profilePicture),
    lines: (
      <>
        {talent.headline.trim() === "" ? null : <span>{talent.headline}</span>}
        <span>{talentLine(talent.district === null ? null : referenceName(lists?.districts, talent.district), talent.yearsOfExperience)}</span>
        <span>{whenText("Updated", talent.updatedAt)}</span>
      </>
    ),
  }),
  preloadDetail: TalentDetail.preload,
  detail: (talent, headingId) => <TalentDetail talent={talent} headingId={headingId} />,
});
