// The page of one public record (a job vacancy, a training course): on a phone its head, then the side card (the
// price and the one thing to do: save, register), then the body; on a desk the side card stays beside both.
import { style } from "@vanilla-extract/css";
import { media, vars } from "@ictm/ui-kit/theme/index.ts";

export const layout = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  gridTemplateAreas: '"head" "side" "body"',
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) 320px",
      gridTemplateAreas: '"head side" "body side"',
      gridTemplateRows: "auto 1fr",
      columnGap: vars.space[10],
    },
  },
});

export const headArea = style({ gridArea: "head", minWidth: 0 });

export const bodyArea = style({ gridArea: "body", minWidth: 0 });

/** Sticky on a desk, so the action stays in reach while the body scrolls. */
export const side = style({ gridArea: "side", display: "flex", flexDirection: "column", gap: vars.space[4], "@media": { [media.lg]: { position: "sticky", top: vars.space[6] } } });
