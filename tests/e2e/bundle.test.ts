// What the back-office's first load must not carry (from the build's manifest, tests/bundle/report.ts): the QR
// scanner (barcode-detector, zxing and its .wasm) loads only when the scanner's viewfinder route opens.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleReport } from "../bundle/report.ts";

const root = new URL("../../", import.meta.url).pathname;
const scanner = /barcode|zxing|\.wasm$/i;

describe("the back-office bundle", () => {
  const report = bundleReport("back-office", join(root, "ui-backoffice", "dist"));

  it("loads no part of the QR scanner before the scanner route opens", () => {
    expect(report.entry.files.filter((file) => scanner.test(file))).toEqual([]);
  });

  it("loads the zxing wasm, from our own server, with the viewfinder route", () => {
    const withWasm = report.lazy.filter((set) => set.files.some((file) => file.endsWith(".wasm")));
    expect(withWasm.map((set) => set.name)).toEqual([expect.stringMatching(/e-signatures/i)]);
  });
});
