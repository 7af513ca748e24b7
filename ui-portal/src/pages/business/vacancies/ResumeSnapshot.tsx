// The resume as the talent sent it with the application (a snapshot: later edits never change it), folded away
// under a disclosure so the list stays short: work, education, skills, certifications and languages.
import { DATE_FORMATS, formatDate, type TalentResumeDetails } from "@ictm/core";
import * as styles from "./ApplicantsPage.css.ts";

export function ResumeSnapshot({ resume, name }: { resume: TalentResumeDetails; name: string }) {
  const empty =
    resume.workExperience.length + resume.education.length + resume.skills.length + resume.certifications.length + resume.languages.length === 0;
  return (
    <details className={styles.resume}>
      <summary className={styles.summary}>{`Resume ${name} sent`}</summary>
      {empty ? (
        <p className={styles.muted}>The resume was empty when they applied.</p>
      ) : (
        <div className={styles.resumeBody}>
          {resume.workExperience.length > 0 ? (
            <section>
              <h4 className={styles.subheading}>Work experience</h4>
              <ul className={styles.entries}>
                {resume.workExperience.map((job, index) => (
                  <li key={`${job.employer}-${index}`}>
                    <strong>{job.title}</strong>, {job.employer} ({monthText(job.startMonth)} – {job.endMonth === null ? "now" : monthText(job.endMonth)})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {resume.education.length > 0 ? (
            <section>
              <h4 className={styles.subheading}>Education</h4>
              <ul className={styles.entries}>
                {resume.education.map((entry, index) => (
                  <li key={`${entry.institution}-${index}`}>
                    {entry.qualification} in {entry.fieldOfStudy}, {entry.institution} ({entry.startYear}–{entry.endYear ?? "now"})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {resume.skills.length > 0 ? (
            <section>
              <h4 className={styles.subheading}>Skills</h4>
              <p className={styles.prose}>{resume.skills.join(", ")}</p>
            </section>
          ) : null}
          {resume.certifications.length > 0 ? (
            <section>
              <h4 className={styles.subheading}>Certifications</h4>
              <ul className={styles.entries}>
                {resume.certifications.map((entry, index) => (
                  <li key={`${entry.name}-${index}`}>
                    {entry.name}, {entry.issuer}
                    {entry.year === null ? "" : ` (${entry.year})`}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {resume.languages.length > 0 ? (
            <section>
              <h4 className={styles.subheading}>Languages</h4>
              <p className={styles.prose}>{resume.languages.map((entry) => `${entry.language} (${entry.proficiency})`).join(", ")}</p>
            </section>
          ) : null}
        </div>
      )}
    </details>
  );
}

/** "Jan 2025" from the contract's "2025-01". */
const monthText = (yearMonth: string): string => formatDate(`${yearMonth}-15T00:00:00.000Z`, DATE_FORMATS.month);
