// Staff's edit control without the board: give it to the Business (it may then change the application) or take it
// back, each with a comment core's EditControlCommentForm accepts, for an application that is on no board (tests
// and scripts call these). The back-office's routes use ../board/edit-control.ts, which names the status step,
// checks the caller acts in the card's step and mails the Business. `expected`: the version staff saw.
import { EditControlCommentForm, formVerdict, giveEditControl as giveControl, takeEditControl as takeControl, type PermitState, type PermitVerdict } from "@ictm/core/domain";
import { transact } from "../db/transact.ts";
import { staffActor } from "../events/vocabulary.ts";
import { staleVersion, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { appendVerdict, lockExistingPermit } from "./aggregate.ts";

type Decider = (state: PermitState, change: { comment: string; by: string }) => PermitVerdict;

async function changeControl(services: Services, decide: Decider, staffId: string, applicationId: string, comment: string, expected?: number): Promise<number> {
  const problems = formVerdict(EditControlCommentForm, { comment });
  if (Object.keys(problems).length > 0) throw validationFailed(Object.fromEntries(Object.entries(problems).map(([field, messages]) => [field, [...messages]])));
  const by = staffActor(staffId);
  return transact(services.orm, async (tx) => {
    const locked = await lockExistingPermit(tx, applicationId);
    if (expected !== undefined && expected !== locked.version) throw staleVersion();
    return appendVerdict(tx, services, locked, locked.version, decide(locked.state, { comment: comment.trim(), by }), by);
  });
}

/** Staff give the Business edit control of a submitted application; answers the application's new version. */
export const giveEditControl = (services: Services, staffId: string, applicationId: string, comment: string, expected?: number): Promise<number> =>
  changeControl(services, giveControl, staffId, applicationId, comment, expected);

/** Staff take edit control back before the Business hands it back; answers the application's new version. */
export const takeEditControl = (services: Services, staffId: string, applicationId: string, comment: string, expected?: number): Promise<number> =>
  changeControl(services, takeControl, staffId, applicationId, comment, expected);
