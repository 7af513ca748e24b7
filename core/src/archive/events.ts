// Staff archiving an approved application and bringing it back, as facts on its stream (`permit-<id>`). An
// archived application leaves the board and the approved listing for the archived one; nothing changes it there
// (the permits' `permit-archived` rule). Distinct from v1.PermitApplicationArchived, a Business withdrawing a draft.
import { Schema } from "effect";

const fact = <T extends string, P extends Schema.Top>(type: T, payload: P) => Schema.Struct({ type: Schema.Literal(type), payload });

export const ApprovedApplicationArchived = fact("v1.ApprovedApplicationArchived", Schema.Struct({ by: Schema.String }));
export const ApprovedApplicationUnarchived = fact("v1.ApprovedApplicationUnarchived", Schema.Struct({ by: Schema.String }));

export const ARCHIVE_EVENTS = [ApprovedApplicationArchived, ApprovedApplicationUnarchived] as const;
export const ARCHIVE_EVENT_TYPES = ["v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"] as const;
