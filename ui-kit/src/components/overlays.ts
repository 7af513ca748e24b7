// The kit's anchored overlays (Overlays.tsx) as lazy components, and their one loader, which the buttons that
// open them preload once the page has drawn (usePreloadWhenIdle, preload.ts).
import { lazy } from "react";
import { preload } from "./preload.ts";

export const loadOverlays = () => import("./Overlays.tsx");
export const AccountMenuPopover = lazy(async () => ({ default: (await loadOverlays()).AccountMenuPopover }));
export const MenuPanel = lazy(async () => ({ default: (await loadOverlays()).MenuPanel }));
export const PopoverPanel = lazy(async () => ({ default: (await loadOverlays()).PopoverPanel }));
export const CardMoveMenu = lazy(async () => ({ default: (await loadOverlays()).CardMoveMenu }));

/** A trigger's events that say a person is reaching for its overlay (pointer over it, pressing it, focus on it). */
export const reachingForOverlays = {
  onHoverStart: () => preload(loadOverlays),
  onPressStart: () => preload(loadOverlays),
  onFocus: () => preload(loadOverlays),
} as const;
