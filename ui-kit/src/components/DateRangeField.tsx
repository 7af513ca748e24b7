// A range of days, typed segment by segment (start and end) or picked on one calendar (react-aria's
// DateRangePicker: two groups of spinbuttons named by the label, and a button that opens a range calendar), beside
// the kit's DatePicker and styled as it. The value is two ISO dates "YYYY-MM-DD" (null while incomplete); the
// field reports every complete range it holds (the page decides when to apply it), and its message under it.
import type { CalendarDate } from "@internationalized/date";
import { DateRangePicker, Group, RangeCalendar } from "react-aria-components";
import { cx } from "../cx.ts";
import * as pickerStyles from "./DatePicker.css.ts";
import { toCalendarDate } from "./calendar-date.ts";
import { CalendarButton, CalendarMonth, CalendarPopover, DayInput } from "./DatePickerParts.tsx";
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
          <DayInput slot="start" className={styles.input} />
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DayInput slot="end" className={styles.input} />
        </div>
        <CalendarButton />
      </Group>
      <FieldMessage>{errorMessage}</FieldMessage>
      <CalendarPopover label={label}>
        <RangeCalendar className={pickerStyles.calendar} firstDayOfWeek="mon">
          <CalendarMonth cellClassName={styles.cell} />
        </RangeCalendar>
      </CalendarPopover>
    </DateRangePicker>
  );
}
