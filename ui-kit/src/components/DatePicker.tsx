// A date typed segment by segment or picked from a calendar (react-aria's DatePicker: a group of spinbuttons
// named by the label, and a button that opens the calendar). Shaped like TextField for forms: the value is an
// ISO date "YYYY-MM-DD" ("" while empty or incomplete), with onChange, onBlur and the message under the field.
//
// @internationalized/date is react-aria's own date library (a dependency of react-aria-components).
import type { CalendarDate } from "@internationalized/date";
import { Calendar, DatePicker as AriaDatePicker, Group } from "react-aria-components";
import { cx } from "../cx.ts";
import { toCalendarDate } from "./calendar-date.ts";
import * as styles from "./DatePicker.css.ts";
import { CalendarButton, CalendarMonth, CalendarPopover, DayInput } from "./DatePickerParts.tsx";
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
        <DayInput className={styles.input} />
        <CalendarButton />
      </Group>
      <FieldMessage>{errorMessage}</FieldMessage>
      <CalendarPopover label={label}>
        <Calendar className={styles.calendar} firstDayOfWeek="mon">
          <CalendarMonth cellClassName={styles.cell} />
        </Calendar>
      </CalendarPopover>
    </AriaDatePicker>
  );
}
