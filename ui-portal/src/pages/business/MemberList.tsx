// What a member list screen (a vacancy's applicants, a course's registrants) draws around its rows: "Export CSV",
// the alert when the list could not load, and a loaded page: "N things, page p of t", the rows, the pager. Each
// screen says its own words and draws its own rows.
import { useState, type ReactNode } from "react";
import { pageList, type Core, type DownloadedFile, type RunResult } from "@ictm/core";
import { Button, Pager, saveFile, useCore } from "@ictm/ui-kit";
import * as styles from "./MemberList.css.ts";

/** Downloads the list as the screen's export command writes it (the filter shown). */
export function ExportCsvButton({ exportCsv }: { exportCsv: (core: Core) => Promise<RunResult<DownloadedFile>> }) {
  const core = useCore();
  const [isExporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    const result = await exportCsv(core);
    setExporting(false);
    if (result.ok) saveFile(new Blob([result.value.bytes], { type: result.value.contentType }), result.value.fileName);
  };
  return (
    <Button variant="secondary" isPending={isExporting} onPress={() => void download()}>
      Export CSV
    </Button>
  );
}

export function MemberListFailure({ heading, error, retry }: { heading: string; error: string | null | undefined; retry: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <h2 className={styles.failureHeading}>{heading}</h2>
      <p>{error ?? "Check your connection and try again."}</p>
      <div>
        <Button variant="secondary" onPress={retry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

export interface MemberListPageOf<Item> {
  readonly count: number;
  readonly pageNumber: number;
  readonly totalPages: number;
  readonly items: ReadonlyArray<Item>;
}

export function MemberListPage<Item>(props: {
  readonly page: MemberListPageOf<Item>;
  /** The "showing" line's noun: "applicant" / "applicants". */
  readonly noun: { readonly one: string; readonly many: string };
  readonly pagerLabel: string;
  /** Another filter is loading (the rows shown are the previous ones); not given: the attribute is left out. */
  readonly isBusy?: boolean;
  readonly hrefOfPage: (pageNumber: number) => string;
  readonly children: (item: Item) => ReactNode;
}) {
  const { page, noun } = props;
  return (
    <>
      <p className={styles.showing} aria-live="polite">
        {page.count === 1 ? `1 ${noun.one}` : `${page.count} ${noun.many}`}
        {page.totalPages > 1 ? `, page ${page.pageNumber} of ${page.totalPages}` : ""}
      </p>
      <ul className={styles.list} aria-busy={props.isBusy}>
        {page.items.map(props.children)}
      </ul>
      {page.totalPages > 1 ? (
        <Pager
          label={props.pagerLabel}
          pageNumber={page.pageNumber}
          totalPages={page.totalPages}
          entries={pageList(page.pageNumber, page.totalPages)}
          hrefOf={props.hrefOfPage}
        />
      ) : null}
    </>
  );
}
