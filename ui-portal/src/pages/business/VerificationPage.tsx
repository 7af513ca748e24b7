// /business/verification: where the Business stands with verification — not requested, pending review since a
// date, verified on a date, or rejected with the staff's reason — and the request form when core's transitions
// offer one (first time, again after a rejection, or replacing a pending request until staff decide): the
// registration certificate, up to four supporting documents, who asks and notes. Files are pre-checked when
// picked; the server decides by their content. Sends the version of the request shown, so a stale page is told.
import {
  checkUploadFiles,
  formatDateTime,
  submitBusinessVerification,
  UPLOAD_RULES,
  uploadLimitText,
  verificationStatusOf,
  verificationSubmitOffer,
  type BusinessProfile,
  type VerificationRequest,
} from "@ictm/core";
import { Badge, Button, FileDropZone, Form, FormActions, FormNote, Link, TextArea, TextField, formatFileSize, useCore, useFormFields, useSaveForm } from "@ictm/ui-kit";
import { useState } from "react";
import { MemberArea } from "../../app/MemberArea.tsx";
import { paths } from "../../app/paths.ts";
import { FormSection } from "../shared/FormSection.tsx";
import * as shared from "../shared/FormSection.css.ts";
import { BusinessProfileContent } from "./BusinessArea.tsx";
import {
  EMPTY_VERIFICATION,
  MAX_SUPPORTING_DOCUMENTS,
  pickedFile,
  validateVerification,
  verificationInputOf,
  type VerificationValues,
} from "./verification-values.ts";
import * as styles from "./VerificationPage.css.ts";

export function VerificationPage() {
  return (
    <MemberArea
      kind="Business"
      section={paths.verification}
      title="Verify your business"
      lead="A verified business shows a Verified badge on its profile, vacancies and projects, so Talents know it is real."
    >
      <BusinessProfileContent>
        {(profile) => (
          <div className={shared.stack}>
            <StatusSection profile={profile} />
            {/* Keyed by version: once the request changes, the offer and its form start again from what was sent. */}
            <OfferedRequest key={profile.verification?.version ?? 0} verification={profile.verification} />
          </div>
        )}
      </BusinessProfileContent>
    </MemberArea>
  );
}

/** "22 Nov 2026, 3:04 PM": when a request was sent or decided, in the portal's date-time display (Brunei time). */
const when = (instant: string | null): string => formatDateTime(instant);

type Offer = "first" | "resubmit" | "replace";

/** The form core's transitions offer from this status; a pending request's replacement waits behind a button. */
function OfferedRequest({ verification }: { verification: VerificationRequest | null }) {
  const offer = verificationSubmitOffer(verificationStatusOf(verification));
  const [replacing, setReplacing] = useState(false);
  if (offer === null) return null;
  if (offer === "replace" && !replacing) {
    return (
      <FormActions>
        <Button variant="secondary" onPress={() => setReplacing(true)}>
          Replace the request
        </Button>
      </FormActions>
    );
  }
  return <RequestSection offer={offer} previous={offer === "first" ? null : verification} />;
}

const TITLES: Readonly<Record<Offer, string>> = {
  first: "Request verification",
  resubmit: "Send the request again",
  replace: "Replace the pending request",
};

function StatusSection({ profile }: { profile: BusinessProfile }) {
  const verification = profile.verification;
  const status = verification?.status ?? "unverified";
  return (
    <FormSection title="Verification status">
      <div className={styles.status} role="status">
        {status === "unverified" || verification === null ? (
          <>
            <p className={styles.statusLine}>
              <Badge tone="neutral">Not requested</Badge>
            </p>
            <p className={shared.muted}>Your business has not asked for verification yet. Send the request below.</p>
          </>
        ) : status === "pending" ? (
          <>
            <p className={styles.statusLine}>
              <Badge tone="warning" icon="clock">
                Pending review
              </Badge>
              <span>Pending since {when(verification.submittedAt)}</span>
            </p>
            <p className={shared.muted}>The portal's staff are checking your documents. This page shows their decision once it is made.</p>
          </>
        ) : status === "approved" ? (
          <p className={styles.statusLine}>
            <Badge tone="success" icon="check">
              Verified
            </Badge>
            <span>Approved on {when(verification.decidedAt)}</span>
          </p>
        ) : (
          <>
            <p className={styles.statusLine}>
              <Badge tone="danger" icon="cross">
                Rejected
              </Badge>
              <span>Decided on {when(verification.decidedAt)}</span>
            </p>
            <div className={styles.reason}>
              <p className={styles.reasonTitle}>Why it was rejected</p>
              <p>{verification.reason ?? "The staff gave no reason."}</p>
            </div>
            <p className={shared.muted}>Correct what the reason asks and send the request again below.</p>
          </>
        )}
      </div>
      {verification !== null && verification.status !== "unverified" ? <SubmittedRequest verification={verification} /> : null}
    </FormSection>
  );
}

function SubmittedRequest({ verification }: { verification: VerificationRequest }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>Asked by</dt>
        <dd className={styles.definition}>
          {verification.applicantName}, {verification.applicantPosition}
        </dd>
        <dt className={styles.term}>Submitted</dt>
        <dd className={styles.definition}>{when(verification.submittedAt)}</dd>
      </dl>
      {verification.documents.length > 0 ? (
        <ul className={styles.documents} aria-label="Documents sent">
          {verification.documents.map((document) => (
            <li key={document.fileId} className={styles.document}>
              <Link href={document.url} target="_blank" rel="noopener">
                {document.name}
                <span className={shared.muted}> (opens in a new tab)</span>
              </Link>
              <span className={styles.documentMeta}>{formatFileSize(document.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The request form; after a rejection or while pending (`previous`), who asked and the notes start as they were sent. */
function RequestSection({ offer, previous }: { offer: Offer; previous: VerificationRequest | null }) {
  const core = useCore();
  const form = useFormFields<VerificationValues>(
    previous === null
      ? EMPTY_VERIFICATION
      : { ...EMPTY_VERIFICATION, applicantName: previous.applicantName, applicantPosition: previous.applicantPosition, notes: previous.notes },
    validateVerification,
  );
  const [refusal, setRefusal] = useState<{ field: "certificate" | "supporting"; message: string } | null>(null);
  const { isPending, onSubmit } = useSaveForm({
    form,
    inputOf: verificationInputOf,
    save: (input) => core.run(submitBusinessVerification(previous === null ? input : { ...input, version: previous.version })),
    valuesAfter: () => EMPTY_VERIFICATION,
  });
  const certificate = form.bind("registrationCertificate");
  const supporting = form.bind("supportingDocuments");
  const uploading = (files: VerificationValues["supportingDocuments"]) => (isPending ? files.map((picked) => ({ ...picked, progress: "unknown" as const })) : files);

  /** Files the core's pre-check refuses are not kept; the field says why. */
  const accepted = (field: "certificate" | "supporting", files: File[]): File[] => {
    const check = checkUploadFiles("document", files);
    setRefusal(check.accepted ? null : { field, message: `${check.message} (${check.rejected.join(", ")})` });
    return check.accepted ? files : files.filter((file) => !check.rejected.includes(file.name));
  };

  return (
    <FormSection
      title={TITLES[offer]}
      description="Staff check your documents against the Registry of Companies and Business Names."
    >
      <Form onSubmit={onSubmit} focusFirstInvalidOn={form.focusRequest}>
        <FormNote>Fields marked * are required. Documents: {uploadLimitText("document")} each.</FormNote>
        <FileDropZone
          label="Registration certificate"
          description="The certificate the Registry issued to your business."
          buttonLabel="Choose a file"
          acceptedFileTypes={UPLOAD_RULES.document.mediaTypes}
          files={uploading(certificate.value === null ? [] : [certificate.value])}
          onSelect={(files) => {
            const [file] = accepted("certificate", files);
            if (file !== undefined) certificate.onChange(pickedFile(file));
          }}
          onRemove={() => certificate.onChange(null)}
          errorMessage={refusal?.field === "certificate" ? refusal.message : certificate.errorMessage}
          isRequired
          isDisabled={isPending}
        />
        <FileDropZone
          label="Supporting documents"
          description={`Up to ${MAX_SUPPORTING_DOCUMENTS}, if you have them: a letter of authorisation, a trade licence.`}
          buttonLabel="Choose files"
          acceptedFileTypes={UPLOAD_RULES.document.mediaTypes}
          allowsMultiple
          maxFiles={MAX_SUPPORTING_DOCUMENTS}
          files={uploading(supporting.value)}
          onSelect={(files) => supporting.onChange([...supporting.value, ...accepted("supporting", files).map(pickedFile)])}
          onRemove={(id) => supporting.onChange(supporting.value.filter((picked) => picked.id !== id))}
          errorMessage={refusal?.field === "supporting" ? refusal.message : supporting.errorMessage}
          isDisabled={isPending}
        />
        <div className={shared.grid}>
          <TextField {...form.field("applicantName")} label="Your name" autoComplete="name" isRequired />
          <TextField {...form.field("applicantPosition")} label="Your position" autoComplete="organization-title" description="e.g. Director, HR manager." isRequired />
          <TextArea {...form.field("notes")} label="Notes" description="Anything staff should know, e.g. a recent change of name." className={shared.wide} />
        </div>
        <FormActions>
          <Button type="submit" isPending={isPending}>
            Submit for verification
          </Button>
        </FormActions>
      </Form>
    </FormSection>
  );
}
