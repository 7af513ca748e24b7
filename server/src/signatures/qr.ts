// The QR code a signed letter carries: the results page's address (a byte segment) followed by the token (an
// alphanumeric segment, which base32 is), at error correction M, so any phone camera opens the verdict. It must stay
// QR version 10 or less (small enough to print and scan in the letter's 120 pt box); when a long PUBLIC_URL would
// push it over, the code holds the bare token alone (the scanner page reads that too) and the server says so once.
// Modules only: drawing them on a page is ../decisions/letter-layout.ts's.
import QRCode from "qrcode";
import { RESULTS_ROUTE } from "@ictm/core/domain";

/** The largest QR version a letter may carry. */
export const MAX_QR_VERSION = 10;

export interface QrModules {
  /** Modules a side (21 for version 1, 4 more each version). */
  readonly size: number;
  readonly version: number;
  /** Whether module (row, column) is dark; row 0 is the top. */
  dark(row: number, column: number): boolean;
}

/** The address a letter's QR code opens, before the token. */
export const resultsAddressOf = (publicUrl: string): string => `${publicUrl}/backoffice${RESULTS_ROUTE}?token=`;

/** Where a person verifies a letter by hand: the e-signatures section (the results route's first segment). */
export const verifyAddressOf = (publicUrl: string): string => `${publicUrl}/backoffice${RESULTS_ROUTE.slice(0, RESULTS_ROUTE.indexOf("/", 1))}`;

const warned = new Set<string>();

/** The modules of a letter's QR code for `token`, under the server's public address. */
export function letterQr(publicUrl: string, token: string): QrModules {
  const withAddress = modulesOf([
    { data: Buffer.from(resultsAddressOf(publicUrl), "utf8"), mode: "byte" },
    { data: token, mode: "alphanumeric" },
  ]);
  if (withAddress.version <= MAX_QR_VERSION) return withAddress;
  if (!warned.has(publicUrl)) {
    warned.add(publicUrl);
    process.emitWarning(`PUBLIC_URL ${publicUrl} makes the letters' QR code version ${withAddress.version} (more than ${MAX_QR_VERSION}): the QR codes hold the bare token instead of the results address.`);
  }
  const bare = modulesOf([{ data: token, mode: "alphanumeric" }]);
  if (bare.version > MAX_QR_VERSION) throw new Error(`A bare token needs QR version ${bare.version}`);
  return bare;
}

function modulesOf(segments: QRCode.QRCodeSegment[]): QrModules {
  const { modules, version } = QRCode.create(segments, { errorCorrectionLevel: "M" });
  return { size: modules.size, version, dark: (row, column) => modules.get(row, column) === 1 };
}
