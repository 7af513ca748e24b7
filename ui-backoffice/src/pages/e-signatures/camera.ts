// The viewfinder's words and its reading of what went wrong with the camera or the QR reader: which problem a
// getUserMedia failure is, and what to say (each message points to the fallbacks below the viewfinder). Pure.

export type CameraProblem = "unsupported" | "denied" | "absent" | "busy" | "reader";

export const SCANNER_TEXTS = {
  camera: {
    unsupported:
      "This browser cannot open a camera on this page: it needs a secure (https) address and a browser with camera access. Scan from an image or enter the token below.",
    denied: "Camera access was denied. Allow the camera for this site, or scan from an image below.",
    absent: "No camera was found on this device. Scan from an image below.",
    busy: "The camera could not be started: another app may be using it. Close that app and try again, or scan from an image below.",
    reader: "The QR code reader could not be loaded. Check your connection and try again, or enter the token below.",
  } satisfies Record<CameraProblem, string>,
  noCodeInImage: "No QR code was found in this image. Try a sharper, straight-on photo of the letter's lower right corner.",
  imageUnreadable: "This file could not be read as an image. Choose a PNG or JPEG photo or screenshot of the letter.",
  tokenRequired: "Enter the signature token printed at the foot of the letter.",
} as const;

/** What the browser offers before the camera is asked for. */
export interface CameraSupport {
  readonly isSecureContext: boolean;
  readonly hasGetUserMedia: boolean;
}

/** Null when the camera may be asked for; "unsupported" when it cannot be (no mediaDevices, or an insecure page). */
export function cameraUnsupported({ isSecureContext, hasGetUserMedia }: CameraSupport): CameraProblem | null {
  return isSecureContext && hasGetUserMedia ? null : "unsupported";
}

/** Which problem a getUserMedia rejection is (a DOMException's name, as browsers give it). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "absent";
    case "TypeError":
      return "unsupported";
    default:
      return "busy";
  }
}

/** The text a QR code holds, when it holds any (a camera frame or an image may show several, or empty ones). */
export function firstReading(values: ReadonlyArray<{ readonly rawValue: string }>): string | null {
  const found = values.find((value) => value.rawValue.trim() !== "");
  return found === undefined ? null : found.rawValue;
}
