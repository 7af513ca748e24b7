// Whether a click on a link follows it in this tab: the primary button (a tap, Enter on a focused link and a
// screen reader's activation all arrive as one) with no modifier, which would open it in another tab or window
// (Ctrl, Cmd, Shift) or download it (Alt). A middle click fires no click at all (it is an auxclick). No React here.

/** The parts of a click (a DOM or React MouseEvent) that tell how a link is followed. */
export interface LinkClick {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

export function isPlainFollow(click: LinkClick): boolean {
  return click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey && !click.defaultPrevented;
}
