// Chief-evaluator links made in bulk (`ictm chief-links generate --out FILE`) as a CSV file, written by the product's
// one CSV writer (../export/csv.ts: RFC 4180, formula-safe, a byte-order mark): one line a link, with the address
// that carries its token. Pure.
import { CSV_BOM, csvLine } from "../export/csv.ts";

export interface ChiefLinkCsvRow {
  /** The CSV input's line the link was asked on; null when chosen by a filter. */
  readonly line: number | null;
  readonly applicationId: string;
  readonly reference: string;
  readonly step: string;
  readonly chiefKey: string;
  readonly chiefName: string;
  readonly chiefEmail: string;
  readonly emailed: boolean;
  readonly expiresAt: string;
  readonly url: string;
}

export const CHIEF_LINKS_CSV_HEADER = ["line", "application_id", "reference", "step", "chief_key", "chief_name", "chief_email", "emailed", "expires_at", "url"] as const;

export const chiefLinksCsv = (links: ReadonlyArray<ChiefLinkCsvRow>): string =>
  CSV_BOM +
  csvLine(CHIEF_LINKS_CSV_HEADER) +
  links.map((link) => csvLine([link.line, link.applicationId, link.reference, link.step, link.chiefKey, link.chiefName, link.chiefEmail, link.emailed, link.expiresAt, link.url])).join("");
