// A page about one of the Business's own records (a vacancy, a project or a course to edit, a course's registrants):
// the record as the member's own list holds it; once that list has loaded without it, "not found", or "could not
// load" when the list failed, each with the way back to the list; a skeleton (or `whileLoading`) before. It never
// asks for the one record itself: the own list (member-data.ts) is the only source, and it holds no area's words.
import type { ReactNode } from "react";
import type { LoadStatus } from "@ictm/core";
import { AreaSkeleton, EmptyState, Link } from "@ictm/ui-kit";

/** How a page names its kind of record; each area writes its own once. */
export interface OwnRecordTexts {
  /** "course": "We could not find this course", "Loading the course". */
  readonly one: string;
  /** "courses": "We could not load your courses". */
  readonly many: string;
  /** Said under "We could not find this …": why it may be missing. */
  readonly missing: string;
  /** The list the way back leads to, and its words ("Back to training courses"). */
  readonly back: { readonly href: string; readonly label: string };
}

export interface OwnRecordProps<T> {
  /** The own list's state, from its member-data.ts hook. */
  readonly list: { readonly status: LoadStatus; readonly items: ReadonlyArray<T> };
  /** The record's key in the address. */
  readonly id: string;
  readonly texts: OwnRecordTexts;
  /** What shows while the list loads, when the page has something better than a skeleton. */
  readonly whileLoading?: ReactNode;
  readonly children: (record: T) => ReactNode;
}

export function OwnRecord<T extends { readonly key: string }>({ list, id, texts, whileLoading, children }: OwnRecordProps<T>) {
  const record = list.items.find((item) => item.key === id);
  if (record !== undefined) return <>{children(record)}</>;
  if (list.status !== "loaded" && list.status !== "failed") return <>{whileLoading ?? <AreaSkeleton label={`Loading the ${texts.one}`} />}</>;
  const failed = list.status === "failed";
  return (
    <EmptyState
      heading={failed ? `We could not load your ${texts.many}` : `We could not find this ${texts.one}`}
      action={
        <Link appearance="button-secondary" href={texts.back.href}>
          {texts.back.label}
        </Link>
      }
    >
      {failed ? "Check your connection and try again." : texts.missing}
    </EmptyState>
  );
}
