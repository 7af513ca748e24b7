// signInStaff: a staff member signs in to the back-office by e-mail and password; appends `v1.StaffSignedIn`
// (kept under its own storage key). The member session, if any, is left exactly as it was.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import type { StaffSession } from "../model.ts";
import { StaffSignInForm } from "./staff-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const SignInStaffInput = StaffSignInForm;
export type SignInStaffInput = typeof StaffSignInForm.Type;

const decode = decodeInput(StaffSignInForm);

export const signInStaff = Effect.fn("commands.signInStaff")(function* (input: SignInStaffInput) {
  const credentials = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.POST("/sign-ins", { body: credentials }));
  const session: StaffSession = { token: body.data.accessToken, staff: body.data.staff };
  yield* log.append({ type: "v1.StaffSignedIn", payload: session });
  return session;
}, reportFailure("commands.signInStaff"));
