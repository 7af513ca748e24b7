// How a course's registrants read on the Business's screens: the counts on a course's card and in the switch's
// labels, and each registrant's status and dates. Pure: the dates are core's formatters, the labels core's.
import { formatDateTime, type CourseRegistrant, type CourseRegistrantCounts } from "@ictm/core";

/** Who is enrolled: a registrant asking to withdraw still is until the Business approves. */
export const enrolledCount = (counts: CourseRegistrantCounts): number => counts.enrolled + counts.withdrawalRequested;

/**
 * "4 enrolled (1 asking to withdraw) · 2 withdrawn": those asking to withdraw are counted among the enrolled (a
 * status none has is left out); "No registrants yet".
 */
export function registrantsText(counts: CourseRegistrantCounts | null): string {
  if (counts === null) return "";
  const enrolled = enrolledCount(counts);
  const asking = counts.withdrawalRequested > 0 ? ` (${counts.withdrawalRequested} asking to withdraw)` : "";
  const parts = [...(enrolled > 0 ? [`${enrolled} enrolled${asking}`] : []), ...(counts.withdrawn > 0 ? [`${counts.withdrawn} withdrawn`] : [])];
  return parts.length === 0 ? "No registrants yet" : parts.join(" · ");
}

/** "Registered 5 Jan 2026, 3:04 PM". */
export function registeredText(registrant: Pick<CourseRegistrant, "registeredAt">): string {
  return `Registered ${formatDateTime(registrant.registeredAt)}`;
}

/** "Asked to withdraw 6 Jan 2026, 9:15 AM" ("Asked to withdraw" alone when the date is missing). */
export function withdrawalAskedText(registrant: Pick<CourseRegistrant, "withdrawalRequestedAt">): string {
  const when = formatDateTime(registrant.withdrawalRequestedAt);
  return when === "" ? "Asked to withdraw" : `Asked to withdraw ${when}`;
}
