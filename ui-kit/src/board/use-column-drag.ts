// Binds one board column (its list element) to @formkit/drag-and-drop: the list's children are the cards, the
// values their ids. The library reorders the values while the pointer moves; the board decides what a drop means.
// It never calls the server: onEnd hands the finished drag back to the board.
import { useEffect, useRef, type RefObject } from "react";
import { dragAndDrop, tearDown } from "@formkit/drag-and-drop";

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
    return () => tearDown(parent);
  }, [list, group]);
}
