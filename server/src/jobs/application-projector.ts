// The projector of job applications: derives job_applications from the facts of the `job-application-<id>` streams,
// on every append and on a rebuild (registered in server/src/projections.ts). Writes only its table; never decides.
import { applicationKeyOfStream, decodeJobApplicationEvent, JOB_APPLICATION_EVENT_TYPES } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { projectApplicationChange, projectApplied } from "./application-store.ts";

export const jobApplicationProjector: Projector = {
  name: "job-applications",
  tables: ["job_applications"],
  handles: JOB_APPLICATION_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const id = applicationKeyOfStream(stored.stream);
    if (id === undefined) return;
    const event = decodeJobApplicationEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a job application fact`);
    const { version, occurredAt: at } = stored;
    switch (event.type) {
      case "v1.JobApplicationSubmitted": {
        const { vacancyKey: vacancyId, talentKey: talentId, coverNote, resume, attachmentFileId } = event.payload;
        await projectApplied(tx, { id, vacancyId, talentId, status: "submitted", coverNote, resume, attachmentFileId, appliedAt: at, decidedAt: null, note: null, version });
        return;
      }
      case "v1.JobApplicationWithdrawn":
        await projectApplicationChange(tx, id, { status: "withdrawn", decidedAt: at, version });
        return;
      case "v1.JobApplicantShortlisted":
        await projectApplicationChange(tx, id, { status: "shortlisted", decidedAt: at, note: event.payload.note, version });
        return;
      case "v1.JobApplicantDeclined":
        await projectApplicationChange(tx, id, { status: "declined", decidedAt: at, note: event.payload.note, version });
        return;
    }
  },
};
