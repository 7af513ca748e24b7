// The kit's anchored overlays (Overlays.tsx) as lazily loaded parts (LazyPart.tsx: nothing shows while the code
// loads, "We could not load …" with a reload when it cannot), and their one loader, which the buttons that open them
// preload once the page has drawn (usePreloadWhenIdle, preload.ts) or when a person reaches for one.
import { lazyPart } from "./LazyPart.tsx";
import { preload } from "./preload.ts";

export const loadOverlays = () => import("./Overlays.tsx");
export const AccountMenuPopover = lazyPart(async () => (await loadOverlays()).AccountMenuPopover, null, "the account menu");
export const MenuPanel = lazyPart(async () => (await loadOverlays()).MenuPanel, null, "the menu");
export const PopoverPanel = lazyPart(async () => (await loadOverlays()).PopoverPanel, null, "these choices");
/** While its code loads, the card's plain button stays (KanbanBoardCard.tsx hands it over as `standIn`). */
export const CardMoveMenu = lazyPart(async () => (await loadOverlays()).CardMoveMenu, ({ standIn }) => standIn, "the move menu");

/** A trigger's events that say a person is reaching for its overlay (pointer over it, pressing it, focus on it). */
export const reachingForOverlays = {
  onHoverStart: () => preload(loadOverlays),
  onPressStart: () => preload(loadOverlays),
  onFocus: () => preload(loadOverlays),
} as const;
