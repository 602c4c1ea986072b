import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useState } from 'react';
import { useChartGroup } from './ChartGroup';
import { zoomWindow } from './timeInputs';
import type { TimeWindow } from './timeRange';
import './charts.css';

export interface ChartPoint {
  time: Date;
  value: number;
}

export interface ChartLine {
  label: string;
  points: ChartPoint[];
}

/** A horizontal reference line, e.g. a quota or an estimated capacity. */
export interface ChartLimit {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 76 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const COLORS = ['var(--accent-9)', 'var(--blue-9)', 'var(--amber-9)', 'var(--violet-9)', 'var(--crimson-9)'];
const FRACTIONS = [0, 0.25, 0.5, 0.75, 1];
const DAY_MS = 86_400_000;

const timeLabel = (time: number, spanMs: number) =>
  spanMs > 2 * DAY_MS
    ? new Date(time).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
    : new Date(time).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const dateTimeLabel = (time: number) =>
  new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A drag narrower than this share of the plot is a click, not a zoom. */
const MIN_DRAG_FRACTION = 0.01;

/** The point of a line closest in time to `time`. */
function nearest(points: ChartPoint[], time: number): ChartPoint | undefined {
  let best: ChartPoint | undefined;
  for (const point of points) {
    if (!best || Math.abs(point.time.getTime() - time) < Math.abs(best.time.getTime() - time)) best = point;
  }
  return best;
}

const values = (line: ChartLine) => line.points.map((point) => point.value);

/**
 * What a screen reader hears for the chart: the period, then each line's latest, highest and lowest values,
 * then the reference line.
 */
export function chartSummary(
  title: string,
  lines: ChartLine[],
  format: (value: number) => string,
  limit?: ChartLimit,
): string {
  const times = lines.flatMap((line) => line.points.map((point) => point.time.getTime()));
  if (times.length === 0) return `${title}: no data for this period`;
  const period = `from ${dateTimeLabel(Math.min(...times))} to ${dateTimeLabel(Math.max(...times))}`;
  const parts = lines
    .filter((line) => line.points.length > 0)
    .map(
      (line) =>
        `${line.label} latest ${format(line.points.at(-1)?.value ?? 0)}, ` +
        `highest ${format(Math.max(...values(line)))}, lowest ${format(Math.min(...values(line)))}`,
    );
  if (limit) parts.push(`${limit.label} ${format(limit.value)}`);
  return `${title} ${period}: ${parts.join('; ')}`;
}

/** Every time a point is drawn at, once each and in order: the stops of the keyboard read-out. */
const pointTimes = (lines: ChartLine[]) =>
  [...new Set(lines.flatMap((line) => line.points.map((point) => point.time.getTime())))].sort(
    (a, b) => a - b,
  );

/** The stop the arrow keys move the read-out to from `current`, or null to clear it (Escape). */
function keyboardStop(key: string, times: number[], current: number | null): number | null | undefined {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (key === 'Escape') return null;
  if (key === 'Home') return first;
  if (key === 'End') return last;
  if (key === 'ArrowRight') return current === null ? first : (times.find((time) => time > current) ?? last);
  if (key === 'ArrowLeft')
    return current === null ? last : (times.findLast((time) => time < current) ?? first);
  return undefined;
}

/**
 * A line chart over time, drawn as SVG. The value axis runs from 0 to `max` (the caller picks a readable
 * bound, and may name its ticks); screen readers get a summary of the data as its description. In a
 * `ChartGroup` the chart spans the group's period, reads out the group's time (pointer or arrow keys) and
 * zooms the group to a window dragged across it; on its own it spans its data and reads out its own time.
 */
export function LineChart({
  title,
  lines,
  max,
  ticks,
  format,
  limit,
  loading = false,
  error,
  menu,
}: {
  title: string;
  lines: ChartLine[];
  max: number;
  /** The values the value axis marks; quarters of `max` when not given. */
  ticks?: number[];
  format: (value: number) => string;
  limit?: ChartLimit;
  loading?: boolean;
  error?: Error | null;
  /** The chart's menu (e.g. open its query in the metrics explorer), beside its title. */
  menu?: ReactNode;
}) {
  const group = useChartGroup();
  const [ownHoverTime, setOwnHoverTime] = useState<number | null>(null);
  const hoverTime = group ? group.hoverTime : ownHoverTime;
  const setHoverTime = group ? group.setHoverTime : setOwnHoverTime;
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const id = useId();

  const times = lines.flatMap((line) => line.points.map((point) => point.time.getTime()));
  const domain: TimeWindow = group?.window ?? { start: Math.min(...times), end: Math.max(...times) };
  const inDomain = (time: number) => time >= domain.start && time <= domain.end;
  const shown = lines.map((line) => ({
    ...line,
    points: line.points.filter((p) => inDomain(p.time.getTime())),
  }));
  const stops = pointTimes(shown);
  const start = domain.start;
  const span = Math.max(domain.end - start, 1);
  const top = max > 0 ? max : 1;
  const x = (time: number) => MARGIN.left + ((time - start) / span) * PLOT_WIDTH;
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (Math.min(value, top) / top) * PLOT_HEIGHT;
  const hovered = shown.map((line) => (hoverTime !== null ? nearest(line.points, hoverTime) : undefined));
  const readOut =
    hoverTime === null
      ? undefined
      : `${dateTimeLabel(hoverTime)}: ${shown
          .map((line, index) => {
            const point = hovered[index];
            return `${line.label} ${point ? format(point.value) : 'no data'}`;
          })
          .join(', ')}`;

  const plotFraction = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return (((event.clientX - box.left) / box.width) * WIDTH - MARGIN.left) / PLOT_WIDTH;
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!group || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const fraction = plotFraction(event);
    setDrag({ from: fraction, to: fraction });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const fraction = plotFraction(event);
    setHoverTime(start + Math.min(Math.max(fraction, 0), 1) * span);
    if (drag) setDrag({ ...drag, to: fraction });
  };
  const onPointerUp = () => {
    if (!drag || !group) return;
    setDrag(null);
    if (Math.abs(drag.to - drag.from) < MIN_DRAG_FRACTION) return;
    const zoomed = zoomWindow(domain, drag.from, drag.to);
    if (zoomed) group.zoom(zoomed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const stop = keyboardStop(event.key, stops, hoverTime);
    if (stop === undefined) return;
    event.preventDefault();
    setHoverTime(stop);
  };
  const dragX = (fraction: number) => MARGIN.left + Math.min(Math.max(fraction, 0), 1) * PLOT_WIDTH;

  return (
    <Card asChild>
      <figure className="line-chart">
        <Flex justify="between" align="center" mb="2">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          <Flex gap="2" align="center">
            {loading ? (
              <span role="status" aria-label={`Loading ${title}`}>
                <Spinner />
              </span>
            ) : null}
            {menu}
          </Flex>
        </Flex>
        {error ? (
          <Text color="red" size="2" role="alert">
            {error.message}
          </Text>
        ) : stops.length === 0 ? (
          <Text color="gray" size="2">
            {loading ? 'Loading…' : 'No data for this period'}
          </Text>
        ) : (
          // The chart is a slider over time: the arrow keys move its read-out, which screen readers announce
          // as the slider's value; the data's summary describes it.
          <div
            role="slider"
            tabIndex={0}
            className="chart-plot"
            aria-label={`${title} read-out`}
            aria-describedby={`${id}-summary`}
            aria-valuemin={domain.start}
            aria-valuemax={domain.end}
            aria-valuenow={hoverTime ?? domain.end}
            aria-valuetext={readOut ?? 'No time chosen: use the arrow keys to read out values'}
            onKeyDown={onKeyDown}
            onBlur={() => setHoverTime(null)}
          >
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              aria-hidden
              data-zoomable={group ? '' : undefined}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setDrag(null)}
              onPointerLeave={() => !drag && setHoverTime(null)}
            >
              {(ticks ?? FRACTIONS.map((fraction) => top * fraction)).map((tick) => (
                <g key={tick} aria-hidden>
                  <line
                    className={tick === 0 ? 'axis' : 'grid-line'}
                    x1={MARGIN.left}
                    x2={WIDTH - MARGIN.right}
                    y1={y(tick)}
                    y2={y(tick)}
                  />
                  <text className="tick-label" x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end">
                    {format(tick)}
                  </text>
                </g>
              ))}
              {FRACTIONS.map((fraction) => (
                <text
                  key={fraction}
                  aria-hidden
                  className="tick-label"
                  x={x(start + span * fraction)}
                  y={HEIGHT - 8}
                  textAnchor={fraction === 0 ? 'start' : fraction === 1 ? 'end' : 'middle'}
                >
                  {timeLabel(start + span * fraction, span)}
                </text>
              ))}
              {limit && limit.value <= top ? (
                <line
                  className="limit-line"
                  x1={MARGIN.left}
                  x2={WIDTH - MARGIN.right}
                  y1={y(limit.value)}
                  y2={y(limit.value)}
                />
              ) : null}
              {shown.map((line, index) => (
                <polyline
                  key={line.label}
                  className="series-line"
                  stroke={COLORS[index % COLORS.length]}
                  points={line.points
                    .map((point) => `${x(point.time.getTime())},${y(point.value)}`)
                    .join(' ')}
                />
              ))}
              {hoverTime !== null && inDomain(hoverTime) ? (
                <g aria-hidden>
                  <line
                    className="hover-line"
                    x1={x(hoverTime)}
                    x2={x(hoverTime)}
                    y1={MARGIN.top}
                    y2={y(0)}
                  />
                  {hovered.map((point, index) =>
                    point ? (
                      <circle
                        key={shown[index]?.label}
                        className="hover-point"
                        cx={x(point.time.getTime())}
                        cy={y(point.value)}
                        r={3}
                        fill={COLORS[index % COLORS.length]}
                      />
                    ) : null,
                  )}
                </g>
              ) : null}
              {drag ? (
                <rect
                  className="zoom-selection"
                  x={Math.min(dragX(drag.from), dragX(drag.to))}
                  width={Math.abs(dragX(drag.to) - dragX(drag.from))}
                  y={MARGIN.top}
                  height={PLOT_HEIGHT}
                />
              ) : null}
            </svg>
          </div>
        )}
        {stops.length > 0 && !error ? (
          <p id={`${id}-summary`} className="visually-hidden">
            {chartSummary(title, shown, format, limit)}
          </p>
        ) : null}
        <Flex gap="4" wrap="wrap" mt="2" asChild>
          <ul aria-label={`${title} legend`} className="chart-legend">
            {shown.map((line, index) => {
              const point = hovered[index];
              const latest = line.points.at(-1);
              return (
                <li key={line.label}>
                  <Text size="1">
                    <span
                      className="legend-swatch"
                      style={{ background: COLORS[index % COLORS.length] }}
                      aria-hidden
                    />{' '}
                    {line.label}:{' '}
                    {point
                      ? `${format(point.value)} at ${dateTimeLabel(point.time.getTime())}`
                      : latest
                        ? `${format(latest.value)} latest`
                        : 'no data'}
                  </Text>
                </li>
              );
            })}
            {limit ? (
              <li>
                <Text size="1">
                  <span className="legend-swatch limit-swatch" aria-hidden /> {limit.label}:{' '}
                  {format(limit.value)}
                </Text>
              </li>
            ) : null}
          </ul>
        </Flex>
      </figure>
    </Card>
  );
}
