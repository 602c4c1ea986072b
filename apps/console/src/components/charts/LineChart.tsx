import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { type PointerEvent, useState } from 'react';
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
const COLORS = ['var(--accent-9)', 'var(--blue-9)', 'var(--amber-9)', 'var(--violet-9)'];
const FRACTIONS = [0, 0.25, 0.5, 0.75, 1];
const DAY_MS = 86_400_000;

const timeLabel = (time: number, spanMs: number) =>
  spanMs > 2 * DAY_MS
    ? new Date(time).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
    : new Date(time).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const dateTimeLabel = (time: number) =>
  new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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

/**
 * A line chart over time, drawn as SVG. The value axis runs from 0 to `max` (the caller picks a readable
 * bound); screen readers get a summary of the data as the image's label, pointer users the values at the
 * hovered time in the legend.
 */
export function LineChart({
  title,
  lines,
  max,
  format,
  limit,
  loading = false,
  error,
}: {
  title: string;
  lines: ChartLine[];
  max: number;
  format: (value: number) => string;
  limit?: ChartLimit;
  loading?: boolean;
  error?: Error | null;
}) {
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const times = lines.flatMap((line) => line.points.map((point) => point.time.getTime()));
  const start = Math.min(...times);
  const span = Math.max(Math.max(...times) - start, 1);
  const top = max > 0 ? max : 1;
  const x = (time: number) => MARGIN.left + ((time - start) / span) * PLOT_WIDTH;
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (Math.min(value, top) / top) * PLOT_HEIGHT;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const plotX = ((event.clientX - box.left) / box.width) * WIDTH - MARGIN.left;
    setHoverTime(start + Math.min(Math.max(plotX / PLOT_WIDTH, 0), 1) * span);
  };

  return (
    <Card asChild>
      <figure className="line-chart">
        <Flex justify="between" align="center" mb="2">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          {loading ? <Spinner aria-label={`Loading ${title}`} /> : null}
        </Flex>
        {error ? (
          <Text color="red" size="2" role="alert">
            {error.message}
          </Text>
        ) : times.length === 0 ? (
          <Text color="gray" size="2">
            {loading ? 'Loading…' : 'No data for this period'}
          </Text>
        ) : (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={chartSummary(title, lines, format, limit)}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHoverTime(null)}
          >
            {FRACTIONS.map((fraction) => (
              <g key={fraction} aria-hidden>
                <line
                  className={fraction === 0 ? 'axis' : 'grid-line'}
                  x1={MARGIN.left}
                  x2={WIDTH - MARGIN.right}
                  y1={y(top * fraction)}
                  y2={y(top * fraction)}
                />
                <text className="tick-label" x={MARGIN.left - 8} y={y(top * fraction) + 4} textAnchor="end">
                  {format(top * fraction)}
                </text>
                <text
                  className="tick-label"
                  x={x(start + span * fraction)}
                  y={HEIGHT - 8}
                  textAnchor={fraction === 0 ? 'start' : fraction === 1 ? 'end' : 'middle'}
                >
                  {timeLabel(start + span * fraction, span)}
                </text>
              </g>
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
            {lines.map((line, index) => (
              <polyline
                key={line.label}
                className="series-line"
                stroke={COLORS[index % COLORS.length]}
                points={line.points.map((point) => `${x(point.time.getTime())},${y(point.value)}`).join(' ')}
              />
            ))}
            {hoverTime !== null ? (
              <line className="hover-line" x1={x(hoverTime)} x2={x(hoverTime)} y1={MARGIN.top} y2={y(0)} />
            ) : null}
          </svg>
        )}
        <Flex gap="4" wrap="wrap" mt="2" asChild>
          <ul aria-label={`${title} legend`} className="chart-legend">
            {lines.map((line, index) => {
              const hovered = hoverTime !== null ? nearest(line.points, hoverTime) : undefined;
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
                    {hovered
                      ? `${format(hovered.value)} at ${dateTimeLabel(hovered.time.getTime())}`
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
