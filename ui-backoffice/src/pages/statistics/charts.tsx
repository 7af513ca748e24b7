// The statistics' charts (visx scales, shapes, axes and grids), loaded lazily with the statistics page: grouped bars
// (permit type × outcome), stacked bars over time (the cards in each step), the turnaround per step (the median as a
// bar, the 90th percentile as a tick, the target as a dashed mark), a histogram (the end-to-end turnaround) and a
// journey's timeline (one bar per visit on a time axis, those over target outlined). Each draws to its box's
// width (a phone's or a desk's) and is an image named by its caption: the numbers are read in the section's table,
// which also names every series, so nothing depends on colour.
import type { ReactNode } from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows, GridColumns } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear, scaleTime } from "@visx/scale";
import { DATE_FORMATS, formatDate } from "@ictm/core";
import { useElementWidth } from "@ictm/ui-kit";
import * as styles from "./Statistics.css.ts";
import * as chartStyles from "./charts.css.ts";
import { formatDays } from "./statistics-view.ts";

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

export interface ChartCategory {
  readonly key: string;
  /** The axis label (short). */
  readonly label: string;
}

const TICK = { fontSize: 12 } as const;
/** A left axis' labels: right-aligned beside the axis, centred on their tick. */
const LEFT_TICK = { fontSize: 12, textAnchor: "end", dx: -6, dy: "0.33em" } as const;

/** The box a chart measures, the SVG it draws and its legend. */
function ChartFrame({ label, height, legend, children }: { label: string; height: number; legend?: ReactNode; children: (width: number) => ReactNode }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div className={styles.chartBox}>
      <div ref={ref} style={{ width: "100%", height }}>
        {width > 0 ? (
          <svg width={width} height={height} role="img" aria-label={label} className={chartStyles.svg}>
            {children(width)}
          </svg>
        ) : null}
      </div>
      {legend}
    </div>
  );
}

export function Legend({ series, extra }: { series: readonly ChartSeries[]; extra?: ReactNode }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
      {extra}
    </ul>
  );
}

const MARGIN = { top: 12, right: 12, bottom: 36, left: 40 };

/** Whole-number ticks for counts (no 0.5 of an application). */
const countTicks = (max: number, room: number): number[] => {
  const wanted = Math.max(2, Math.min(6, Math.floor(room / 40)));
  const step = Math.max(1, Math.ceil(max / wanted));
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return ticks;
};

/** The plot inside a chart's margins. */
const plotSize = (width: number, height: number, margin: { top: number; right: number; bottom: number; left: number }) => ({
  innerWidth: Math.max(0, width - margin.left - margin.right),
  innerHeight: height - margin.top - margin.bottom,
});

/** A count axis from 0 up `room` pixels: whole-number ticks and the scale that ends at the last. */
const countScale = (max: number, room: number) => {
  const ticks = countTicks(max, room);
  return { ticks, y: scaleLinear<number>({ domain: [0, ticks[ticks.length - 1] ?? max], range: [room, 0] }) };
};

/** The count axis' grid lines across the plot and its labels at the left. */
function CountGrid({ y, ticks, width }: { y: ReturnType<typeof scaleLinear<number>>; ticks: number[]; width: number }) {
  return <GridRows scale={y} width={width} tickValues={ticks} className={chartStyles.grid} />;
}

function CountAxis({ y, ticks }: { y: ReturnType<typeof scaleLinear<number>>; ticks: number[] }) {
  return <AxisLeft scale={y} tickValues={ticks} tickFormat={(tick) => String(tick)} axisClassName={chartStyles.axis} tickLabelProps={() => LEFT_TICK} hideAxisLine hideTicks />;
}

/** Bars laid out in rows (the turnaround per step, a journey's visits): the row labels' width at the left, the plot after it. */
const rowLayout = (width: number, right: number) => {
  const labelWidth = Math.min(150, Math.max(90, width * 0.3));
  const left = labelWidth + 8;
  return { labelWidth, left, innerWidth: Math.max(0, width - left - right) };
};

/** A label cut to fit `width` pixels of 12 px text (about 6.5 px a character). */
const truncate = (text: string, width: number): string => {
  const room = Math.floor(width / 6.5);
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}…`;
};

/** The rows' labels, each cut to the labels' width. */
function RowLabels({ left, y, labelWidth, labelOf }: { left: number; y: ReturnType<typeof scaleBand<string>>; labelWidth: number; labelOf: (key: string) => string }) {
  return <AxisLeft left={left} scale={y} tickFormat={(key) => truncate(labelOf(key), labelWidth)} axisClassName={chartStyles.axis} tickLabelProps={() => LEFT_TICK} hideTicks />;
}

/** A bar's count over it, when the bar is wide enough to hold it and not empty. */
function BarValue({ x, width, top, count }: { x: number; width: number; top: number; count: number }) {
  return width >= 16 && count > 0 ? (
    <text x={x + width / 2} y={top - 4} textAnchor="middle" className={chartStyles.valueLabel}>
      {count}
    </text>
  ) : null;
}

/** Labels that fit: every n-th category's label when the bands are too narrow for all. */
const everyNth = (count: number, bandWidth: number, labelWidth: number): number => Math.max(1, Math.ceil(labelWidth / Math.max(bandWidth, 1)));

/** A chart of a count per category and series. */
interface CategoryChartProps {
  label: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  value: (category: string, series: string) => number;
  height?: number;
}

/** Bars side by side in each category (a permit type), one per series (an outcome). */
export function GroupedBarChart({ label, categories, series, value, height = 260 }: CategoryChartProps) {
  return (
    <ChartFrame label={label} height={height} legend={<Legend series={series} />}>
      {(width) => {
        const { innerWidth, innerHeight } = plotSize(width, height, MARGIN);
        const x0 = scaleBand<string>({ domain: categories.map((category) => category.key), range: [0, innerWidth], padding: 0.25 });
        const x1 = scaleBand<string>({ domain: series.map((item) => item.key), range: [0, x0.bandwidth()], padding: 0.1 });
        const max = Math.max(1, ...categories.flatMap((category) => series.map((item) => value(category.key, item.key))));
        const { ticks, y } = countScale(max, innerHeight);
        const labels = new Map(categories.map((category) => [category.key, category.label]));
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <CountGrid y={y} ticks={ticks} width={innerWidth} />
            {categories.map((category) => (
              <Group key={category.key} left={x0(category.key) ?? 0}>
                {series.map((item) => {
                  const count = value(category.key, item.key);
                  const barY = y(count);
                  const barHeight = innerHeight - barY;
                  return (
                    <g key={item.key}>
                      <rect x={x1(item.key) ?? 0} y={barY} width={x1.bandwidth()} height={barHeight} rx={2} style={{ fill: item.color }} />
                      <BarValue x={x1(item.key) ?? 0} width={x1.bandwidth()} top={barY} count={count} />
                    </g>
                  );
                })}
              </Group>
            ))}
            <CountAxis y={y} ticks={ticks} />
            <AxisBottom top={innerHeight} scale={x0} tickFormat={(key) => labels.get(key) ?? key} axisClassName={chartStyles.axis} tickLabelProps={() => TICK} hideTicks />
          </Group>
        );
      }}
    </ChartFrame>
  );
}

/** One stacked bar per category (a bucket of the range), its segments the series (the steps) from the bottom up. */
export function StackedBarChart({ label, categories, series, value, height = 280 }: CategoryChartProps) {
  return (
    <ChartFrame label={label} height={height} legend={<Legend series={series} />}>
      {(width) => {
        const { innerWidth, innerHeight } = plotSize(width, height, MARGIN);
        const x = scaleBand<string>({ domain: categories.map((category) => category.key), range: [0, innerWidth], padding: categories.length > 40 ? 0.1 : 0.2 });
        const totals = categories.map((category) => series.reduce((sum, item) => sum + value(category.key, item.key), 0));
        const max = Math.max(1, ...totals);
        const { ticks, y } = countScale(max, innerHeight);
        const labels = new Map(categories.map((category) => [category.key, category.label]));
        const nth = everyNth(categories.length, x.bandwidth() / (1 - x.padding()), 56);
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <CountGrid y={y} ticks={ticks} width={innerWidth} />
            {categories.map((category) => {
              let base = 0;
              return (
                <g key={category.key}>
                  {series.map((item) => {
                    const count = value(category.key, item.key);
                    if (count === 0) return null;
                    const top = y(base + count);
                    const bottom = y(base);
                    base += count;
                    return <rect key={item.key} x={x(category.key) ?? 0} y={top} width={x.bandwidth()} height={Math.max(0, bottom - top)} style={{ fill: item.color, stroke: "white", strokeWidth: 1 }} />;
                  })}
                </g>
              );
            })}
            <CountAxis y={y} ticks={ticks} />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={categories.filter((_, index) => index % nth === 0).map((category) => category.key)}
              tickFormat={(key) => labels.get(key) ?? key}
              axisClassName={chartStyles.axis}
              tickLabelProps={() => TICK}
            />
          </Group>
        );
      }}
    </ChartFrame>
  );
}

export interface TurnaroundBar {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly median: number | null;
  readonly p90: number | null;
  readonly target: number | null;
}

/** Per step, a horizontal bar to the median, a tick at the 90th percentile and a dashed mark at the target. */
export function TurnaroundChart({ label, bars }: { label: string; bars: readonly TurnaroundBar[] }) {
  const row = 34;
  const margin = { top: 8, right: 16, bottom: 48 };
  const height = margin.top + margin.bottom + bars.length * row;
  return (
    <ChartFrame
      label={label}
      height={height}
      legend={
        <ul className={styles.legend} aria-hidden="true">
          <li className={styles.legendItem}>
            <span className={`${styles.swatch} ${chartStyles.legendMedian}`} />
            Median (bar)
          </li>
          <li className={styles.legendItem}>
            <span className={chartStyles.legendLine} />
            90th percentile
          </li>
          <li className={styles.legendItem}>
            <span className={chartStyles.legendTarget} />
            Target
          </li>
        </ul>
      }
    >
      {(width) => {
        const { labelWidth, left, innerWidth } = rowLayout(width, margin.right);
        const innerHeight = bars.length * row;
        const max = Math.max(1, ...bars.flatMap((bar) => [bar.median ?? 0, bar.p90 ?? 0, bar.target ?? 0]));
        const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
        const y = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [0, innerHeight], padding: 0.3 });
        const numTicks = Math.max(2, Math.min(8, Math.floor(innerWidth / 60)));
        return (
          <Group top={margin.top}>
            <Group left={left}>
              <GridColumns scale={x} height={innerHeight} numTicks={numTicks} className={chartStyles.grid} />
              {bars.map((bar) => {
                const top = y(bar.key) ?? 0;
                const band = y.bandwidth();
                return (
                  <g key={bar.key}>
                    {bar.median !== null ? <rect x={0} y={top} width={Math.max(1, x(bar.median))} height={band} rx={2} style={{ fill: bar.color }} /> : null}
                    {bar.p90 !== null ? <line x1={x(bar.p90)} x2={x(bar.p90)} y1={top - 4} y2={top + band + 4} className={chartStyles.p90} /> : null}
                    {bar.target !== null ? <line x1={x(bar.target)} x2={x(bar.target)} y1={top - 6} y2={top + band + 6} className={chartStyles.target} /> : null}
                    {bar.median === null ? (
                      <text x={4} y={top + band / 2} dominantBaseline="middle">
                        none left the step
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <AxisBottom top={innerHeight} scale={x} numTicks={numTicks} tickFormat={(tick) => formatDays(Number(tick))} axisClassName={chartStyles.axis} tickLabelProps={() => TICK} label="working days" labelProps={{ ...TICK, textAnchor: "middle" }} labelOffset={14} />
            </Group>
            <RowLabels left={left} y={y} labelWidth={labelWidth} labelOf={(key) => bars.find((bar) => bar.key === key)?.label ?? key} />
          </Group>
        );
      }}
    </ChartFrame>
  );
}

/** Columns of counts, one per bin, side by side (the end-to-end turnaround). */
export function HistogramChart({ label, bins, color, height = 240 }: { label: string; bins: readonly { key: string; label: string; count: number }[]; color: string; height?: number }) {
  return (
    <ChartFrame label={label} height={height}>
      {(width) => {
        // Narrow bins (a phone) slant their labels so "10–20" and "20–40" do not run together.
        const slanted = (width - MARGIN.left - MARGIN.right) / Math.max(1, bins.length) < 48;
        const margin = { ...MARGIN, bottom: slanted ? 64 : 44 };
        const { innerWidth, innerHeight } = plotSize(width, height, margin);
        const x = scaleBand<string>({ domain: bins.map((bin) => bin.key), range: [0, innerWidth], padding: 0.08 });
        const max = Math.max(1, ...bins.map((bin) => bin.count));
        const { ticks, y } = countScale(max, innerHeight);
        const labels = new Map(bins.map((bin) => [bin.key, bin.label]));
        return (
          <Group left={margin.left} top={margin.top}>
            <CountGrid y={y} ticks={ticks} width={innerWidth} />
            {bins.map((bin) => (
              <g key={bin.key}>
                <rect x={x(bin.key) ?? 0} y={y(bin.count)} width={x.bandwidth()} height={innerHeight - y(bin.count)} rx={2} style={{ fill: color }} />
                <BarValue x={x(bin.key) ?? 0} width={x.bandwidth()} top={y(bin.count)} count={bin.count} />
              </g>
            ))}
            <CountAxis y={y} ticks={ticks} />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={(key) => labels.get(key) ?? key}
              axisClassName={chartStyles.axis}
              tickLabelProps={() => (slanted ? { ...TICK, angle: -40, textAnchor: "end", dy: "0.25em" } : TICK)}
              hideTicks
              label="working days"
              labelProps={{ ...TICK, textAnchor: "middle" }}
              labelOffset={slanted ? 28 : 8}
            />
          </Group>
        );
      }}
    </ChartFrame>
  );
}

export interface TimelineVisit {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly start: Date;
  /** Null while the card is in the step (drawn to now). */
  readonly end: Date | null;
  readonly over: boolean;
}

/** One bar per visit on a time axis, in order from the top; a visit over its step's target is outlined. */
export function JourneyTimelineChart({ label, visits, now }: { label: string; visits: readonly TimelineVisit[]; now: Date }) {
  const row = 30;
  const margin = { top: 8, right: 16, bottom: 32 };
  const height = margin.top + margin.bottom + visits.length * row;
  const first = visits[0]?.start ?? now;
  const last = visits.reduce((latest, visit) => Math.max(latest, (visit.end ?? now).getTime()), first.getTime());
  const anyOver = visits.some((visit) => visit.over);
  const stepsShown = [...new Map(visits.map((visit) => [visit.label, visit])).values()].map((visit) => ({ key: visit.label, label: visit.label, color: visit.color }));
  return (
    <ChartFrame
      label={label}
      height={height}
      legend={
        <Legend
          series={stepsShown}
          extra={
            anyOver ? (
              <li className={styles.legendItem}>
                <span className={chartStyles.legendOver} />
                Over target
              </li>
            ) : null
          }
        />
      }
    >
      {(width) => {
        const { labelWidth, left, innerWidth } = rowLayout(width, margin.right);
        const innerHeight = visits.length * row;
        const x = scaleTime<number>({ domain: [first, new Date(Math.max(last, first.getTime() + 60 * 60 * 1000))], range: [0, innerWidth] });
        const y = scaleBand<string>({ domain: visits.map((visit) => visit.key), range: [0, innerHeight], padding: 0.25 });
        const numTicks = Math.max(2, Math.min(6, Math.floor(innerWidth / 90)));
        return (
          <Group top={margin.top}>
            <Group left={left}>
              <GridColumns scale={x} height={innerHeight} numTicks={numTicks} className={chartStyles.grid} />
              {visits.map((visit) => {
                const start = x(visit.start);
                const end = x(visit.end ?? now);
                const top = y(visit.key) ?? 0;
                return (
                  <rect
                    key={visit.key}
                    x={start}
                    y={top}
                    width={Math.max(3, end - start)}
                    height={y.bandwidth()}
                    rx={2}
                    style={{ fill: visit.color }}
                    className={visit.over ? chartStyles.overTarget : undefined}
                  />
                );
              })}
              <AxisBottom top={innerHeight} scale={x} numTicks={numTicks} tickFormat={(tick) => formatDate(tick as Date, DATE_FORMATS.dayOfMonth)} axisClassName={chartStyles.axis} tickLabelProps={() => TICK} />
            </Group>
            <RowLabels left={left} y={y} labelWidth={labelWidth} labelOf={(key) => visits.find((visit) => visit.key === key)?.label ?? key} />
          </Group>
        );
      }}
    </ChartFrame>
  );
}
