// /business/expat-permits/{type}/{id}[/{section}]: one application. While the Business may edit it (a draft, or one
// the staff gave back) it is the editor: the sections in a step navigator with each one's state, the section's
// form, and the last step, "Review and submit". Otherwise every section read-only with where it stands. The
// form is drawn from core's descriptors of the type; nothing here knows a field.
import { useMemo, useState } from "react";
import {
  canEditPermit,
  isPermitType,
  PERMIT_SECTIONS,
  PERMIT_STATUS_LABELS,
  PERMIT_TYPE_INFO,
  permitSectionState,
  permitSubmitVerdict,
  type PermitContext,
  type PermitFormRecord,
  type PermitType,
  type SectionState,
} from "@ictm/core";
import { EmptyState, Link, Loaded, StepNav, type StepNavItem, type StepTone } from "@ictm/ui-kit";
import { useParams, useSearch } from "wouter";
import { useOwnJobVacancies, useReferenceData } from "../../../app/member-data.ts";
import { MemberArea } from "../../../app/MemberArea.tsx";
import { paths, recordPath } from "../../../app/paths.ts";
import { EditControlNotice } from "./EditControl.tsx";
import { usePermitRecord } from "./permit-data.ts";
import { firstMessages, sectionHasProblems, sectionMessages, type FieldVerdict } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";
import { ReadOnlyApplication } from "./ReadOnlyApplication.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { SectionForm } from "./SectionForm.tsx";

export const REVIEW = "review";

export function PermitEditorPage() {
  const { type = "", id = "", section } = useParams<{ type: string; id: string; section?: string }>();
  const known = isPermitType(type);
  return (
    <MemberArea
      kind="Business"
      section={paths.expatPermits}
      returnTo={recordPath.expatPermit(type, id, section)}
      title={known ? `${PERMIT_TYPE_INFO[type].name} application` : "Expat permit application"}
    >
      {known ? (
        <Application type={type} id={id} part={section ?? null} />
      ) : (
        <EmptyState heading="We could not find this application" action={<Link href={paths.expatPermits}>Back to your applications</Link>}>
          The address does not name a kind of permit the portal knows.
        </EmptyState>
      )}
    </MemberArea>
  );
}

function Application({ type, id, part }: { type: PermitType; id: string; part: string | null }) {
  const { status, record, reload } = usePermitRecord(type, id);
  return (
    <Loaded value={record} status={status} retry={reload} what="this application">
      {(loaded) => (canEditPermit(loaded.application) ? <Editor type={type} record={loaded} part={part} /> : <ReadOnlyApplication type={type} record={loaded} />)}
    </Loaded>
  );
}

const STATES: Readonly<Record<SectionState | "errors", { state: string; tone: StepTone }>> = {
  empty: { state: "Not started", tone: "neutral" },
  incomplete: { state: "Incomplete", tone: "warning" },
  complete: { state: "Complete", tone: "success" },
  errors: { state: "Has problems", tone: "danger" },
};

function Editor({ type, record, part }: { type: PermitType; record: PermitFormRecord; part: string | null }) {
  const sections = PERMIT_SECTIONS[type];
  const vacancies = useOwnJobVacancies();
  const { commonData } = useReferenceData();
  const search = useSearch();
  const focusPath = new URLSearchParams(search).get("field");
  const [refused, setRefused] = useState<{ verdict: FieldVerdict; version: number } | null>(null);
  const id = record.application.id;

  const context = useMemo<PermitContext>(
    () => ({
      fileIds: new Set(record.files.map((file) => file.fileUpload.id)),
      ...(vacancies.status === "loaded" ? { vacancyIds: new Set(vacancies.items.map((vacancy) => vacancy.key)) } : {}),
    }),
    [record.files, vacancies.status, vacancies.items],
  );
  const vacancyOptions = useMemo(() => vacancies.items.map((vacancy) => ({ id: vacancy.key, label: `${vacancy.title} (${vacancy.status})` })), [vacancies.items]);
  const references = commonData ?? {};
  const live = useMemo(() => permitSubmitVerdict(type, record.form.content, context), [type, record.form.content, context]);
  // After a refused submit, what the server said stays listed until the application changes; core's verdict of
  // the saved content says the rest (the same rules), so fixed problems leave the list as sections are saved.
  const verdict: FieldVerdict = refused === null ? live : { ...(refused.version === record.application.version ? refused.verdict : {}), ...live };
  const submitMessages = useMemo(() => (refused === null ? {} : firstMessages(verdict)), [refused, verdict]);

  const current = part === REVIEW || sections.some((section) => section.key === part) ? (part ?? REVIEW) : (sections[0]?.key ?? REVIEW);
  const section = sections.find((candidate) => candidate.key === current);
  const problems = Object.values(verdict).reduce((total, messages) => total + messages.length, 0);
  const items: StepNavItem[] = [
    ...sections.map((each) => {
      const state = refused !== null && sectionHasProblems(verdict, each.key) ? "errors" : permitSectionState(type, each.key, record.form.content[each.key] ?? {}, context);
      return { href: recordPath.expatPermit(type, id, each.key), label: each.title, ...STATES[state] };
    }),
    {
      href: recordPath.expatPermit(type, id, REVIEW),
      label: "Review and submit",
      state: problems === 0 ? "Ready" : `${problems} to fix`,
      tone: problems === 0 ? "success" : refused !== null ? "danger" : "neutral",
    },
  ];

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {record.application.reference} · {PERMIT_STATUS_LABELS[record.application.status]}
      </p>
      {record.application.status === "submitted" ? <EditControlNotice type={type} record={record} /> : null}
      <div className={styles.editor}>
        <StepNav label="Sections of the application" items={items} current={recordPath.expatPermit(type, id, current)} />
        {section === undefined ? (
          <ReviewStep
            type={type}
            record={record}
            sections={sections}
            verdict={verdict}
            canSubmit={record.application.status === "draft"}
            onRefused={(answer) => setRefused({ verdict: answer, version: record.application.version })}
          />
        ) : (
          <SectionForm
            key={section.key}
            type={type}
            record={record}
            section={section}
            context={context}
            references={references}
            vacancies={vacancyOptions}
            submitMessages={sectionMessages(submitMessages, section.key)}
            focusPath={focusPath}
          />
        )}
      </div>
    </div>
  );
}
