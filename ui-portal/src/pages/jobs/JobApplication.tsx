// A Talent's application for a vacancy, where a vacancy is shown (the job search's pane, the job's page). Whether
// the Talent applied comes from core's `jobApplications` store (loaded once for a signed-in Talent, kept in step by
// every apply and withdraw). "Apply" opens a dialog: the cover note (with the characters left), the resume as it
// stands (a summary and a link to edit it: the application keeps a snapshot), an optional document, Submit. Once
// applied the Talent reads "Applied on 7 Jan 2027" and may withdraw while core's rule allows (asked first). Anyone
// signed out reads how to apply; a Business sees nothing here. What may be done is core's rule, never decided here.
import { useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  applyForJob,
  charactersLeft,
  checkUploadFiles,
  COVER_NOTE_MAX_LENGTH,
  DATE_FORMATS,
  formatDate,
  jobApplicationOf,
  JOB_APPLICATION_STATUS_LABELS,
  loadJobApplications,
  mayWithdrawJobApplication,
  UPLOAD_RULES,
  uploadLimitText,
  vacancyOpenness,
  withdrawJobApplication,
  type JobApplication,
  type JobApplicationsState,
  type JobApplicationStatus,
  type JobVacancy,
} from "@ictm/core";
import {
  Badge,
  Button,
  ConfirmDialog,
  FileDropZone,
  Form,
  FormDialog,
  FormDialogActions,
  Link,
  TextArea,
  useCore,
  useLeaveConfirmation,
  useLoadedStore,
  type BadgeTone,
  type PickedFile,
} from "@ictm/ui-kit";
import { useTalentProfile } from "../../app/member-data.ts";
import { paths, signInPath } from "../../app/paths.ts";
import * as styles from "./JobApplication.css.ts";

/** What the control needs of a vacancy (a search result or the vacancy as read). */
export type ApplyVacancy = Pick<JobVacancy, "key" | "title" | "businessName" | "status" | "closingDate">;

export const APPLICATION_STATUS_TONES: { readonly [S in JobApplicationStatus]: BadgeTone } = {
  submitted: "accent",
  shortlisted: "success",
  declined: "neutral",
  withdrawn: "neutral",
};

/** The signed-in Talent's applications (asked once the session says it is a Talent; `fresh` asks on arrival too). */
export function useJobApplications({ fresh = false }: { fresh?: boolean } = {}): JobApplicationsState {
  useSignals();
  const session = useCore().stores.session.value;
  const isTalent = session.status === "loggedIn" && session.accountType === "Talent";
  return useLoadedStore("jobApplications", () => loadJobApplications(), { isReady: isTalent, fresh });
}

/** "Applied on 7 Jan 2027". */
export const appliedOnText = (application: Pick<JobApplication, "appliedAt">): string => `Applied on ${formatDate(application.appliedAt, DATE_FORMATS.day)}`;

export function ApplyControl({ vacancy, returnTo }: { vacancy: ApplyVacancy; returnTo: string }) {
  useSignals();
  const session = useCore().stores.session.value;
  const [now] = useState(() => Date.now());
  const isOpen = vacancyOpenness(vacancy, now) === "open";
  if (session.status === "unknown") return null;
  if (session.status === "loggedIn" && session.accountType === "Talent") return <TalentApplication vacancy={vacancy} isOpen={isOpen} />;
  if (session.status === "loggedIn" || !isOpen) return null;
  return (
    <p className={styles.muted}>
      <Link href={signInPath(returnTo)}>Sign in as a talent to apply</Link>
    </p>
  );
}

function TalentApplication({ vacancy, isOpen }: { vacancy: ApplyVacancy; isOpen: boolean }) {
  const applications = useJobApplications();
  const [isApplying, setApplying] = useState(false);
  const application = jobApplicationOf(applications, vacancy.key);
  if (application === undefined) {
    if (!isOpen) return null;
    return (
      <>
        <Button variant="primary" isPending={applications.status === "loading"} onPress={() => setApplying(true)}>
          Apply
        </Button>
        {isApplying ? <ApplyDialog vacancy={vacancy} onClose={() => setApplying(false)} /> : null}
      </>
    );
  }
  return (
    <div className={styles.applied}>
      <p className={styles.appliedLine}>
        <Badge tone="success" icon="check">
          {appliedOnText(application)}
        </Badge>
        {application.status === "submitted" ? null : <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{JOB_APPLICATION_STATUS_LABELS[application.status]}</Badge>}
      </p>
      <Link href={paths.myApplications}>See your applications</Link>
      {mayWithdrawJobApplication(application.status, isOpen) ? <WithdrawApplicationButton application={application} /> : null}
    </div>
  );
}

function ApplyDialog({ vacancy, onClose }: { vacancy: ApplyVacancy; onClose: () => void }) {
  const core = useCore();
  const [coverNote, setCoverNote] = useState("");
  const [attachment, setAttachment] = useState<PickedFile | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(coverNote.trim() !== "" || attachment !== null);
  const left = charactersLeft(coverNote, COVER_NOTE_MAX_LENGTH);
  const submit = async () => {
    if (isPending) return;
    setTries((count) => count + 1);
    setPending(true);
    const result = await core.run(applyForJob({ vacancyId: vacancy.key, coverNote, attachment: attachment?.file ?? null }));
    setPending(false);
    if (result.ok) {
      allowLeaving();
      onClose();
    } else if (result.error._tag === "ValidationFailed") {
      setNoteError(result.error.fieldErrors["coverNote"]);
      setFileError(result.error.fieldErrors["attachment"]);
    } else if (result.error._tag === "FilesNotAccepted") setFileError(result.error.message);
  };
  const pick = (files: File[]) => {
    const check = checkUploadFiles("document", files);
    const [file] = files;
    if (!check.accepted) return setFileError(`${check.message} (${check.rejected.join(", ")})`);
    setFileError(undefined);
    if (file !== undefined) setAttachment({ id: `${file.name}-${file.size}`, file });
  };
  return (
    <FormDialog isOpen title={`Apply for “${vacancy.title}”`} onClose={onClose} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        <div className={styles.fields}>
          <p className={styles.muted}>{vacancy.businessName} receives your cover note, your resume as it stands now and the document you add.</p>
          <TextArea
            label="Cover note"
            description={left >= 0 ? `${left.toLocaleString("en-GB")} characters left` : `${(-left).toLocaleString("en-GB")} characters too many`}
            value={coverNote}
            onChange={(next) => {
              setCoverNote(next);
              setNoteError(undefined);
            }}
            errorMessage={noteError}
            rows={5}
            autoFocus
          />
          <ResumeSummary />
          <FileDropZone
            label="Attachment (optional)"
            description={`A CV or a letter: ${uploadLimitText("document")}.`}
            buttonLabel="Choose a file"
            acceptedFileTypes={UPLOAD_RULES.document.mediaTypes}
            files={attachment === null ? [] : [isPending ? { ...attachment, progress: "unknown" } : attachment]}
            onSelect={pick}
            onRemove={() => setAttachment(null)}
            errorMessage={fileError}
            isDisabled={isPending}
          />
        </div>
        <FormDialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Submit application
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}

/** The Talent's resume as it stands: what the application's snapshot will hold, with a way to edit it first. */
function ResumeSummary() {
  useSignals();
  const { profile, status } = useTalentProfile();
  const resume = profile?.resume;
  const parts =
    resume === undefined
      ? []
      : [
          countText(resume.workExperience.length, "job"),
          countText(resume.education.length, "qualification"),
          countText(resume.skills.length, "skill"),
          countText(resume.certifications.length, "certification"),
          countText(resume.languages.length, "language"),
        ];
  const latest = resume?.workExperience[0];
  return (
    <section className={styles.resume} aria-labelledby="apply-resume-heading">
      <h3 id="apply-resume-heading" className={styles.resumeHeading}>
        Your resume
      </h3>
      {resume === undefined ? (
        <p className={styles.muted}>{status === "failed" ? "We could not load your resume; it is still sent as it stands." : "Loading your resume…"}</p>
      ) : (
        <>
          <p className={styles.muted}>{parts.join(", ")}</p>
          {latest === undefined ? null : (
            <p className={styles.muted}>
              Latest: {latest.title} at {latest.employer}
            </p>
          )}
        </>
      )}
      <Link href={paths.resume}>Edit your resume first</Link>
    </section>
  );
}

const countText = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "Withdraw": asks first, then runs core's withdrawJobApplication. */
export function WithdrawApplicationButton({ application, size = "regular" }: { application: JobApplication; size?: "regular" | "small" }) {
  const core = useCore();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const vacancy = application.jobVacancy;
  const withdraw = async () => {
    setPending(true);
    const result = await core.run(withdrawJobApplication(application.key));
    setPending(false);
    if (result.ok) setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" size={size} aria-label={`Withdraw your application for ${vacancy.title}`} onPress={() => setOpen(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={`Withdraw your application for “${vacancy.title}”?`}
        confirmLabel="Withdraw application"
        cancelLabel="Keep it"
        isPending={isPending}
        onConfirm={() => void withdraw()}
        onCancel={() => setOpen(false)}
      >
        <p>{vacancy.businessName} will no longer see it. You may apply again while the vacancy is open.</p>
      </ConfirmDialog>
    </>
  );
}
