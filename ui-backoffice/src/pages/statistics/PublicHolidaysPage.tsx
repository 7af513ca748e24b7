// /statistics/holidays: the public holidays the working days leave out (as they leave out Fridays and Sundays),
// one year at a time (`?year=`, the current year without it; Previous and Next year are links, so Back comes back).
// Every staff member reads them; administrators add one, change its name or provisional mark, and remove one (after
// asking). Every statistic and the board's overdue marks count with a change at once (the server rebuilds the
// working calendar in the same transaction).
import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  DEFAULT_WORKFLOW_ID,
  bruneiDateOf,
  loadPublicHolidays,
  mayManageHolidays,
  removePublicHoliday,
  STATISTICS_TEXTS,
  type PublicHolidayRecord,
} from "@ictm/core";
import { Badge, Button, ConfirmDialog, EmptyState, Link, Skeleton, SkeletonGroup, useCore, useHistoryTraversals, visuallyHidden } from "@ictm/ui-kit";
import { useSearch } from "wouter";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { HolidayDialog, type HolidayEditing } from "./HolidayDialog.tsx";
import { NumberTable, StatisticsFrame, textColumn } from "./StatisticsParts.tsx";
import { publicHolidaysAddress, readHolidayYear } from "./statistics-address.ts";
import { countOf, dayText, weekdayOf } from "./statistics-view.ts";
import * as styles from "./Statistics.css.ts";

const T = STATISTICS_TEXTS;

export function PublicHolidaysPage() {
  useSignals();
  const core = useCore();
  usePageTitle(T.holidaysTitle);
  const query = useSearch();
  const [thisYear] = useState(() => Number(bruneiDateOf(Date.now()).slice(0, 4)));
  const year = readHolidayYear(query, thisYear);
  const staff = core.stores.staffSession.value.staff;
  const mayKeep = staff !== null && mayManageHolidays(staff.roles);
  const state = core.stores.publicHolidays.value;
  const holidays = state.year === year && state.status !== "idle" ? (state.status === "loading" && state.holidays.length === 0 ? null : state.holidays) : null;

  const traversals = useHistoryTraversals();
  const load = () => core.run(loadPublicHolidays({ year }));
  useEffect(() => {
    void load();
  }, [core, year, traversals]);

  const [editing, setEditing] = useState<HolidayEditing>(null);
  const [removing, setRemoving] = useState<PublicHolidayRecord | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const remove = async () => {
    if (removing === null) return;
    setIsRemoving(true);
    const result = await core.run(removePublicHoliday({ date: removing.date }));
    setIsRemoving(false);
    if (result.ok) setRemoving(null);
  };

  return (
    <StatisticsFrame
      current="holidays"
      workflowId={DEFAULT_WORKFLOW_ID}
      title={T.holidaysTitle}
      back={{ href: paths.statisticsBoard(DEFAULT_WORKFLOW_ID), label: T.title }}
      lead="Working days leave out these days, as they leave out Fridays and Sundays: in the statistics and in the board's overdue marks. A provisional holiday's date may still move until it is gazetted."
      action={mayKeep ? <Button onPress={() => setEditing({ kind: "add", year })}>Add holiday</Button> : null}
      dialogs={
        <>
          {mayKeep ? <HolidayDialog editing={editing} onClose={() => setEditing(null)} /> : null}
          <ConfirmDialog
            isOpen={removing !== null}
            title={removing === null ? "Remove the holiday?" : `Remove ${removing.name}?`}
            confirmLabel="Remove"
            isPending={isRemoving}
            onConfirm={() => void remove()}
            onCancel={() => setRemoving(null)}
          >
            {removing === null ? null : <p>{T.removeHolidayQuestion(removing.name, dayText(removing.date))}</p>}
          </ConfirmDialog>
        </>
      }
    >
      <div className={styles.holidayToolbar}>
        <nav className={styles.yearSwitch} aria-label="Years">
          <Link appearance="button-secondary" size="small" href={publicHolidaysAddress(year - 1, thisYear)} isDisabled={year <= 2000} aria-label={`Previous year, ${year - 1}`}>
            ‹ {year - 1}
          </Link>
          <h2 className={styles.yearLabel} aria-live="polite">
            {year}
          </h2>
          <Link appearance="button-secondary" size="small" href={publicHolidaysAddress(year + 1, thisYear)} isDisabled={year >= 2100} aria-label={`Next year, ${year + 1}`}>
            {year + 1} ›
          </Link>
        </nav>
        <p className={styles.rangeNote} role="status">
          {holidays === null ? (state.status === "failed" ? "" : "Loading…") : countOf(holidays.length, "public holiday", "public holidays")}
        </p>
      </div>
      {holidays === null ? (
        state.status === "failed" && state.year === year ? (
          <EmptyState
            heading="We could not load the public holidays"
            action={
              <Button variant="secondary" onPress={() => void load()}>
                Try again
              </Button>
            }
          >
            {state.error ?? "Check your connection and try again."}
          </EmptyState>
        ) : (
          <SkeletonGroup label="Loading the public holidays">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height="1.5rem" width={index % 2 === 0 ? "100%" : "85%"} />
            ))}
          </SkeletonGroup>
        )
      ) : holidays.length === 0 ? (
        <EmptyState heading={T.empty.holidays(year)} action={mayKeep ? <Button onPress={() => setEditing({ kind: "add", year })}>Add holiday</Button> : undefined}>
          {mayKeep ? "Add the year's public holidays from the Prime Minister's Office notices." : "An administrator adds the year's public holidays."}
        </EmptyState>
      ) : (
        <NumberTable
          caption={`Public holidays in ${year}, by date`}
          label={`Public holidays in ${year}`}
          columns={[T.columns.date, textColumn(T.columns.weekday), textColumn(T.columns.name), ...(mayKeep ? [{ label: <span className={visuallyHidden}>Actions</span> }] : [])]}
          busy={state.status === "loading"}
        >
          <tbody>
            {holidays.map((holiday) => (
              <tr key={holiday.date}>
                <th scope="row">
                  <time dateTime={holiday.date}>{dayText(holiday.date)}</time>
                </th>
                <td className={styles.textCell}>{weekdayOf(holiday.date)}</td>
                <td className={styles.textCell}>
                  <span className={styles.holidayName}>
                    {holiday.name}
                    {holiday.provisional ? <Badge tone="warning">{T.provisional}</Badge> : null}
                  </span>
                </td>
                {mayKeep ? (
                  <td>
                    <span className={styles.rowActions}>
                      <Button variant="secondary" size="small" onPress={() => setEditing({ kind: "edit", holiday })} aria-label={`Edit ${holiday.name}, ${dayText(holiday.date)}`}>
                        Edit
                      </Button>
                      <Button variant="quiet" size="small" onPress={() => setRemoving(holiday)} aria-label={`Remove ${holiday.name}, ${dayText(holiday.date)}`}>
                        Remove
                      </Button>
                    </span>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </NumberTable>
      )}
    </StatisticsFrame>
  );
}
