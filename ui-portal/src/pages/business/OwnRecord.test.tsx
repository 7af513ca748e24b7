// OwnRecord's gate, read from the element it returns (the tests run without a DOM): the record once the own list
// holds it, "not found" or "could not load" only once the list has answered, and before that the page's own stand-in.
import { isValidElement, type ReactNode } from "react";
import type { LoadStatus } from "@ictm/core";
import { AreaSkeleton, EmptyState } from "@ictm/ui-kit";
import { describe, expect, it } from "vitest";
import { OwnRecord, type OwnRecordTexts } from "./OwnRecord.tsx";

const TEXTS: OwnRecordTexts = {
  one: "course",
  many: "courses",
  missing: "It may belong to another business.",
  back: { href: "/business/courses", label: "Back to training courses" },
};

const MINE = { key: "c-1", name: "Cloud basics" };

function gate(status: LoadStatus, items: ReadonlyArray<typeof MINE>, whileLoading?: ReactNode) {
  return OwnRecord({ list: { status, items }, id: "c-1", texts: TEXTS, whileLoading, children: (course) => `Editing ${course.name}` });
}

/** The props of the one EmptyState the gate returned. */
function emptyStateOf(node: ReactNode) {
  if (!isValidElement<{ heading: string; children: ReactNode }>(node) || node.type !== EmptyState) throw new Error("not an EmptyState");
  return node.props;
}

function childrenOf(node: ReactNode): ReactNode {
  return isValidElement<{ children: ReactNode }>(node) ? node.props.children : node;
}

describe("OwnRecord", () => {
  it("shows the record as soon as the own list holds it, even while the list loads again", () => {
    expect(childrenOf(gate("loading", [MINE]))).toBe("Editing Cloud basics");
    expect(childrenOf(gate("failed", [MINE]))).toBe("Editing Cloud basics");
  });

  it("says the record is not found only once the list has loaded without it", () => {
    const props = emptyStateOf(gate("loaded", []));
    expect(props.heading).toBe("We could not find this course");
    expect(props.children).toBe(TEXTS.missing);
  });

  it("says the list could not load when it failed, rather than that the record is missing", () => {
    const props = emptyStateOf(gate("failed", []));
    expect(props.heading).toBe("We could not load your courses");
    expect(props.children).toBe("Check your connection and try again.");
  });

  it("shows a skeleton while the list loads, or the page's own stand-in", () => {
    const skeleton = childrenOf(gate("idle", []));
    expect(isValidElement(skeleton) && skeleton.type === AreaSkeleton).toBe(true);
    expect(childrenOf(gate("loading", [], "the registrants"))).toBe("the registrants");
  });
});
