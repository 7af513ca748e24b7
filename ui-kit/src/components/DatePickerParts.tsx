// What the kit's date fields share (DatePicker, DateRangeField): a day's typed segments, the button that opens the calendar, the popover
// dialog it opens (named after the field), and a month of the calendar with its previous and next month buttons.
// The month works inside react-aria's Calendar or RangeCalendar (it reads either one's context).
import type { ReactNode } from "react";
import { Button, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, DateInput, DateSegment, Dialog, Heading, Popover } from "react-aria-components";
import * as styles from "./DatePicker.css.ts";

/** A day typed segment by segment (day, month, year spinbuttons); `slot` names a range's start or end. */
export function DayInput({ slot, className }: { slot?: "start" | "end"; className: string }) {
  return (
    <DateInput slot={slot} className={className}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The field's button that opens its calendar. */
export function CalendarButton() {
  return (
    <Button className={styles.calendarButton}>
      <CalendarIcon />
    </Button>
  );
}

/** The calendar's popover under the field's end: a dialog named "Choose the <label>". */
export function CalendarPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover className={styles.popover} placement="bottom end" offset={4}>
      <Dialog aria-label={`Choose the ${label.toLowerCase()}`}>{children}</Dialog>
    </Popover>
  );
}

/** A month: its heading between the previous and next month buttons, the weekdays, and a cell per day. */
export function CalendarMonth({ cellClassName }: { cellClassName: string }) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.calendarButton}>
          <Chevron direction="previous" />
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" className={styles.calendarButton}>
          <Chevron direction="next" />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}
