// The selected vacancy: the business (with its Verified badge), title, salary in BND, district and location,
// employment type, closing date, skills, description, a link to the job's own page, "Apply" (or "Applied on ...")
// and "Save job" / "Saved" for a signed-in Talent (the saved state comes with the results), and how to reach the
// employer.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { JobSearchItem } from "@ictm/core";
import { Link, useCore } from "@ictm/ui-kit";
import { useReferenceData } from "../../../app/member-data.ts";
import { recordPath } from "../../../app/paths.ts";
import { BusinessLine } from "../../jobs/BusinessLine.tsx";
import { ApplyControl } from "../../jobs/JobApplication.tsx";
import { SaveJobButton, SignInToSave } from "../../jobs/SaveJobControl.tsx";
import { closingText, employmentText, placeText, salaryText } from "../../jobs/vacancy-text.ts";
import { DetailHead, DetailSection, detailStyles, EmployerContactSection, Facts, Prose, SkillList } from "../DetailParts.tsx";

export function JobDetail({ job, headingId, returnTo }: { job: JobSearchItem; headingId: string; returnTo: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  const lists = useReferenceData().commonData;
  const [now] = useState(() => Date.now());
  const isTalent = session.status === "loggedIn" && session.accountType === "Talent";
  return (
    <>
      <DetailHead headingId={headingId} title={job.title} above={<BusinessLine vacancy={job} size="small" />} />
      <Facts
        facts={[
          { term: "Salary", value: salaryText(job) },
          { term: "Where", value: placeText(job, lists) },
          { term: "Employment", value: employmentText(job, lists) },
          { term: "Applications", value: closingText(job, now) },
        ]}
      />
      <ApplyControl vacancy={job} returnTo={returnTo} />
      <div className={detailStyles.actions}>
        {isTalent ? <SaveJobButton vacancyKey={job.key} isSaved={job.isSaved} fullWidth={false} /> : <SignInToSave returnTo={returnTo} />}
        <Link appearance="standalone" href={recordPath.job(job.key)}>
          Open the full job page
        </Link>
      </div>
      {job.skills.length > 0 ? (
        <DetailSection title="Skills">
          <SkillList skills={job.skills} />
        </DetailSection>
      ) : null}
      <DetailSection title="About the job">
        <Prose>{job.description}</Prose>
      </DetailSection>
      <EmployerContactSection contact={job.employerContact} />
    </>
  );
}
