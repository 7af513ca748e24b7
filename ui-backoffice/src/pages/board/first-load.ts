// The board's data asked for at start-up when the back-office opens on a board with a saved staff session (App.tsx's
// startFirstPage, beside the page's code), and taken by the board page when it first renders instead of asking again.
// No React here, and nothing the page's own code needs: the entry imports it.
import { loadKanbanBoard, type Core } from "@ictm/core";
import { startUpLoad } from "@ictm/ui-kit";

/** The workflow whose board was asked for at start-up. */
const boardLoad = startUpLoad<string>();

/** Asks for the workflow's board now; the page that renders it next takes this load (`takeStartedBoardLoad`). */
export function startBoardLoad(core: Core, workflowId: string): void {
  boardLoad.start(workflowId);
  void core.run(loadKanbanBoard(workflowId));
}

/** Whether the board of this workflow was asked for at start-up and not taken yet; taking it forgets it. */
export const takeStartedBoardLoad = (workflowId: string): boolean => boardLoad.take(workflowId);
