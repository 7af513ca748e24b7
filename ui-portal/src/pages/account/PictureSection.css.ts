import { style } from "@vanilla-extract/css";
import { vars } from "@ictm/ui-kit/theme/index.ts";

export const remove = style({ display: "flex", marginTop: vars.space[3] });
