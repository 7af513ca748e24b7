import { describe, expect, it } from "vitest";
import { isPlainFollow, type LinkClick } from "./plain-follow.ts";

const click = (change: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...change,
});

describe("following a link in this tab", () => {
  it("is a primary click without modifiers: a mouse click, a tap, Enter on the focused link, a screen reader's activation", () => {
    expect(isPlainFollow(click())).toBe(true);
  });

  it("is not a click that opens the link in another tab or window, or downloads it", () => {
    expect(isPlainFollow(click({ ctrlKey: true }))).toBe(false);
    expect(isPlainFollow(click({ metaKey: true }))).toBe(false);
    expect(isPlainFollow(click({ shiftKey: true }))).toBe(false);
    expect(isPlainFollow(click({ altKey: true }))).toBe(false);
  });

  it("is not another button's click, nor one something else already stopped", () => {
    expect(isPlainFollow(click({ button: 1 }))).toBe(false);
    expect(isPlainFollow(click({ button: 2 }))).toBe(false);
    expect(isPlainFollow(click({ defaultPrevented: true }))).toBe(false);
  });
});
