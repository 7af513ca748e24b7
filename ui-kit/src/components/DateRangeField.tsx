// A range of days, typed segment by segment (start and end) or picked on one calendar (react-aria's
// DateRangePicker: two groups of spinbuttons named by the label, and a button that opens a range calendar), beside
// the kit's DatePicker and styled as it. The value is two ISO dates "YYYY-MM-DD" (null while incomplete); the
// field reports every complete range it holds (the page decides when to apply it), and its message under it.
import type { CalendarDate } from "@internationalized/date";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
} from "react-aria-components";
import { cx } from "../cx.ts";
import * as pickerStyles from "./DatePicker.css.ts";
import { toCalendarDate } from "./DatePicker.tsx";
import * as styles from "./DateRangeField.css.ts";
import * as fieldStyles from "./TextField.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";

export interface DateRange {
  /** "YYYY-MM-DD". */
  readonly start: string;
  /** "YYYY-MM-DD", on or after `start`. */
  readonly end: string;
}

export interface DateRangeFieldProps {
  label: string;
  /** The range shown; null for none. */
  value: DateRange | null;
  /** A complete range (both days typed or picked), or null when the field was emptied. */
  onChange: (value: DateRange | null) => void;
  description?: string;
  /** The earliest and latest days that can be chosen, "YYYY-MM-DD". */
  minValue?: string;
  maxValue?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function DateRangeField({ label, value, onChange, description, minValue, maxValue, errorMessage, isRequired, isDisabled, className }: DateRangeFieldProps) {
  const start = value === null ? null : toCalendarDate(value.start);
  const end = value === null ? null : toCalendarDate(value.end);
  return (
    <DateRangePicker<CalendarDate>
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      value={start !== null && end !== null ? { start, end } : null}
      minValue={toCalendarDate(minValue ?? "") ?? undefined}
      maxValue={toCalendarDate(maxValue ?? "") ?? undefined}
      onChange={(range) => onChange(range === null ? null : { start: range.start.toString(), end: range.end.toString() })}
      granularity="day"
      className={cx(fieldStyles.field, className)}
    >
      <FieldHead label={label} description={description} isRequired={isRequired} />
      <Group className={cx(pickerStyles.group, styles.group)}>
        <div className={styles.inputs}>
          <DateInput slot="start" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
          </DateInput>
        </div>
        <Button className={pickerStyles.calendarButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldMessage>{errorMessage}</FieldMessage>
      <Popover className={pickerStyles.popover} placement="bottom end" offset={4}>
        <Dialog aria-label={`Choose the ${label.toLowerCase()}`}>
          <RangeCalendar className={pickerStyles.calendar}>
            <header className={pickerStyles.calendarHeader}>
              <Button slot="previous" className={pickerStyles.calendarButton}>
                <Chevron direction="previous" />
              </Button>
              <Heading className={pickerStyles.calendarHeading} />
              <Button slot="next" className={pickerStyles.calendarButton}>
                <Chevron direction="next" />
              </Button>
            </header>
            <CalendarGrid className={pickerStyles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={pickerStyles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
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
