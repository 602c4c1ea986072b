import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { type PointerEvent, useId, useState } from 'react';
import {
  axisMax,
  axisTicks,
  type ChartSeries,
  formatMetric,
  type MetricUnit,
  type Point,
} from './metricQueries';

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 76 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const COLORS = ['var(--accent-9)', 'var(--blue-9)', 'var(--amber-9)', 'var(--violet-9)', 'var(--crimson-9)'];
const TIME_FRACTIONS = [0, 0.25, 0.5, 0.75, 1];

const timeLabel = (time: number, spanMs: number) =>
  spanMs > 2 * 86_400_000
    ? new Date(time).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric' })
    : new Date(time).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The point of a series closest in time to `time`. */
function nearest(points: Point[], time: number): Point | undefined {
  let best: Point | undefined;
  for (const point of points) {
    if (!best || Math.abs(point.time.getTime() - time) < Math.abs(best.time.getTime() - time)) best = point;
  }
  return best;
}

const latest = (series: ChartSeries) => series.points.at(-1)?.value;
const peak = (series: ChartSeries) => Math.max(0, ...series.points.map((point) => point.value));

/**
 * A line chart of timeseries drawn as SVG. Screen readers get the chart's title and a summary of each line
 * (latest and peak values); pointer users get the values at the hovered time.
 */
export function TimeseriesChart({
  title,
  unit,
  series,
  loading = false,
  error,
}: {
  title: string;
  unit: MetricUnit;
  series: ChartSeries[];
  loading?: boolean;
  error?: Error | null;
}) {
  const id = useId();
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const times = series.flatMap((line) => line.points.map((point) => point.time.getTime()));
  const start = Math.min(...times);
  const end = Math.max(...times);
  const span = Math.max(end - start, 1);
  const max = axisMax(unit, Math.max(0, ...series.map(peak)));
  const x = (time: number) => MARGIN.left + ((time - start) / span) * PLOT_WIDTH;
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (Math.min(value, max) / max) * PLOT_HEIGHT;
  const summary = series
    .map(
      (line) =>
        `${line.label}: latest ${formatMetric(unit, latest(line) ?? 0)}, peak ${formatMetric(unit, peak(line))}`,
    )
    .join('; ');

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const plotX = ((event.clientX - box.left) / box.width) * WIDTH - MARGIN.left;
    setHoverTime(start + Math.min(Math.max(plotX / PLOT_WIDTH, 0), 1) * span);
  };

  const hasData = times.length > 0;
  return (
    <Card asChild>
      <figure className="metric-chart" aria-labelledby={`${id}-title`} style={{ margin: 0 }}>
        <Flex justify="between" align="center" mb="2">
          <Heading as="h3" size="3" id={`${id}-title`}>
            {title}
          </Heading>
          {loading ? <Spinner aria-label={`Loading ${title}`} /> : null}
        </Flex>
        {error ? (
          <Text color="red" size="2" role="alert">
            {error.message}
          </Text>
        ) : !hasData ? (
          <Text color="gray" size="2">
            {loading ? 'Loading…' : 'No data for this period'}
          </Text>
        ) : (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHoverTime(null)}
          >
            <title id={`${id}-svg-title`}>{title}</title>
            <desc id={`${id}-svg-desc`}>{summary}</desc>
            {axisTicks(unit, max).map((tick) => (
              <g key={tick}>
                <line
                  className={tick === 0 ? 'axis' : 'grid-line'}
                  x1={MARGIN.left}
                  x2={WIDTH - MARGIN.right}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text className="tick-label" x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end">
                  {formatMetric(unit, tick)}
                </text>
              </g>
            ))}
            {TIME_FRACTIONS.map((fraction) => (
              <text
                key={fraction}
                className="tick-label"
                x={x(start + span * fraction)}
                y={HEIGHT - 8}
                textAnchor={fraction === 0 ? 'start' : fraction === 1 ? 'end' : 'middle'}
              >
                {timeLabel(start + span * fraction, span)}
              </text>
            ))}
            {series.map((line, index) => {
              const color = COLORS[index % COLORS.length];
              const path = line.points
                .map((point) => `${x(point.time.getTime())},${y(point.value)}`)
                .join(' ');
              return <polyline key={line.label} className="series-line" points={path} stroke={color} />;
            })}
            {hoverTime !== null ? (
              <line className="hover-line" x1={x(hoverTime)} x2={x(hoverTime)} y1={MARGIN.top} y2={y(0)} />
            ) : null}
          </svg>
        )}
        <Flex gapX="4" gapY="1" wrap="wrap" mt="2" asChild>
          <ul aria-label={`${title} legend`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {series.map((line, index) => {
              const hovered = hoverTime !== null ? nearest(line.points, hoverTime) : undefined;
              return (
                <li key={line.label}>
                  <Text size="1">
                    <span
                      className="metric-legend-swatch"
                      style={{ background: COLORS[index % COLORS.length] }}
                      aria-hidden
                    />{' '}
                    {line.label}:{' '}
                    {hovered
                      ? `${formatMetric(unit, hovered.value)} at ${hovered.time.toLocaleTimeString()}`
                      : `${formatMetric(unit, latest(line) ?? 0)} latest, ${formatMetric(unit, peak(line))} peak`}
                  </Text>
                </li>
              );
            })}
          </ul>
        </Flex>
      </figure>
    </Card>
  );
}
