// The kit's date fields as the apps import them: each loads its code (react-aria's date picker and calendar,
// @internationalized/date) when a page first shows one, so only routes with a date field carry it (issue 17).
// Until the code is there, the field's frame shows in its place (same label, same box), inert. Failures to load
// reach the route's own boundary (LazyPart.tsx), which offers a reload.
import { lazy, Suspense } from "react";
import { cx } from "../cx.ts";
import type { DatePickerProps } from "./DatePicker.tsx";
import * as pickerStyles from "./DatePicker.css.ts";
import type { DateRangeFieldProps } from "./DateRangeField.tsx";
import * as fieldStyles from "./TextField.css.ts";

const LazyDatePicker = lazy(() => import("./DatePicker.tsx").then((module) => ({ default: module.DatePicker })));
const LazyDateRangeField = lazy(() => import("./DateRangeField.tsx").then((module) => ({ default: module.DateRangeField })));

/** A date typed segment by segment or picked from a calendar (DatePicker.tsx), loaded with the first one shown. */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<DateFieldFrame {...props} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** A range of days (DateRangeField.tsx), loaded with the first one shown. */
export function DateRangeField(props: DateRangeFieldProps) {
  return (
    <Suspense fallback={<DateFieldFrame {...props} />}>
      <LazyDateRangeField {...props} />
    </Suspense>
  );
}

/** The field's label and empty box while its code loads: nothing moves when the real field replaces it. */
function DateFieldFrame({ label, description, isRequired, className }: { label: string; description?: string | undefined; isRequired?: boolean | undefined; className?: string | undefined }) {
  return (
    <div className={cx(fieldStyles.field, className)} aria-busy="true">
      <span className={fieldStyles.labelRow}>
        <span className={fieldStyles.label}>{label}</span>
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </span>
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      <div className={pickerStyles.group}>
        <span className={pickerStyles.input}>&nbsp;</span>
        <span aria-hidden="true" className={pickerStyles.calendarButton} />
      </div>
    </div>
  );
}
