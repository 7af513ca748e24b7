// "5 Jun 2025" for a member-since date. A stand-in until the core's date formatters (portal spec §9)
// exist; then this file goes and the page uses them.
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Brunei" });

export function formatDate(iso: string | null): string {
  if (iso === null) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayMonthYear.format(date);
}
