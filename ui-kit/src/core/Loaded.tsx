// What a page shows of a store loaded by a query (its LoadStatus): the record once there is one, a skeleton
// before, and after a failure a way to try again. It never runs a query itself: `retry` is the page's.
import type { ReactNode } from "react";
import type { LoadStatus } from "@ictm/core";
import { Button } from "../components/Button.tsx";
import { EmptyState } from "../components/EmptyState.tsx";
import { Skeleton, SkeletonGroup } from "../components/Skeleton.tsx";

export interface LoadedProps<T> {
  /** The record (or list) once there is one to show; null before. */
  value: T | null;
  status: LoadStatus;
  retry: () => void;
  /** "your profile", "your vacancies": said while loading and when it failed. */
  what: string;
  /** The page's own shape while loading (e.g. cards); a form card's by default. */
  skeleton?: ReactNode;
  /** The page's own words for a failed load; "We could not load {what}" by default. */
  failure?: { readonly heading: string; readonly text: ReactNode };
  children: (value: T) => ReactNode;
}

/** A record or list once loaded: a skeleton before, a way to try again after a failure. */
export function Loaded<T>({ value, status, retry, what, skeleton, failure, children }: LoadedProps<T>) {
  if (value !== null) return <>{children(value)}</>;
  if (status === "failed") {
    return (
      <EmptyState
        heading={failure?.heading ?? `We could not load ${what}`}
        action={
          <Button variant="secondary" onPress={retry}>
            Try again
          </Button>
        }
      >
        {failure?.text ?? "Check your connection and try again. If it keeps happening, sign out and sign in again."}
      </EmptyState>
    );
  }
  return skeleton ?? <AreaSkeleton label={`Loading ${what}`} />;
}

/** The shape of a page's content area (a form card) while its data loads. */
export function AreaSkeleton({ label = "Loading" }: { label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton width="40%" height="1.5rem" />
      <Skeleton height="44px" />
      <Skeleton height="44px" />
      <Skeleton width="70%" height="44px" />
    </SkeletonGroup>
  );
}
