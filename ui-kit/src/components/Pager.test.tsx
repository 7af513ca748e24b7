// The Pager's wiring, read from the elements it returns (the tests run without a DOM): every link that has an
// address tells `onNavigate` which page it opens as its click is caught, and only for a follow in this tab.
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { LinkClick } from "./plain-follow.ts";
import { Pager, type PagerProps } from "./Pager.tsx";

interface LinkProps {
  href?: string;
  isDisabled?: boolean;
  "aria-label"?: string;
  children?: ReactNode;
  onClickCapture?: (event: LinkClick) => void;
}

/** The links in a tree of elements, in order (the Pager's own markup, not rendered). */
function linksIn(node: ReactNode): Array<ReactElement<LinkProps>> {
  if (Array.isArray(node)) return node.flatMap(linksIn);
  if (!isValidElement<LinkProps>(node)) return [];
  const own = "href" in node.props || "isDisabled" in node.props ? [node] : [];
  return [...own, ...linksIn(node.props.children)];
}

function pager(props: Partial<PagerProps> = {}) {
  const followed: number[] = [];
  const element = Pager({
    pageNumber: 2,
    totalPages: 5,
    entries: [1, 2, 3, "gap", 5],
    hrefOf: (page) => `/search?pageNumber=${page}`,
    onNavigate: (page) => followed.push(page),
    ...props,
  });
  const links = linksIn(element);
  const named = (name: string) => {
    const found = links.find((link) => link.props["aria-label"] === name || textOf(link.props.children).startsWith(name));
    if (found === undefined) throw new Error(`no link ${name}`);
    return found;
  };
  return { followed, links, named };
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  return isValidElement<{ children?: ReactNode }>(node) ? textOf(node.props.children) : "";
}

const plainClick: LinkClick = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe("the Pager", () => {
  it("tells onNavigate the page of every link followed in this tab (a click, a tap, or Enter's native click)", () => {
    const { followed, named } = pager();
    named("Previous").props.onClickCapture?.(plainClick);
    named("Page 3").props.onClickCapture?.(plainClick);
    named("Page 5").props.onClickCapture?.(plainClick);
    named("Next").props.onClickCapture?.(plainClick);
    expect(followed).toEqual([1, 3, 5, 3]);
    expect(named("Page 3").props.href).toBe("/search?pageNumber=3");
  });

  it("stays quiet for a link opened in another tab or window", () => {
    const { followed, named } = pager();
    named("Page 3").props.onClickCapture?.({ ...plainClick, ctrlKey: true });
    named("Next").props.onClickCapture?.({ ...plainClick, metaKey: true });
    named("Previous").props.onClickCapture?.({ ...plainClick, shiftKey: true });
    expect(followed).toEqual([]);
  });

  it("gives the disabled steps no address and no handler", () => {
    const first = pager({ pageNumber: 1, totalPages: 1, entries: [1] });
    expect(first.named("Previous").props).toMatchObject({ href: undefined, isDisabled: true, onClickCapture: undefined });
    expect(first.named("Next").props).toMatchObject({ href: undefined, isDisabled: true, onClickCapture: undefined });
  });

  it("works without onNavigate", () => {
    const { named } = pager({ onNavigate: undefined });
    expect(() => named("Page 3").props.onClickCapture?.(plainClick)).not.toThrow();
  });
});
