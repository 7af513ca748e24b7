import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const providers = style({ display: "flex", flexDirection: "column", gap: vars.space[3] });

export const providerSlot = style({ display: "flex", flexDirection: "column", minHeight: "44px", justifyContent: "center" });

// Google's iframe sizes itself; centring keeps it in line with our full-width buttons.
export const googleBox = style({ display: "flex", justifyContent: "center", colorScheme: "light" });

export const providerNote = style({ fontSize: vars.fontSize.s, color: vars.color.textSecondary });

export const linkedInMark = style({ flex: "none", color: "#0a66c2" });

export const pendingLine = style({ display: "flex", alignItems: "center", gap: vars.space[2], color: vars.color.textSecondary });
