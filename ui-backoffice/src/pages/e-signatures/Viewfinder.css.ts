// The viewfinder page: the camera, then the other ways below it (the camera's messages say "below"), in one column
// of a readable width; the video in a square frame with a guide square where the QR code should sit.
import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const layout = style({ display: "flex", flexDirection: "column", gap: vars.space[6], maxWidth: "720px" });

export const cameraCard = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const otherWays = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const camera = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const frame = style({
  position: "relative",
  width: "100%",
  maxWidth: "520px",
  marginInline: "auto",
  aspectRatio: "1 / 1",
  borderRadius: vars.radius.l,
  overflow: "hidden",
  background: "#10161c",
  display: "grid",
  placeItems: "center",
  // Without a picture, no big empty frame: the icon beside the message is enough.
  selectors: { '&[data-state="problem"]': { display: "none" } },
});

export const video = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });

/** Where the QR code should sit: a square of corners over the middle of the picture. */
export const guide = style({
  position: "absolute",
  inset: "18%",
  borderRadius: vars.radius.m,
  boxShadow: "0 0 0 9999px rgb(0 0 0 / 0.35)",
  outline: "3px solid rgb(255 255 255 / 0.9)",
  outlineOffset: "-3px",
});

export const starting = style({ position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "#ffffff" });

export const offIcon = style({ flex: "none", color: "currentColor" });

export const problemRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space[3] });

export const cameraStatus = style({ minHeight: "2.5rem" });

export const statusText = style({ margin: 0, color: vars.color.textSecondary, textAlign: "center" });

export const problem = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.warningBorder}`,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
});

export const problemText = style({ margin: 0, fontWeight: vars.fontWeight.medium });
