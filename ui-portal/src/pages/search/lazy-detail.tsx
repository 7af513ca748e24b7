// A kind's detail, loaded when the first one is shown: the list's results need none of its code (a vacancy's
// application form, a course's registration), so a search's first load does not wait for it (issue 17). While it
// loads, the detail's skeleton; when it cannot, "We could not load this result's details" with a reload (the kit's
// lazyPart). SearchScreen preloads it once the first results show.
import type { ComponentType } from "react";
import { lazyPart, Skeleton, type LazyPart } from "@ictm/ui-kit";
import * as styles from "./SearchScreen.css.ts";

export function lazyDetail<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyPart(load, <DetailSkeletonBody />, "this result's details");
}

/** The detail's shape while its results load, or its code. */
export function DetailSkeletonBody() {
  return (
    <div aria-hidden="true" className={styles.detailBody}>
      <Skeleton width="64px" height="64px" radius="50%" />
      <Skeleton width="60%" height="1.75rem" />
      <Skeleton width="85%" />
      <Skeleton height="6rem" />
    </div>
  );
}
