// /businesses: Business search (spec §2). The address holds searchTerms, pageNumber, pageSize and
// activeBusinessId (the selected business's key, for everyone).
import { useSignals } from "@preact/signals-react/runtime";
import { businessSearchQuery, searchBusinesses, type BusinessSearchItem } from "@ictm/core";
import { Avatar, Badge } from "@ictm/ui-kit";
import { useCore } from "../../../app/core-context.tsx";
import { paths } from "../../../app/paths.ts";
import { detailStyles } from "../DetailParts.tsx";
import { SearchScreen, type SearchWords } from "../SearchScreen.tsx";
import { useAddressSearch } from "../use-address-search.ts";
import { useAddressSelection } from "../use-address-selection.ts";
import { useSearchViewer } from "../use-search-viewer.ts";
import { BusinessDetail } from "./BusinessDetail.tsx";
import { openVacanciesText } from "./business-text.ts";

const WORDS: SearchWords = {
  landmark: "Search businesses",
  placeholder: "A name, an industry or a service",
  hint: "Looks in business names, industries and descriptions.",
  noneYet: { heading: "No businesses to show yet", text: "Businesses appear here once they register on the portal. Look again soon." },
  noMatch: (terms) => ({
    heading: `No businesses match “${terms}”`,
    text: "Check the spelling, or try fewer or broader words, such as an industry (“software”) or part of a name.",
  }),
  showAll: "Show all businesses",
};

export function BusinessSearchPage() {
  useSignals();
  const core = useCore();
  const viewer = useSearchViewer();
  const search = useAddressSearch({
    path: paths.businessSearch,
    screen: businessSearchQuery,
    store: core.stores.businessSearch.value,
    viewer,
    run: (state) => core.run(searchBusinesses(state)),
  });
  const selection = useAddressSelection(businessSearchQuery, search, viewer);
  return (
    <SearchScreen
      title="Find businesses"
      lead="Employers in Brunei's ICT sector, what they do, and the vacancies they have open."
      words={WORDS}
      search={search}
      selection={selection}
      summary={(business: BusinessSearchItem) => ({
        title: business.businessName,
        media: <Avatar name={business.businessName} pictureUrl={business.logo} shape="logo" className={detailStyles.listPicture} />,
        badge: business.isVerified ? (
          <Badge tone="success" icon="check">
            Verified
          </Badge>
        ) : undefined,
        lines: (
          <>
            {business.industry.trim() === "" ? null : <span>{business.industry}</span>}
            <span>{openVacanciesText(business.openVacancies)}</span>
          </>
        ),
      })}
      detail={(business, headingId) => <BusinessDetail business={business} headingId={headingId} />}
    />
  );
}
