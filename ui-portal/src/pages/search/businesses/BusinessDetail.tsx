// The selected business: logo, name, Verified badge, industry (under the name) and kind, description, and its open vacancies
// with a link to them, and its public contact details. A signed-in Talent may hide their profile from it here (the privacy settings' blocked list).
import { useSignals } from "@preact/signals-react/runtime";
import { referenceName, type BusinessSearchItem } from "@ictm/core";
import { Avatar, Badge, Link, useCore } from "@ictm/ui-kit";
import { useReferenceData } from "../../../app/member-data.ts";
import { recordPath } from "../../../app/paths.ts";
import { DetailHead, DetailSection, detailStyles, EmployerContactSection, Facts, Prose } from "../DetailParts.tsx";
import { HideFromBusiness } from "./HideFromBusiness.tsx";
import { openVacanciesText } from "./business-text.ts";

export function BusinessDetail({ business, headingId }: { business: BusinessSearchItem; headingId: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  const lists = useReferenceData().commonData;
  return (
    <>
      <DetailHead
        headingId={headingId}
        title={business.businessName}
        media={<Avatar name={business.businessName} pictureUrl={business.logo} shape="logo" className={detailStyles.bigPicture} />}
        badge={business.isVerified ? <Badge tone="success" icon="check">Verified</Badge> : undefined}
        below={business.industry.trim() === "" ? undefined : business.industry}
      />
      <Facts
        facts={[
          { term: "Kind of business", value: referenceName(lists?.businessTypes, business.businessType) },
          { term: "Open vacancies", value: openVacanciesText(business.openVacancies) },
        ]}
      />
      {business.description.trim() !== "" ? (
        <DetailSection title="About the business">
          <Prose>{business.description}</Prose>
        </DetailSection>
      ) : null}
      <DetailSection title="Vacancies">
        {business.openVacancies > 0 ? (
          <p>
            <Link appearance="standalone" href={recordPath.businessVacancies(business.key)}>
              See the open vacancies at {business.businessName}
            </Link>
          </p>
        ) : (
          <p className={detailStyles.muted}>No vacancies are open at the moment. Look again later.</p>
        )}
      </DetailSection>
      <EmployerContactSection contact={business.employerContact} />
      {session.status === "loggedIn" && session.accountType === "Talent" ? <HideFromBusiness business={business} /> : null}
    </>
  );
}
