// updateContactDetails: the signed-in member saves contact details: a Talent's own, or (with a Business token)
// the business's, through the same call; appends `v1.ContactDetailsUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { ContactDetailsForm } from "../talents/profile-forms.ts";
import type { AccountType } from "../model.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const UpdateContactDetailsInput = ContactDetailsForm;
export type UpdateContactDetailsInput = typeof ContactDetailsForm.Type;

const decode = decodeInput(ContactDetailsForm);

/** `accountType` says whose store takes the answer; the server decides by the token either way. */
export const updateContactDetails = Effect.fn("commands.updateContactDetails")(function* (
  input: UpdateContactDetailsInput,
  accountType: AccountType = "Talent",
) {
  const contactDetails = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.PUT("/talents/contact-details", { body: contactDetails }));
  yield* log.append({ type: "v1.ContactDetailsUpdated", payload: { accountType, contactDetails: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.updateContactDetails"));
