// Binds one board column (its list element) to @formkit/drag-and-drop: the list's children are the cards, the
// values their ids. The library reorders the values while the pointer moves; the board decides what a drop means.
// It never calls the server: onEnd hands the finished drag back to the board.
// The library loads with the board's first columns, not with the page: its code (9 kB gzipped, two thirds of the board
// page's own) and each column's set-up then stay off the board's first render (issue 17), and a card can be dragged a
// moment after the board shows (the keyboard and each card's menu move cards from the first paint).
import { useEffect, useRef, type RefObject } from "react";

export interface ColumnDragOptions {
  /** One name per board: cards move between the columns of the same group only. */
  group: string;
  /** The card ids this column shows now. */
  getValues: () => string[];
  /** The drag changed this column's ids. */
  setValues: (cardIds: string[]) => void;
  /** Whether a card dragged from another column may enter this one. */
  accepts: () => boolean;
  isMovable: (cardId: string) => boolean;
  onStart: (cardId: string) => void;
  onEnd: (cardId: string) => void;
}

export function useColumnDrag(list: RefObject<HTMLElement | null>, options: ColumnDragOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { group } = options;

  useEffect(() => {
    const parent = list.current;
    if (parent === null) return;
    let bound = false;
    let ended = false;
    void dragLibrary().then(({ dragAndDrop }) => {
      if (ended) return;
      bound = true;
      dragAndDrop<string>({
        parent,
        getValues: () => latest.current.getValues(),
        setValues: (values) => latest.current.setValues(values),
        config: {
          group,
          draggableValue: (cardId) => latest.current.isMovable(cardId),
          accepts: (target, initial) => target.el === initial.el || latest.current.accepts(),
          draggingClass: "kanban-dragging",
          dropZoneClass: "kanban-drop-zone",
          synthDropZoneClass: "kanban-drop-zone",
          onDragstart: ({ draggedNode }) => latest.current.onStart(draggedNode.data.value),
          onDragend: ({ draggedNode }) => latest.current.onEnd(draggedNode.data.value),
        },
      });
    }, noDragging);
    return () => {
      ended = true;
      if (bound) void dragLibrary().then(({ tearDown }) => tearDown(parent), noDragging);
    };
  }, [list, group]);
}

type DragLibrary = typeof import("@formkit/drag-and-drop");
let loading: Promise<DragLibrary> | null = null;

/** The library, loaded once; a failed load is tried again by the next column that mounts. */
function dragLibrary(): Promise<DragLibrary> {
  loading ??= import("@formkit/drag-and-drop").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Without the library's code (a failed load) cards do not drag; the keyboard and the cards' menus still move them. */
const noDragging = () => undefined;
