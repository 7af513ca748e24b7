// `ictm permits`: a signed-in Business's expat permit applications from a terminal — list them, show one (its
// sections' states, files, audit trail), submit a draft (every problem listed by section when refused), archive a draft.
import { Console, Effect } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import {
  MESSAGES,
  PERMIT_SECTIONS,
  PERMIT_STATUS_LABELS,
  PERMIT_TYPE_INFO,
  archiveExpatPermit,
  groupVerdictBySection,
  loadExpatPermits,
  loadPermitFormRecord,
  permitSectionState,
  permitVerdictOf,
  submitExpatPermit,
  type PermitApplicationSummary,
  type PermitFormRecord,
} from "@ictm/core";
import { CommandRefused, refuse, succeed } from "../output.ts";
import { withCore, type Session } from "./shared.ts";

const requireBusiness = (session: Session) => {
  const member = session.core.stores.session.value;
  return member.status === "loggedIn" && member.accountType === "Business"
    ? Effect.void
    : refuse(session, { _tag: "NotSignedIn", message: "You are not signed in as a Business. Run `ictm login --as business` first." });
};

const typeName = (summary: PermitApplicationSummary) => PERMIT_TYPE_INFO[summary.permitType].abbreviation;

const line = (item: PermitApplicationSummary): string =>
  [
    item.id,
    item.reference.padEnd(13),
    typeName(item).padEnd(4),
    PERMIT_STATUS_LABELS[item.status].padEnd(9),
    `v${item.version}`.padEnd(4),
    item.updatedAt.slice(0, 10),
    `${item.businessName || "(no business name yet)"}, ${item.personnelCount} expatriate(s)${item.hasUserGivenEditControl ? ", edit control given" : ""}`,
  ].join("  ");

/** The application of `id` among the Business's own (archived ones too); "not found" for anything else. */
const findApplication = (session: Session, id: string) =>
  Effect.gen(function* () {
    const applications = yield* session.run(loadExpatPermits({ includeArchived: true }));
    const found = applications.find((item) => item.id === id);
    return found ?? (yield* refuse(session, { _tag: "NotFound", message: MESSAGES.notFound }));
  });

const applicationId = Argument.String("id").pipe(Argument.withDescription("The application's id (see `ictm permits list`)"));

const list = Command.make(
  "list",
  { archived: Flag.Boolean("archived").pipe(Flag.withDescription("Include archived applications"), Flag.withDefault(false)) },
  ({ archived }) =>
    withCore((session) =>
      Effect.gen(function* () {
        yield* requireBusiness(session);
        const applications = yield* session.run(loadExpatPermits({ includeArchived: archived }));
        const human = applications.length === 0 ? "No expat permit applications." : applications.map(line).join("\n");
        yield* succeed(session, human, applications);
      }),
    ),
).pipe(Command.withDescription("List your expat permit applications, the most recently changed first"));

export const describeRecord = (record: PermitFormRecord): string => {
  const { application, form, files, auditTrailRecords } = record;
  const info = PERMIT_TYPE_INFO[form.permitType];
  const fileIds = new Set(files.map((file) => file.fileUpload.id));
  const lines = [
    `${application.reference}: ${info.name} (${info.abbreviation}), ${PERMIT_STATUS_LABELS[application.status].toLowerCase()}, v${application.version}`,
    `Business: ${application.businessName || "(not filled in yet)"}; ${application.personnelCount} expatriate(s); last change ${application.updatedAt}`,
  ];
  if (application.submittedAt !== null) lines.push(`Submitted ${application.submittedAt}; current step: ${application.currentStep ?? "not started"}`);
  if (application.hasUserGivenEditControl) lines.push(`Edit control given to you: ${application.editControlComment ?? ""}`);
  const vacancy = application.vacancy;
  if (vacancy !== null) {
    const days = vacancy.daysPublished === null ? "not published" : `published ${vacancy.daysPublished} day(s)`;
    lines.push(`Vacancy: ${vacancy.title}, ${days}${vacancy.meetsLabourMarketTest ? "" : " (below the labour-market test: a warning only)"}`);
  }
  lines.push("Sections:");
  for (const section of PERMIT_SECTIONS[form.permitType]) {
    const state = permitSectionState(form.permitType, section.key, form.content[section.key] ?? {}, { fileIds });
    lines.push(`  ${section.key.padEnd(12)} ${state.padEnd(10)} ${section.title}`);
  }
  lines.push(`Files: ${files.length === 0 ? "none" : files.map((file) => file.fileUpload.mediaName).join(", ")}`);
  const last = auditTrailRecords.at(-1);
  lines.push(`Audit trail: ${auditTrailRecords.length} record(s)${last === undefined ? "" : `, last ${last.action} by ${last.by.name} at ${last.at}`}`);
  return lines.join("\n");
};

const show = Command.make("show", { id: applicationId }, ({ id }) =>
  withCore((session) =>
    Effect.gen(function* () {
      yield* requireBusiness(session);
      const found = yield* findApplication(session, id);
      const record = yield* session.run(loadPermitFormRecord(found.permitType, found.id));
      yield* succeed(session, describeRecord(record), record);
    }),
  ),
).pipe(Command.withDescription("Show one application: its sections' states, files and audit trail (--json: the whole form record)"));

const submit = Command.make("submit", { id: applicationId }, ({ id }) =>
  withCore((session) =>
    Effect.gen(function* () {
      yield* requireBusiness(session);
      const found = yield* findApplication(session, id);
      const result = yield* Effect.promise(() => session.core.run(submitExpatPermit(found.permitType, found.id)));
      if (!result.ok) {
        const verdict = permitVerdictOf(result.error);
        if (Object.keys(verdict).length === 0) return yield* refuse(session, result.error);
        const groups = groupVerdictBySection(found.permitType, verdict);
        const text = [
          `${found.reference} cannot be submitted yet:`,
          ...groups.flatMap((group) => [`${group.section.title}:`, ...group.problems.map((problem) => `  ${problem.path}: ${problem.message}`)]),
        ].join("\n");
        yield* session.json
          ? Console.log(JSON.stringify({ error: { tag: result.error._tag, message: result.error.message, errors: verdict } }, null, 2))
          : Console.error(text);
        return yield* new CommandRefused({ message: result.error.message });
      }
      yield* succeed(session, `${result.value.application.reference} is submitted. It is read-only until staff give you edit control.`, result.value);
    }),
  ),
).pipe(Command.withDescription("Submit a draft application to staff; when refused, every problem is listed by section"));

const archive = Command.make("archive", { id: applicationId }, ({ id }) =>
  withCore((session) =>
    Effect.gen(function* () {
      yield* requireBusiness(session);
      const found = yield* findApplication(session, id);
      const archived = yield* session.run(archiveExpatPermit(found.id));
      yield* succeed(session, `${archived.reference} is archived.`, archived);
    }),
  ),
).pipe(Command.withDescription("Archive (delete) a draft application; submitted ones are archived by staff"));

export const permits = Command.make("permits").pipe(
  Command.withDescription("A Business's expat permit applications: list, show, submit, archive"),
  Command.withSubcommands([list, show, submit, archive]),
  Command.withExamples([
    { command: "ictm permits list --json", description: "Your applications as JSON" },
    { command: "ictm permits show 3f0c…", description: "One application's sections and files" },
    { command: "ictm permits submit 3f0c…", description: "Submit a draft (every problem listed when refused)" },
  ]),
);
