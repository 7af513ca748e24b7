// CSV as the product writes it (listings, registrants, statistics tables): RFC 4180 lines (CRLF, a field quoted
// when it holds a comma, a quote, a line break or leading/trailing space, quotes doubled), and safe to open in a
// spreadsheet: a text field that starts with = + - @ or a tab or carriage return (what a spreadsheet would run as a
// formula) gets a leading apostrophe (OWASP's advice on CSV injection). Numbers are written as they are. Files
// start with a byte-order mark so spreadsheets read UTF-8 names correctly. Pure.

export type CsvCell = string | number | boolean | null | undefined;

/** What a file starts with: the UTF-8 byte-order mark. */
export const CSV_BOM = "\uFEFF";
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: defused if a spreadsheet would read it as a formula, quoted when it must be. */
export const csvField = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "boolean") return cell ? "true" : "false";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One line, ending in CRLF. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvField).join(",")}\r\n`;

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore. */
export const csvFileName = (base: string, day: string): string => `${base.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "")}-${day}.csv`;
