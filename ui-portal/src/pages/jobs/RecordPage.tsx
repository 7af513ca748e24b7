// A public page of one record (a vacancy, a business's vacancies): it loads the record silently and shows it,
// or what is true instead: loading, not there (the page's h1 then says so), or not loaded (try again).
import type { ReactNode } from "react";
import type { RunResult } from "@ictm/core";
import { Button, Container, EmptyState, Link, Skeleton, SkeletonGroup } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { useRecord, type RecordState } from "./use-record.ts";

export interface RecordPageProps<T> {
  load: () => Promise<RunResult<T>>;
  /** The record's key in the address: a new key loads again. */
  recordKey: string;
  /** The tab's title once loaded, and before. */
  title: (value: T) => string;
  fallbackTitle: string;
  /** "this vacancy": said while loading and when it failed. */
  what: string;
  missingHeading: string;
  missingText: string;
  children: (value: T) => ReactNode;
}

export function RecordPage<T>({ load, recordKey, title, fallbackTitle, children, ...words }: RecordPageProps<T>) {
  const { state, reload } = useRecord(load, recordKey);
  usePageTitle(state.status === "loaded" ? title(state.value) : fallbackTitle);
  return (
    <Container>
      <RecordStates state={state} reload={reload} {...words}>
        {children}
      </RecordStates>
    </Container>
  );
}

type RecordStatesProps<T> = Pick<RecordPageProps<T>, "what" | "missingHeading" | "missingText" | "children"> & {
  state: RecordState<T>;
  reload: () => void;
};

function RecordStates<T>({ state, reload, what, missingHeading, missingText, children }: RecordStatesProps<T>) {
  switch (state.status) {
    case "loaded":
      return <>{children(state.value)}</>;
    case "loading":
      return (
        <SkeletonGroup label={`Loading ${what}`}>
          <Skeleton width="30%" />
          <Skeleton width="60%" height="2.5rem" />
          <Skeleton height="8rem" />
        </SkeletonGroup>
      );
    case "missing":
      return (
        <EmptyState
          headingLevel={1}
          heading={missingHeading}
          action={
            <Link appearance="button-primary" href={paths.home}>
              Go to the home page
            </Link>
          }
        >
          {missingText}
        </EmptyState>
      );
    case "failed":
      return (
        <EmptyState
          headingLevel={1}
          heading={`We could not load ${what}`}
          action={
            <Button variant="secondary" onPress={reload}>
              Try again
            </Button>
          }
        >
          Check your connection and try again.
        </EmptyState>
      );
  }
}
