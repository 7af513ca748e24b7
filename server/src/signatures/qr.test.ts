import { TOKEN_LENGTH } from "@ictm/core/domain";
import { describe, expect, it, vi } from "vitest";
import { letterQr, MAX_QR_VERSION, resultsAddressOf } from "./qr.ts";

// A token of the real length and alphabet (what the QR's alphanumeric segment must hold).
const token = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".repeat(6).slice(0, TOKEN_LENGTH);

describe("a letter's QR code", () => {
  it("holds the results address and the token in version 10 or less at level M, for a real and a local address", () => {
    for (const publicUrl of ["https://ictm.gov.bn", "http://localhost:3000"]) {
      const qr = letterQr(publicUrl, token);
      expect(qr.version).toBeLessThanOrEqual(MAX_QR_VERSION);
      expect(qr.size).toBe(17 + 4 * qr.version);
    }
    expect(resultsAddressOf("https://ictm.gov.bn")).toBe("https://ictm.gov.bn/backoffice/e-signatures/qr-scanner/results?token=");
  });

  it("falls back to the bare token when the address is too long for version 10, and says so once", () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const long = `https://${"very-long-subdomain.".repeat(8)}example.gov.bn`;
    const qr = letterQr(long, token);
    letterQr(long, token);
    expect(qr.version).toBeLessThanOrEqual(MAX_QR_VERSION);
    expect(qr.version).toBeLessThan(letterQr("https://ictm.gov.bn", token).version);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
