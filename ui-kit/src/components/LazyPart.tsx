// Code splitting by route in both apps: a screen (or a heavy part of one) whose code loads when it first renders
// (React.lazy), so the first load carries only the first route's code (issue 17). It never decides what to split:
// the apps' route tables do.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
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
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
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
  const Part = (props: P) => (
    <LoadFailure what={what}>
      <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
        <Lazy {...props} />
      </Suspense>
    </LoadFailure>
  );
  return Object.assign(Part, { preload });
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
