// The four summary tiles over the sections: the applications submitted in the range, and of them those in
// progress, approved and archived now. A skeleton while the first answer loads; the section below offers "Try
// again" when it failed.
import { STATISTICS_OUTCOMES, STATISTICS_TEXTS, type ApplicationStatistics, type StatisticsPartState } from "@ictm/core";
import { Skeleton, SkeletonGroup } from "@ictm/ui-kit";
import { outcomeColor } from "./statistics-colors.ts";
import * as styles from "./Statistics.css.ts";

export function SummaryTiles({ part }: { part: StatisticsPartState<ApplicationStatistics>; retry: () => void }) {
  const total = part.data?.total ?? null;
  if (total === null) {
    if (part.status === "failed") return null;
    return (
      <SkeletonGroup label="Loading the summary">
        <div className={styles.tiles}>
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className={styles.tile}>
              <Skeleton width="3rem" height="1.8rem" />
              <Skeleton width="60%" height="0.9rem" />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  const tiles = [
    { key: "submitted", label: STATISTICS_TEXTS.tiles.submitted, value: total.submitted, color: null },
    ...STATISTICS_OUTCOMES.map((outcome) => ({ key: outcome, label: STATISTICS_TEXTS.tiles[outcome], value: total[outcome], color: outcomeColor(outcome) })),
  ];
  return (
    <div role="group" aria-label="Summary">
      <dl className={`${styles.tiles} ${part.status === "loading" ? styles.busy : ""}`}>
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.tile}>
            <dt className={styles.tileLabel}>
              {tile.color === null ? null : <span aria-hidden="true" className={styles.tileSwatch} style={{ background: tile.color }} />}
              {tile.label}
            </dt>
            <dd className={styles.tileValue}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
