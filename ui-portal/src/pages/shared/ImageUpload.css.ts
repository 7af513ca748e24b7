import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const current = style({ width: "72px", height: "72px", fontSize: vars.fontSize.l });

