// An ISO day as react-aria's date, for the kit's date fields and for forms that check a typed day. Light on purpose:
// it stays out of the date fields' lazily loaded code (DateFields.tsx), which forms check without showing.
import { parseDate, type CalendarDate } from "@internationalized/date";

/** "2025-07-31" as react-aria's date; null for "" or anything that is not a real day. */
export function toCalendarDate(iso: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  try {
    return parseDate(iso);
  } catch {
    return null; // a day that does not exist, such as 2025-02-31
  }
}
