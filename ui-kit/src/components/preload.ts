// Code a page may need soon but not for what it shows first (an overlay's): loaded when a person reaches for it
// (the pointer on its button, or the focus), or else a while after the page has finished loading and the browser
// is idle, so it never competes with the page's own code and data on a slow line (issue 17: loading it at the first
// idle moment took the bandwidth of a search's results). A failed load is left to the moment it is needed (its lazy
// component reports it then).
import { useEffect } from "react";

/** After the page's load event, this long, and then the browser's next idle moment. */
const PRELOAD_DELAY_MS = 3000;

export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const start = () => {
      if (cancelled) return;
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(() => preload(load), { timeout: 5000 });
      else preload(load);
    };
    const afterLoad = () => {
      timer = setTimeout(start, PRELOAD_DELAY_MS);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", afterLoad);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [load]);
}

/** The longest a part likely opened next waits for an idle moment once its page has drawn. */
const NEXT_STEP_IDLE_WAIT_MS = 1000;

/**
 * A part a person is likely to open next (the board's side panel): loaded once `isShown` (its page has drawn what it
 * shows first) at the browser's next idle moment, after that render has painted, so its code is evaluated neither
 * before the first paint nor in the middle of the page's own work (the panel's took some 40 ms of the board's first
 * render, issue 17).
 */
export function usePreloadNextStep(load: () => Promise<unknown>, isShown: boolean): void {
  useEffect(() => {
    if (!isShown) return;
    if (typeof requestIdleCallback !== "function") {
      // Without idle callbacks (Safari): just after the next paint.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => (timer = setTimeout(() => preload(load), 0)));
      return () => {
        cancelAnimationFrame(frame);
        if (timer !== undefined) clearTimeout(timer);
      };
    }
    const idle = requestIdleCallback(() => preload(load), { timeout: NEXT_STEP_IDLE_WAIT_MS });
    return () => cancelIdleCallback(idle);
  }, [load, isShown]);
}

/** Starts loading now (a person is about to use it); a failure is reported by the lazy component when shown. */
export function preload(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}
