import { describe, expect, it } from "vitest";
import { cameraProblemOf, cameraUnsupported, firstReading, SCANNER_TEXTS } from "./camera.ts";

describe("the viewfinder's camera problems", () => {
  it("a refused permission is 'denied', and its message points to scanning from an image", () => {
    expect(cameraProblemOf(new DOMException("denied", "NotAllowedError"))).toBe("denied");
    expect(cameraProblemOf({ name: "SecurityError" })).toBe("denied");
    expect(SCANNER_TEXTS.camera.denied).toBe("Camera access was denied. Allow the camera for this site, or scan from an image below.");
  });

  it("no device, or none facing the way asked, is 'absent'", () => {
    expect(cameraProblemOf(new DOMException("none", "NotFoundError"))).toBe("absent");
    expect(cameraProblemOf({ name: "OverconstrainedError" })).toBe("absent");
    expect(SCANNER_TEXTS.camera.absent).toBe("No camera was found on this device. Scan from an image below.");
  });

  it("a camera held by another app, or anything unexpected, is 'busy' (worth another try)", () => {
    expect(cameraProblemOf(new DOMException("in use", "NotReadableError"))).toBe("busy");
    expect(cameraProblemOf(new Error("boom"))).toBe("busy");
    expect(cameraProblemOf(null)).toBe("busy");
  });

  it("a page without a secure context or without mediaDevices cannot ask at all", () => {
    expect(cameraUnsupported({ isSecureContext: false, hasGetUserMedia: true })).toBe("unsupported");
    expect(cameraUnsupported({ isSecureContext: true, hasGetUserMedia: false })).toBe("unsupported");
    expect(cameraUnsupported({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });

  it("every message names a way on", () => {
    for (const text of Object.values(SCANNER_TEXTS.camera)) expect(text).toMatch(/below\.$/);
  });
});

describe("reading what the detector found", () => {
  it("takes the first code that holds text", () => {
    expect(firstReading([{ rawValue: "" }, { rawValue: "ABC" }, { rawValue: "DEF" }])).toBe("ABC");
  });

  it("finds nothing in no codes or blank ones", () => {
    expect(firstReading([])).toBeNull();
    expect(firstReading([{ rawValue: "  " }])).toBeNull();
  });
});
