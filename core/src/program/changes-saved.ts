// The success every save ends with: `v1.ChangesSaved` ("Saved Successfully", a success toast on the activity channel).
// Shared by the member and staff commands; it never decides whether something was saved.
import { SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import type { NewActivityEvent } from "../events/client-event.ts";

export const changesSaved: NewActivityEvent = { type: "v1.ChangesSaved", payload: { message: SAVED_SUCCESSFULLY } };
