// One card of the kanban board: the focusable list item (roving focus: only the active card is in the Tab order),
// the page's content, and the "Move to step…" menu, which runs the same move as a drag or the keyboard.
// Memoised: a move re-renders the cards whose props changed, not a whole 2,000-card board.
import { memo, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./KanbanBoard.css.ts";
import { CardMoveMenu, loadOverlays } from "./overlays.ts";
import { preload } from "./preload.ts";

export interface KanbanCard<T> {
  id: string;
  /** The card's name for screen readers and announcements: "LPA-2026-0001, Acme Sdn Bhd". */
  label: string;
  /** False: it cannot be dragged, picked up or moved by the menu. */
  canMove?: boolean;
  /** The columns the menu offers this card (others shown disabled); absent: every column that takes cards. */
  moveTargets?: readonly string[];
  value: T;
}

export interface MoveTarget {
  id: string;
  title: string;
  isDisabled: boolean;
}

export interface BoardCardProps<T> {
  card: KanbanCard<T>;
  isActive: boolean;
  isCarried: boolean;
  isPending: boolean;
  /** The other columns, for the menu. */
  targets: readonly MoveTarget[];
  instructionsId: string;
  // A method, so a card of any value type fits the one memoised component (methods compare bivariantly).
  renderCard(card: KanbanCard<T>): ReactNode;
  onKeyDown: (cardId: string, event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (cardId: string) => void;
  onMenuMove: (cardId: string, toColumnId: string) => void;
}

function BoardCardView<T>({ card, isActive, isCarried, isPending, targets, instructionsId, renderCard, onKeyDown, onFocus, onMenuMove }: BoardCardProps<T>) {
  const movable = card.canMove !== false;
  return (
    <li
      className={styles.card}
      data-card-id={card.id}
      data-movable={movable}
      data-carried={isCarried}
      data-pending={isPending}
      tabIndex={isActive ? 0 : -1}
      aria-label={isCarried ? `${card.label}, picked up` : card.label}
      aria-describedby={movable ? instructionsId : undefined}
      onKeyDown={(event) => onKeyDown(card.id, event)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus(card.id);
      }}
    >
      <div className={styles.cardBody}>{renderCard(card)}</div>
      {movable && targets.length > 0 ? <MoveMenu label={card.label} targets={targetsOf(card, targets)} onMove={(to) => onMenuMove(card.id, to)} /> : null}
    </li>
  );
}

export const BoardCard: <T>(props: BoardCardProps<T>) => ReactNode = memo(BoardCardView);

/** The column's targets, narrowed to the card's own when it names them. */
const targetsOf = <T,>(card: KanbanCard<T>, targets: readonly MoveTarget[]): readonly MoveTarget[] => {
  const own = card.moveTargets;
  return own === undefined ? targets : targets.map((target) => ({ ...target, isDisabled: target.isDisabled || !own.includes(target.id) }));
};

/** A plain button until first pressed (a 2,000-card board would otherwise build 2,000 react-aria menus), then
 * react-aria's menu (Overlays.tsx, loaded after the board has drawn or when a person reaches for a card's menu),
 * opened at once with focus on its first item. */
function MoveMenu({ label, targets, onMove }: { label: string; targets: readonly MoveTarget[]; onMove: (columnId: string) => void }) {
  const [isMounted, setMounted] = useState(false);
  const name = `Move ${label} to step…`;
  const plain = (
    <button
      type="button"
      className={styles.menuTrigger}
      aria-label={name}
      aria-haspopup="menu"
      onPointerEnter={() => preload(loadOverlays)}
      onFocus={() => preload(loadOverlays)}
      onClick={() => setMounted(true)}
    >
      <MoreIcon />
    </button>
  );
  if (!isMounted) return plain;
  return <CardMoveMenu name={name} label={label} targets={targets} onMove={onMove} icon={<MoreIcon />} standIn={plain} />;
}

// A character, not an SVG: thousands of cards each drawing an icon cost a measurable part of the first render.
function MoreIcon() {
  return <span aria-hidden="true" className={styles.moreIcon}>⋯</span>;
}
