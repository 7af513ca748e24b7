// The permit stores as pure folds: list order (newest change first), records updated in place, cleared with the
// member session; the version a command sends is the one the stores hold; every permit event survives `--events`.
import { describe, expect, it } from "vitest";
import type { ClientEvent, NewStoreEvent, StoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { foldEvents, makeStoreLog } from "../test-support/event-log.ts";
import { expatPermitsReducer, initialExpatPermitsState } from "./expat-permits-store.ts";
import { knownPermitVersion } from "./permit-calls.ts";
import { initialPermitRecordState, permitRecordOf, permitRecordReducer, permitVersionOf } from "./permit-record-store.ts";
import type { PermitApplicationSummary, PermitFile, PermitFormRecord } from "./permit-records.ts";

const first = "11111111-1111-4111-8111-111111111111";
const second = "22222222-2222-4222-8222-222222222222";
const summaryOf = (id: string, version: number, status: PermitApplicationSummary["status"] = "draft"): PermitApplicationSummary => ({
  id, reference: "PVV-2026-0001", permitType: "pvv", status, hasUserGivenEditControl: false, currentStep: null,
  businessName: "DataWorks Sdn Bhd", personnelCount: 1, createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z", submittedAt: null, version,
});
const recordOf = (id: string, version: number): PermitFormRecord => ({
  form: { permitType: "pvv", content: {} },
  files: [],
  application: { ...summaryOf(id, version), editControlComment: null, vacancy: null },
  auditTrailRecords: [],
});
const aFile: PermitFile = {
  media: { mediaType: "application/pdf", size: 3, uploadedAt: "2026-11-20T09:00:00.000Z" },
  fileUpload: { id: "abcdefghijklmnop", mediaId: "abcdefghijklmnop", mediaName: "a.pdf", mediaUrl: "/api/v1/files/abcdefghijklmnop" },
};
const logOf = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  for (const event of events) log.append(event, "2026-11-20T10:00:00.000Z");
  return log;
};
const stamp = (events: ReadonlyArray<NewStoreEvent>): ReadonlyArray<StoreEvent> => logOf(events).tail();
const domain = (events: ReadonlyArray<NewStoreEvent>): ReadonlyArray<ClientEvent> => logOf(events).snapshot();

const story: ReadonlyArray<NewStoreEvent> = [
  { type: "v1.ExpatPermitsLoaded", payload: { includeArchived: false, applications: [summaryOf(first, 2), summaryOf(second, 5)] } },
  { type: "v1.PermitFormRecordLoaded", payload: { record: recordOf(second, 5) } },
  { type: "v1.ExpatPermitFileUploaded", payload: { applicationId: second, file: aFile, version: 6 } },
  { type: "v1.ExpatPermitSectionSaved", payload: { section: "business", record: { ...recordOf(second, 7), files: [aFile] } } },
];

describe("the permit stores", () => {
  it("move a changed application to the top, keep a read one in place, and follow the record's files and version", () => {
    const events = stamp(story);
    const list = events.reduce(expatPermitsReducer, initialExpatPermitsState);
    expect(list.items.map((item) => [item.id, item.version])).toEqual([[second, 7], [first, 2]]);
    const records = events.slice(0, 3).reduce(permitRecordReducer, initialPermitRecordState);
    expect(permitRecordOf(records, second)?.files).toEqual([aFile]);
    expect(permitVersionOf(records, second)).toBe(6);
    expect(permitVersionOf(records, first)).toBeUndefined();
  });

  it("drop an archived application from a list without archived ones, and mark the open record archived", () => {
    const archived: NewStoreEvent = { type: "v1.ExpatPermitArchived", payload: { application: summaryOf(second, 8, "archived") } };
    const events = stamp([...story, archived]);
    expect(events.reduce(expatPermitsReducer, initialExpatPermitsState).items.map((item) => item.id)).toEqual([first]);
    const records = events.reduce(permitRecordReducer, initialPermitRecordState);
    expect(permitRecordOf(records, second)?.application).toMatchObject({ status: "archived", version: 8 });
    const withArchived = stamp([{ type: "v1.ExpatPermitsLoaded", payload: { includeArchived: true, applications: [summaryOf(first, 2)] } }, archived]);
    expect(withArchived.reduce(expatPermitsReducer, initialExpatPermitsState).items.map((item) => item.status)).toEqual(["archived", "draft"]);
  });

  it("start afresh when the member signs out, and so does the version a command would send", () => {
    const events = stamp([...story, { type: "v1.SignedOut", payload: {} }]);
    const values = foldEvents(events);
    expect(values.expatPermits.items).toEqual([]);
    expect(values.permitRecord.records).toEqual({});
    expect(knownPermitVersion(domain(story), second)).toBe(7);
    expect(knownPermitVersion(domain([...story, { type: "v1.SignedOut", payload: {} }]), second)).toBeUndefined();
    expect(knownPermitVersion(domain(story.slice(0, 1)), first)).toBe(2);
  });

  it("print and read back every permit event as an `--events` line", () => {
    for (const event of stamp(story)) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
  });
});
