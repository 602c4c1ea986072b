import type { OxqlQueryResult, TimeseriesSchema } from '@rackconsole/sdk';
import { type OxqlSeries, oxqlSeries } from '@rackconsole/sdk/oxql';
import { type Command, Option } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { colourEnabled } from '../output/style';
import type { Column } from '../output/table';
import type { Context } from './context';
import { action, noun, withExamples } from './define';
import { withOptions } from './parse';

/** `--name 'virtual_disk:*'`: a glob over timeseries names (`*` any run of characters, `?` one). */
function globMatcher(glob: string): (name: string) => boolean {
  const pattern = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  const regex = new RegExp(`^${pattern}$`);
  return (name) => regex.test(name);
}

const schemaColumns: Column<TimeseriesSchema>[] = [
  { header: 'NAME', value: (schema) => schema.timeseriesName },
  { header: 'DATUM', value: (schema) => schema.datumType },
  { header: 'UNITS', value: (schema) => schema.units },
  { header: 'SCOPE', value: (schema) => schema.authzScope },
  { header: 'FIELDS', value: (schema) => schema.fieldSchema.map((field) => field.name).join(', ') },
];

async function listSchemas(ctx: Context, options: { name?: string }) {
  const { items } = await ctx.list('systemTimeseriesSchemaList', {}, { all: true });
  const matches = options.name ? globMatcher(options.name) : () => true;
  const shown = items.filter((schema) => matches(schema.timeseriesName));
  ctx.out.list(shown, schemaColumns, {
    empty: options.name ? `No timeseries named like ${options.name}` : 'No timeseries',
  });
}

interface PointRow {
  series: string;
  time: Date;
  value: number | null;
}

const pointRows = (series: OxqlSeries[]): PointRow[] =>
  series.flatMap((entry) => entry.points.map((point) => ({ series: entry.label, ...point })));

const showValue = (value: number | null) => (value === null ? '' : String(Math.round(value * 1000) / 1000));

const pointColumns: Column<PointRow>[] = [
  { header: 'SERIES', value: (row) => row.series },
  { header: 'TIME', value: (row) => row.time.toISOString() },
  { header: 'VALUE', value: (row) => showValue(row.value) },
];

/** A CSV cell, quoted when it holds a comma, quote or line break (RFC 4180). */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

function csv(series: OxqlSeries[]): string {
  const lines = [['table', 'series', 'time', 'value']];
  for (const entry of series) {
    for (const point of entry.points) {
      lines.push([entry.table, entry.label, point.time.toISOString(), showValue(point.value)]);
    }
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\n')}\n`;
}

/** ANSI colours of the chart's lines, in turn (asciichart's colour constants are these codes). */
const LINE_COLOURS = ['\u001b[36m', '\u001b[33m', '\u001b[32m', '\u001b[35m', '\u001b[34m', '\u001b[31m'];
const RESET = '\u001b[0m';

/**
 * The series resampled onto `width` columns spanning their time range: the mean of each column's points, a
 * column without points carrying the value before it (asciichart draws complete lines).
 */
function resample(series: OxqlSeries[], width: number): { lines: number[][]; from: number; to: number } {
  const times = series.flatMap((entry) => entry.points.map((point) => point.time.getTime()));
  const from = Math.min(...times);
  const to = Math.max(...times);
  const span = Math.max(to - from, 1);
  const lines = series.map((entry) => {
    const sums = new Array<number>(width).fill(0);
    const counts = new Array<number>(width).fill(0);
    for (const { time, value } of entry.points) {
      if (value === null) continue;
      const column = Math.min(width - 1, Math.floor(((time.getTime() - from) / span) * width));
      sums[column] = (sums[column] as number) + value;
      counts[column] = (counts[column] as number) + 1;
    }
    const firstKnown = counts.findIndex((count) => count > 0);
    let last = firstKnown === -1 ? 0 : (sums[firstKnown] as number) / (counts[firstKnown] as number);
    return sums.map((sum, column) => {
      if ((counts[column] as number) > 0) last = sum / (counts[column] as number);
      return last;
    });
  });
  return { lines, from, to };
}

async function chart(ctx: Context, series: OxqlSeries[], io: Io): Promise<string> {
  const drawable = series.filter((entry) => entry.points.some((point) => point.value !== null));
  if (drawable.length === 0) return 'Nothing to draw: the query returned no values.\n';
  const { plot } = await import('asciichart');
  const coloured = colourEnabled(io.stdout, io.env, ctx.out.options.noColor === true);
  const width = Math.max(20, Math.min(200, (io.stdout.columns ?? 80) - 14));
  const { lines, from, to } = resample(drawable, width);
  const colours = drawable.map((_, index) => LINE_COLOURS[index % LINE_COLOURS.length] as string);
  const drawn = plot(lines, {
    height: 12,
    colors: coloured ? colours : undefined,
    format: (value: number) => showValue(value).padStart(12),
  });
  const axis = `${' '.repeat(13)}${new Date(from).toISOString()} … ${new Date(to).toISOString()}`;
  const legend = drawable.map((entry, index) => {
    return coloured ? `${colours[index]}──${RESET} ${entry.label}` : `${index + 1}. ${entry.label}`;
  });
  return `${drawn}\n${axis}\n\n${legend.join('\n')}\n`;
}

interface QueryOptions {
  project?: string;
  csv?: boolean;
  chart?: boolean;
}

async function runQuery(ctx: Context, io: Io, query: string, options: QueryOptions) {
  if ((options.csv || options.chart) && ctx.out.json) {
    throw new UsageError('--csv and --chart print for people and spreadsheets; drop --json or --format.');
  }
  const result: OxqlQueryResult = options.project
    ? await ctx.request('timeseriesQuery', { query: { project: options.project }, body: { query } })
    : await ctx.request('systemTimeseriesQuery', { body: { query } });
  if (ctx.out.json) return ctx.out.data(result);
  const series = oxqlSeries(result);
  if (options.csv) return void io.stdout.write(csv(series));
  if (options.chart) return void io.stdout.write(await chart(ctx, series, io));
  ctx.out.list(pointRows(series), pointColumns, { empty: 'No points' });
}

/** `rackctl metrics`: the timeseries the platform keeps, and OxQL queries over them. */
export function registerMetrics(program: Command, io: Io): void {
  const metrics = noun(program, 'metrics', 'Explore the platform\u2019s timeseries with OxQL queries', [
    'rackctl metrics schemas --name "virtual_disk:*"',
    `rackctl metrics query 'get virtual_disk:reads | filter timestamp > @now() - 1h | align mean_within(5m)' --chart`,
  ]);
  const schemas = withOptions(metrics.command('schemas').description('List timeseries and their fields'), [
    new Option('--name <glob>', 'only timeseries whose name matches, e.g. "sled_data_link:*"'),
  ]);
  withExamples(schemas, [
    'rackctl metrics schemas',
    'rackctl metrics schemas --name "virtual_machine:*" --json',
  ]);
  action<{ name?: string }>(schemas, io, (ctx, _args, options) => listSchemas(ctx, options));

  const query = withOptions(
    metrics
      .command('query')
      .argument('<oxql>', 'the query, e.g. "get virtual_disk:reads | filter timestamp > @now() - 1h"')
      .description('Run an OxQL query: points as a table, JSON, YAML or CSV, or a line chart'),
    [
      new Option('--project <project>', "only this project's timeseries (the project endpoint)"),
      new Option('--csv', 'print the points as CSV: table, series, time, value'),
      new Option('--chart', 'draw the series as a line chart in the terminal').conflicts('csv'),
    ],
  );
  withExamples(query, [
    `rackctl metrics query 'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && state == "run" | align mean_within(5m) | group_by [instance_id], sum' --project web --chart`,
    `rackctl metrics query 'get sled_data_link:bytes_received | filter timestamp > @now() - 10m' --csv > links.csv`,
  ]);
  action<QueryOptions>(query, io, (ctx, args, options) => runQuery(ctx, io, args[0] as string, options));
}
