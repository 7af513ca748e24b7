// The expat permit form records the Business has open, by application id, each with its version (the one a
// change sends as If-Match). Saves, uploads, deletes, submit, hand-back and archive update a record in place.
// A pure reducer; cleared when the member session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { PERMIT_QUERIES } from "./client-events.ts";
import type { PermitFormRecord } from "./permit-records.ts";

export interface PermitRecordState {
  /** Of the last loadPermitFormRecord. */
  readonly status: LoadStatus;
  readonly records: Readonly<Record<string, PermitFormRecord>>;
}

export const initialPermitRecordState: PermitRecordState = { status: "idle", records: {} };

/** The form record of application `id`, when the core has it. */
export const permitRecordOf = (state: PermitRecordState, id: string): PermitFormRecord | undefined =>
  Object.hasOwn(state.records, id) ? state.records[id] : undefined;

/** The version the core last saw of application `id` (what If-Match sends), when it has seen its record. */
export const permitVersionOf = (state: PermitRecordState, id: string): number | undefined =>
  permitRecordOf(state, id)?.application.version;

export const permitRecordReducer = (state: PermitRecordState, event: StoreEvent): PermitRecordState => {
  switch (event.type) {
    case "v1.PermitFormRecordLoaded":
      return { status: "loaded", records: withRecord(state.records, event.payload.record) };
    case "v1.ExpatPermitCreated":
    case "v1.ExpatPermitSectionSaved":
    case "v1.ExpatPermitSubmitted":
    case "v1.ExpatPermitEditControlYielded":
      return { ...state, records: withRecord(state.records, event.payload.record) };
    case "v1.ExpatPermitFileUploaded": {
      const { applicationId, file, version } = event.payload;
      return update(state, applicationId, (record) => ({
        ...record,
        files: [...record.files.filter((kept) => kept.fileUpload.id !== file.fileUpload.id), file],
        application: { ...record.application, version },
      }));
    }
    case "v1.ExpatPermitFileDeleted": {
      const { applicationId, fileId, version } = event.payload;
      return update(state, applicationId, (record) => ({
        ...record,
        files: record.files.filter((kept) => kept.fileUpload.id !== fileId),
        application: { ...record.application, version },
      }));
    }
    case "v1.ExpatPermitArchived": {
      const archived = event.payload.application;
      return update(state, archived.id, (record) => ({ ...record, application: { ...record.application, ...archived } }));
    }
    default:
      return trackQuery(state, event, PERMIT_QUERIES.permitFormRecord);
  }
};

const withRecord = (records: PermitRecordState["records"], record: PermitFormRecord): PermitRecordState["records"] => ({
  ...records,
  [record.application.id]: record,
});

const update = (state: PermitRecordState, id: string, change: (record: PermitFormRecord) => PermitFormRecord): PermitRecordState => {
  const record = permitRecordOf(state, id);
  return record === undefined ? state : { ...state, records: withRecord(state.records, change(record)) };
};

export const permitRecordStore = defineStore("permitRecord", initialPermitRecordState, permitRecordReducer, {
  clearOn: ["memberSessionChanged"],
});
