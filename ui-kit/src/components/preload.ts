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

/** Starts loading now (a person is about to use it); a failure is reported by the lazy component when shown. */
export function preload(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}
