// The success every save ends with: `v1.ChangesSaved` ("Saved Successfully", a success toast).
// Shared by the member and staff commands; it never decides whether something was saved.
import { SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import type { NewClientEvent } from "../events/client-event.ts";

export const changesSaved: NewClientEvent = { type: "v1.ChangesSaved", payload: { message: SAVED_SUCCESSFULLY } };
