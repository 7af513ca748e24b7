// Code splitting by route in both apps: a screen (or a heavy part of one) whose code loads when it first renders
// (React.lazy), so the first load carries only the first route's code (issue 17). It never decides what to split:
// the apps' route tables do.
import { parse } from "regexparam";
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Button } from "./Button.tsx";
import { EmptyState } from "./EmptyState.tsx";
import * as styles from "./LazyPart.css.ts";
import { AreaSkeleton } from "../core/Loaded.tsx";

export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /**
   * Starts loading the code early (the first route at start-up, a panel once its board shows); once, however often
   * it is called. Settles when loaded or failed: a failed preload is no error yet, the part tries again when it renders.
   */
  preload: () => Promise<void>;
}

/**
 * A lazily loaded part: `load` imports its module and picks the component. While the code loads, `fallback` shows
 * (wrap a skeleton in QuietLoading so a quick load does not flash; a function of the part's props when the stand-in
 * depends on them, e.g. the plain button a menu replaces); when the code cannot load (offline, or a release replaced
 * the chunk), "We could not load {what}" offers a reload instead of a blank screen.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode | ((props: P) => ReactNode), what = "this page"): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  const Part = (props: P) => {
    // Code that is already here (preloaded, or loaded for an earlier use) renders at once. Through React.lazy it
    // would suspend for a moment all the same, and React shows content that follows a fallback no sooner than 300 ms
    // after it (its reveal throttle): the board's first render waited on that (issue 17). Chosen when the part
    // mounts, so a part mounted while its code was loading keeps its element type (no remount).
    const [Body] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <LoadFailure what={what}>
        <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
          <Body {...props} />
        </Suspense>
      </LoadFailure>
    );
  };
  return Object.assign(Part, { preload });
}

/**
 * Starts loading the page of the first route that matches `path` (the address the app opened on, less its base), at
 * start-up before the first render: the page's code (which the server names in the page it sends, so the browser may
 * already have it) is then usually here when its route first renders, and renders at once (see `lazyPart`). Returns
 * the route with its parameters as they stand in the address (patterns as wouter reads them: regexparam), or null,
 * and `ready`: settles when the page's code is here (loaded or failed) or after 300 ms, whichever comes first. The
 * apps render once it settles: a page that suspends behind a fallback shows no sooner than 300 ms after the fallback
 * (React's reveal throttle), so waiting for its code up to that long costs nothing and mostly saves the 300 ms (the
 * board's first render, issue 17).
 */
export function preloadFirstRoute<R extends { readonly path: string; readonly page: { preload(): Promise<void> } }>(
  routes: readonly R[],
  path: string,
): { first: { route: R; params: Readonly<Record<string, string>> } | null; ready: Promise<void> } {
  for (const route of routes) {
    const { keys, pattern } = parse(route.path);
    const match = pattern.exec(path);
    if (match === null) continue;
    const ready = Promise.race([route.page.preload(), new Promise<void>((resolve) => setTimeout(resolve, 300))]);
    return { first: { route, params: Object.fromEntries(keys.flatMap((key, index) => (match[index + 1] === undefined ? [] : [[key, match[index + 1] ?? ""]]))) }, ready };
  }
  return { first: null, ready: Promise.resolve() };
}

/** A skeleton that stays invisible for the first moments of a wait (LazyPart.css.ts), so quick loads do not flash. */
export function QuietLoading({ label, children }: { label: string; children?: undefined } | { label?: undefined; children: ReactNode }) {
  return <div className={styles.quiet}>{children ?? <AreaSkeleton label={label ?? "Loading"} />}</div>;
}

/** What shows when a lazy part's code does not arrive: React.lazy keeps a failed load, so only a reload retries. */
class LoadFailure extends Component<{ what: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        heading={`We could not load ${this.props.what}`}
        action={
          <Button variant="secondary" onPress={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        Check your connection and reload. If a new version was just released, reloading fetches it.
      </EmptyState>
    );
  }
}
