// Chief-evaluator links as staff see them (never a token): each link of the folded stream, in the order they
// were made, with its chief evaluator, the step it was made in, when and by whom (from its `v1.ChiefLinkIssued`
// fact) and its state now (core's chiefLinkState: used, revoked, expired or open). Queries only.
import { chiefLinkState, type PermitState } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import type { WorkflowWithSteps } from "../board/store.ts";
import { staffByIds } from "./chief-store.ts";
import type { TimedFact } from "./evaluation-present.ts";

export type ChiefLinkView = components["schemas"]["ChiefLink"];

export async function presentChiefLinks(db: Queryable, input: { state: PermitState; workflow: WorkflowWithSteps; facts: readonly TimedFact[]; now: Date }): Promise<ChiefLinkView[]> {
  const { state, workflow, facts, now } = input;
  if (state.status === "none") return [];
  const issued = facts.flatMap(({ event, at }) => (event.type === "v1.ChiefLinkIssued" ? [{ payload: event.payload, at }] : []));
  const chiefs = await staffByIds(db, issued.map(({ payload }) => payload.chiefKey));
  const names = await staffNames(db, issued.map(({ payload }) => payload.by));
  return issued.flatMap(({ payload, at }) => {
    const link = state.decisions.chiefLinks[payload.linkId];
    if (link === undefined) return [];
    const chief = chiefs.get(link.chiefKey) ?? { key: link.chiefKey, name: "Former staff member", email: "" };
    return [
      {
        id: payload.linkId,
        statusStepId: link.statusStepId,
        workflowStepName: workflow.steps.find((step) => step.id === link.workflowStepId)?.name ?? "",
        chief: { key: chief.key, name: chief.name, email: chief.email },
        route: link.route,
        emailed: payload.emailed,
        createdAt: at.toISOString(),
        expiresAt: link.expiresAt,
        state: chiefLinkState(link, now),
        createdBy: presentActor(payload.by, { staff: names, businessName: "" }),
      },
    ];
  });
}

/** One link of the application; undefined when it has none with this id. */
export async function chiefLinkOf(db: Queryable, input: { state: PermitState; workflow: WorkflowWithSteps; facts: readonly TimedFact[]; now: Date }, linkId: string): Promise<ChiefLinkView | undefined> {
  return (await presentChiefLinks(db, input)).find((link) => link.id === linkId);
}
