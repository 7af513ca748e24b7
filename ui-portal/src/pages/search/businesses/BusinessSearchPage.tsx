// /businesses: Business search (spec §2). The address holds searchTerms, pageNumber, pageSize, the filters
// (businessType, verified: issue 16) and activeBusinessId (the selected business's key, for everyone).
// This file only describes it; SearchPage runs it.
import type { BusinessSearchItem } from "@ictm/core";
import { paths } from "../../../app/paths.ts";
import { listPicture, tickedBadge } from "../ResultParts.tsx";
import { lazyDetail } from "../lazy-detail.tsx";
import { whenText } from "../search-kind.ts";
import { searchParts } from "../first-search.ts";
import { searchPage } from "../SearchPage.tsx";
import { openVacanciesText } from "./business-text.ts";

const BusinessDetail = lazyDetail(() => import("./BusinessDetail.tsx").then((module) => module.BusinessDetail));

export const BusinessSearchPage = searchPage<BusinessSearchItem>({
  ...searchParts.businesses,
  store: (stores) => stores.businessSearch.value,
  title: "Find businesses",
  lead: "Employers in Brunei's ICT sector, what they do, and the vacancies they have open.",
  words: {
    landmark: "Search businesses",
    noun: { one: "business", many: "businesses" },
    placeholder: "A name, an industry or a service",
    hint: "Looks in business names, industries and descriptions.",
    noneYet: { heading: "No businesses to show yet", text: "Businesses appear here once they register on the portal. Look again soon." },
    noMatch: (terms) => ({
      heading: `No businesses match “${terms}”`,
      text: "Check the spelling, or try fewer or broader words, such as an industry (“software”) or part of a name.",
    }),
    showAll: "Show all businesses",
    noFilterMatch: "No businesses match these filters.",
  },
  summary: (business) => ({
    title: business.businessName,
    media: listPicture(business.businessName, business.logo, "logo"),
    badge: tickedBadge(business.isVerified, "success", "Verified"),
    lines: (
      <>
        {business.industry.trim() === "" ? null : <span>{business.industry}</span>}
        <span>{openVacanciesText(business.openVacancies)}</span>
        <span>{whenText("Joined", business.createdAt)}</span>
      </>
    ),
  }),
  preloadDetail: BusinessDetail.preload,
  detail: (business, headingId) => <BusinessDetail business={business} headingId={headingId} />,
});
