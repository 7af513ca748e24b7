// The administrators' staff commands: list the staff, create a staff account with its roles (mailed a link to
// choose a password when none is given), and replace a staff member's roles. Sent with the staff token; anyone
// but an administrator is refused (Forbidden), and an administrator cannot take the administrator role from
// themselves (Forbidden, STAFF_MESSAGES.selfDemotion).
import { Effect, Schema } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { STAFF_LIST_QUERY } from "./staff-list-store.ts";
import { NewStaffForm, StaffRolesField } from "./staff-forms.ts";

/** Every staff member with their roles, by name; fills `core.stores.staffList`. */
export const loadStaffList = Effect.fn(STAFF_LIST_QUERY)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: STAFF_LIST_QUERY } });
  const body = yield* api.backoffice((client) => client.GET("/staff"), options);
  yield* log.append({ type: "v1.StaffListLoaded", payload: { staff: body.data } });
  return body.data;
}, reportFailure(STAFF_LIST_QUERY));

export const CreateStaffInput = NewStaffForm;
export type CreateStaffInput = typeof NewStaffForm.Type;

const decodeNew = decodeInput(NewStaffForm);

/** Answers the new Staff; a taken e-mail is EmailAlreadyRegistered. Toast "Saved Successfully". */
export const createStaff = Effect.fn("commands.createStaff")(function* (input: CreateStaffInput) {
  const staff = yield* decodeNew(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.POST("/staff", { body: staff }));
  yield* log.append({ type: "v1.StaffCreated", payload: { staff: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.createStaff"));

export const SetStaffRolesInput = Schema.Struct({ staffKey: RecordKey, roles: StaffRolesField });
export type SetStaffRolesInput = typeof SetStaffRolesInput.Type;

const decodeRoles = decodeInput(SetStaffRolesInput);

/** Answers the Staff with the new roles (the session's own roles too, when they are the caller's). */
export const setStaffRoles = Effect.fn("commands.setStaffRoles")(function* (input: SetStaffRolesInput) {
  const { staffKey, roles } = yield* decodeRoles(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.PUT("/staff/{staffKey}/roles", { params: { path: { staffKey } }, body: { roles } }));
  yield* log.append({ type: "v1.StaffRolesChanged", payload: { staff: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.setStaffRoles"));
