// The key of a record named in a call's path (a vacancy, a project, a business): a UUID, checked before the call.
// A malformed key reads as "not found", as the server would answer, without revealing anything.
import { Schema } from "effect";

export const RECORD_NOT_FOUND = "Sorry, this record could not be found.";

export const RecordKey = Schema.String.annotate({ message: RECORD_NOT_FOUND }).check(
  Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: RECORD_NOT_FOUND }),
);
export type RecordKey = typeof RecordKey.Type;
