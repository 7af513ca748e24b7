// A date typed segment by segment or picked from a calendar (react-aria's DatePicker: a group of spinbuttons
// named by the label, and a button that opens the calendar). Shaped like TextField for forms: the value is an
// ISO date "YYYY-MM-DD" ("" while empty or incomplete), with onChange, onBlur and the message under the field.
//
// @internationalized/date is react-aria's own date library (a dependency of react-aria-components).
import { parseDate, type CalendarDate } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./DatePicker.css.ts";
import * as fieldStyles from "./TextField.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";

export interface DatePickerProps {
  label: string;
  /** "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: { relatedTarget: EventTarget | null }) => void;
  name?: string;
  description?: string;
  /** The earliest day that can be chosen, "YYYY-MM-DD". */
  minValue?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function DatePicker({ label, value, onChange, onBlur, name, description, minValue, errorMessage, isRequired, isDisabled, className }: DatePickerProps) {
  return (
    <AriaDatePicker<CalendarDate>
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      name={name}
      value={toCalendarDate(value)}
      minValue={toCalendarDate(minValue ?? "") ?? undefined}
      onChange={(date) => onChange(date === null ? "" : date.toString())}
      onBlur={onBlur}
      granularity="day"
      className={cx(fieldStyles.field, className)}
    >
      <FieldHead label={label} description={description} isRequired={isRequired} />
      <Group className={styles.group}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.calendarButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldMessage>{errorMessage}</FieldMessage>
      <Popover className={styles.popover} placement="bottom end" offset={4}>
        <Dialog aria-label={`Choose the ${label.toLowerCase()}`}>
          <Calendar className={styles.calendar}>
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
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** "2025-07-31" as react-aria's date; null for "" or anything that is not a real day. */
export function toCalendarDate(iso: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  try {
    return parseDate(iso);
  } catch {
    return null; // a day that does not exist, such as 2025-02-31
  }
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
