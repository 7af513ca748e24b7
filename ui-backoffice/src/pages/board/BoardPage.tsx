// /expat-permits/workflows/{id}: a workflow's kanban board (the columns the signed-in staff member may view),
// where cards move by drag, keyboard or menu through core's moveCard; and, at …/application/{id}/{tab}, the
// side panel over it (the board stays mounted under the panel). A refused move is toasted by the core and the
// card returns; a stale one (409) has the core reload the board. The head links to the workflow's approved and
// archived listings, and the last column (Approved) to the approved one.
import { useSignals } from "@preact/signals-react/runtime";
import { loadKanbanBoard, moveCard } from "@ictm/core";
import { KanbanBoard, Link, Loaded, Skeleton, SkeletonGroup, useCore, usePreloadNextStep, type CardMove, type KanbanColumn } from "@ictm/ui-kit";
import { useCallback, useEffect, useMemo } from "react";
import { Redirect, useLocation, useParams, useRoute } from "wouter";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { LazyApplicationPanel } from "../panel/LazyApplicationPanel.tsx";
import { panelTabIn } from "../panel/panel-tabs.ts";
import { applicationsCount, boardColumns, type BoardCardValue } from "./board-columns.ts";
import { takeStartedBoardLoad } from "./first-load.ts";
import { renderBoardCard } from "./BoardCardContent.tsx";
import * as styles from "./BoardPage.css.ts";

export function BoardPage() {
  useSignals();
  const core = useCore();
  const { workflowId = "" } = useParams<{ workflowId: string }>();
  const [, navigate] = useLocation();
  const [isPanel, panel] = useRoute<{ applicationId: string; tab?: string }>("/expat-permits/workflows/:workflowId/application/:applicationId/:tab?");
  const state = core.stores.kanbanBoard.value;
  const board = state.workflowId === workflowId ? state.board : null;

  // Fresh on arriving and for another workflow; opening and closing the panel keeps the board as it is.
  useEffect(() => {
    // Asked for at start-up (first-load.ts) and still on its way or answered: not asked again. A start-up load that
    // failed (a revoked session) or was cleared since (another sign-in) is asked again.
    const { status } = core.stores.kanbanBoard.peek();
    if (takeStartedBoardLoad(workflowId) && (status === "loading" || status === "loaded")) return;
    void core.run(loadKanbanBoard(workflowId));
  }, [core, workflowId]);

  // The panel is the board's next step: its code comes once the board has drawn, so opening a card does not wait on it.
  usePreloadNextStep(LazyApplicationPanel.preload, board !== null);

  const title = board ? `${board.workflow.name} board` : state.status === "failed" ? "Board" : "Loading the board";
  usePageTitle(board ? title : "Board");
  const roles = core.stores.staffSession.value.staff?.roles;
  const columns = useMemo(() => (board ? withListingLink(boardColumns(board, roles ?? []), workflowId) : []), [board, roles, workflowId]);
  // The card ages are the server's, as of when the board was read: they do not tick while the page is open.
  const renderCard = useMemo(() => renderBoardCard(workflowId), [workflowId]);
  const onMove = useCallback(
    async ({ cardId, toColumnId, beforeCardId }: CardMove) => {
      const result = await core.run(moveCard({ workflowId, applicationId: cardId, toStep: toColumnId, beforeId: beforeCardId }));
      if (!result.ok) throw result.error;
    },
    [core, workflowId],
  );
  // "Show more" past the loaded cards: the board again, with as many cards a column as that column wants.
  const loaded = state.cardsPerColumn;
  const onShowMore = useCallback(
    (_columnId: string, wanted: number) => {
      void core.run(loadKanbanBoard(workflowId, { cardsPerColumn: Math.max(wanted, loaded ?? 0), silent: true }));
    },
    [core, workflowId, loaded],
  );

  useBackofficeFrame({ topBar: { title, back: { href: paths.home, label: "Workflows" } }, flush: true });
  return (
    <>
      <div className={styles.page}>
        <Loaded value={board} status={state.status === "idle" ? "loading" : state.status} retry={() => void core.run(loadKanbanBoard(workflowId))} what="the board" skeleton={<BoardSkeleton />}>
          {(shown) => (
            <>
              <div className={styles.head}>
                <h1 className={styles.title}>{title}</h1>
                <p className={styles.lead}>{applicationsCount(shown.columns.reduce((sum, column) => sum + column.cardCount, 0))} in the steps you can see</p>
                <nav aria-label="Listings" className={styles.listings}>
                  <Link appearance="standalone" href={paths.approvedListing(workflowId)}>
                    Approved applications
                  </Link>
                  <Link appearance="standalone" href={paths.archivedListing(workflowId)}>
                    Archived applications
                  </Link>
                </nav>
              </div>
              <KanbanBoard label={title} columns={columns} renderCard={renderCard} onMove={onMove} emptyColumnText="No applications in this step" countLabel={applicationsCount} onShowMore={onShowMore} />
            </>
          )}
        </Loaded>
      </div>
      {isPanel && panel.tab === undefined ? <Redirect to={paths.application(workflowId, panel.applicationId, "info")} replace /> : null}
      {isPanel && panel.tab !== undefined ? (
        <LazyApplicationPanel
          workflowId={workflowId}
          applicationId={panel.applicationId}
          tab={panelTabIn("board", panel.tab)}
          tabHref={(tab) => paths.application(workflowId, panel.applicationId, tab)}
          onClose={() => navigate(paths.board(workflowId))}
        />
      ) : null}
    </>
  );
}

/** The last column (Approved: where final approval leaves an application) links to the workflow's approved listing. */
function withListingLink(columns: KanbanColumn<BoardCardValue>[], workflowId: string): KanbanColumn<BoardCardValue>[] {
  return columns.map((column, index) =>
    index === columns.length - 1 ? { ...column, headerLink: { href: paths.approvedListing(workflowId), label: "View all", accessibleLabel: "View all approved applications" } } : column,
  );
}

function BoardSkeleton() {
  return (
    <SkeletonGroup label="Loading the board">
      <Skeleton width="30%" height="2rem" />
      <div className={styles.skeletonRow}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} width="280px" height="320px" radius="12px" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
