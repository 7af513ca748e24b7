// The selected Talent: name, picture, headline, district, availability, experience, skills and summary; the
// resume and the contact details only when the Talent shows them (the server leaves them out otherwise, and so
// does this page: no empty headings that would hint at what is hidden).
import type { ContactDetails, TalentResumeDetails, TalentSearchItem } from "@ictm/core";
import { referenceName } from "@ictm/core";
import { Avatar, Link } from "@ictm/ui-kit";
import { useReferenceData } from "../../../app/member-data.ts";
import { DetailHead, DetailSection, detailStyles, Entry, EntryList, Facts, Prose, SkillList, type Fact } from "../DetailParts.tsx";
import { availabilityText, experienceText, periodText, PROFICIENCY_LABELS, yearsText } from "./talent-text.ts";

export function TalentDetail({ talent, headingId }: { talent: TalentSearchItem; headingId: string }) {
  const lists = useReferenceData().commonData;
  const facts: Fact[] = [
    ...(talent.district === null ? [] : [{ term: "District", value: referenceName(lists?.districts, talent.district) }]),
    { term: "Availability", value: availabilityText(talent.availability) },
    { term: "Experience", value: experienceText(talent.yearsOfExperience) },
  ];
  return (
    <>
      <DetailHead
        headingId={headingId}
        title={talent.name}
        media={<Avatar name={talent.name} pictureUrl={talent.profilePicture} className={detailStyles.bigPicture} />}
        below={talent.headline.trim() === "" ? undefined : talent.headline}
      />
      <Facts facts={facts} />
      {talent.skills.length > 0 ? (
        <DetailSection title="Skills">
          <SkillList skills={talent.skills} />
        </DetailSection>
      ) : null}
      {talent.summary.trim() !== "" ? (
        <DetailSection title="About">
          <Prose>{talent.summary}</Prose>
        </DetailSection>
      ) : null}
      {talent.resume ? <Resume resume={talent.resume} /> : null}
      {talent.contactDetails ? <Contact contact={talent.contactDetails} /> : null}
    </>
  );
}

function Resume({ resume }: { resume: TalentResumeDetails }) {
  return (
    <>
      {resume.workExperience.length > 0 ? (
        <DetailSection title="Work experience">
          <EntryList>
            {resume.workExperience.map((work, index) => (
              <Entry key={index} title={`${work.title}, ${work.employer}`} lines={[periodText(work.startMonth, work.endMonth), work.description]} />
            ))}
          </EntryList>
        </DetailSection>
      ) : null}
      {resume.education.length > 0 ? (
        <DetailSection title="Education">
          <EntryList>
            {resume.education.map((study, index) => (
              <Entry
                key={index}
                title={study.qualification}
                lines={[[study.institution, study.fieldOfStudy].filter((part) => part.trim() !== "").join(" · "), yearsText(study.startYear, study.endYear)]}
              />
            ))}
          </EntryList>
        </DetailSection>
      ) : null}
      {resume.certifications.length > 0 ? (
        <DetailSection title="Certifications">
          <EntryList>
            {resume.certifications.map((certification, index) => (
              <Entry
                key={index}
                title={certification.name}
                lines={[[certification.issuer, certification.year === null ? "" : String(certification.year)].filter((part) => part.trim() !== "").join(" · ")]}
              />
            ))}
          </EntryList>
        </DetailSection>
      ) : null}
      {resume.languages.length > 0 ? (
        <DetailSection title="Languages">
          <Facts facts={resume.languages.map((language) => ({ term: language.language, value: PROFICIENCY_LABELS[language.proficiency] ?? language.proficiency }))} />
        </DetailSection>
      ) : null}
    </>
  );
}

function Contact({ contact }: { contact: ContactDetails }) {
  const facts: Fact[] = [];
  if (contact.phone) facts.push({ term: "Phone", value: <Link href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</Link> });
  if (contact.address) facts.push({ term: "Address", value: <span className={detailStyles.prose}>{contact.address}</span> });
  if (contact.website) facts.push({ term: "Website", value: <WebLink href={contact.website} /> });
  if (contact.linkedinUrl) facts.push({ term: "LinkedIn", value: <WebLink href={contact.linkedinUrl} /> });
  if (contact.githubUrl) facts.push({ term: "GitHub", value: <WebLink href={contact.githubUrl} /> });
  if (facts.length === 0) return null;
  return (
    <DetailSection title="Contact details">
      <Facts facts={facts} />
    </DetailSection>
  );
}

/** A web address as its link's text, without "https://". */
function WebLink({ href }: { href: string }) {
  return <Link href={href}>{href.replace(/^https?:\/\//, "").replace(/\/$/, "")}</Link>;
}
