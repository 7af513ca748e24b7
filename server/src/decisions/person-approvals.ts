// Approving or refusing an application's expatriates one by one: core's decidePerson decides (the kind
// `approve-persons` in the current step, a known person, not after final approval); the fact is appended at the
// stream's current version under its lock, and the person is answered as the panel lists them.
import { decidePerson } from "@ictm/core/domain";
import { transact } from "../db/transact.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockOnBoard } from "../board/access.ts";
import { foldFacts, timedFacts } from "./evaluation-present.ts";
import { personViews, type ExpatPersonView } from "./person-read.ts";

export interface PersonDecisionValues {
  readonly personIndex: number;
  readonly isApproved: boolean;
  readonly remarks?: string;
}

export async function decideExpatPerson(services: Services, session: StaffSession, type: string, applicationId: string, values: PersonDecisionValues): Promise<ExpatPersonView> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    const { state } = on.locked;
    if (state.permitType !== type) throw notFound();
    const verdict = decidePerson(state, on.context, { personIndex: values.personIndex, isApproved: values.isApproved, remarks: (values.remarks ?? "").trim() });
    await appendBoardVerdict(tx, services, on, verdict);
    const facts = await timedFacts(tx, applicationId);
    const folded = foldFacts(facts);
    if (folded.status === "none") throw notFound();
    const person = (await personViews(tx, { facts, state: folded })).find((candidate) => candidate.index === values.personIndex);
    if (person === undefined) throw notFound();
    return person;
  });
}
