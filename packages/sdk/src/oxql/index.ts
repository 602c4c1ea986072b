/**
 * OxQL answers as plain series, for charts and scripts: `@rackconsole/sdk/oxql`, an entry of its own so a
 * script that never queries metrics does not load it.
 */
import type { Api } from '../client/api.js';
import type { ApiResult } from '../client/result.js';
import type { Distributionint64, FieldValue, OxqlQueryResult } from '../generated/api.js';

/** One point of a series: a moment and its value (null where the platform has none, e.g. an empty window). */
export interface SeriesPoint {
  time: Date;
  value: number | null;
}

/** One line of a chart: a timeseries (one dimension of it, for joined tables) with its field values. */
export interface OxqlSeries {
  /** The table it came from, e.g. `virtual_disk:reads` (joined tables: `virtual_disk:reads,virtual_disk:writes`). */
  table: string;
  /** Which value of the point it is, 0 unless the table was joined. */
  dimension: number;
  /** The timeseries' fields as plain values, e.g. `{ instance_id: '…', state: 'run' }`. */
  fields: Record<string, string | number | boolean>;
  /** The field values that tell it apart from the others in its table, e.g. `state=run, vcpu_id=0`. */
  label: string;
  /** `gauge`, `delta` or `cumulative`, as the platform reports it. */
  metricType: string;
  /** `integer`, `double`, `boolean`, `string` or a distribution type; distributions read as their mean. */
  dataType: string;
  points: SeriesPoint[];
}

const plain = (fields: Record<string, FieldValue>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.value]),
  ) as OxqlSeries['fields'];

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value && typeof value === 'object' && 'counts' in value) {
    const distribution = value as Distributionint64;
    const count = distribution.counts.reduce((sum, each) => sum + each, 0);
    return count === 0 ? null : distribution.sumOfSamples / count;
  }
  return null;
}

/**
 * Turns an OxQL answer into one series per timeseries and dimension, labelled by the fields whose values differ
 * within its table (all of them when there is one timeseries), in the order the platform sent them.
 */
export function oxqlSeries(result: OxqlQueryResult): OxqlSeries[] {
  return result.tables.flatMap((table) => {
    const all = table.timeseries.map((timeseries) => plain(timeseries.fields));
    const names = [...new Set(all.flatMap((fields) => Object.keys(fields)))].sort();
    const varying = names.filter((name) => new Set(all.map((fields) => fields[name])).size > 1);
    const shown = varying.length > 0 ? varying : names;
    return table.timeseries.flatMap((timeseries, index) => {
      const fields = all[index] ?? {};
      const base = shown.map((name) => `${name}=${fields[name] ?? ''}`).join(', ');
      const tableNames = table.name.split(',');
      return timeseries.points.values.map((dimension, at) => ({
        table: table.name,
        dimension: at,
        fields,
        label: timeseries.points.values.length > 1 ? `${base} (${tableNames[at] ?? at})` : base,
        metricType: dimension.metricType,
        dataType: dimension.values.type,
        points: timeseries.points.timestamps.map((time, point) => ({
          time: new Date(time),
          value: numberOf((dimension.values.values as unknown[])[point]),
        })),
      }));
    });
  });
}

/** Where a parse error points, from the platform's message (`Error at 1:34: …`); undefined for other errors. */
export function oxqlErrorPosition(message: string): { line: number; column: number } | undefined {
  const match = /^Error at (\d+):(\d+)/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

/** Runs an OxQL query: over one project's timeseries when `project` is given, else over the fleet's. */
export function oxqlQuery(
  api: Pick<Api, 'timeseriesQuery' | 'systemTimeseriesQuery'>,
  query: string,
  options: { project?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<OxqlQueryResult>> {
  const { project, signal } = options;
  return project
    ? api.timeseriesQuery({ query: { project }, body: { query }, init: { signal } })
    : api.systemTimeseriesQuery({ body: { query }, init: { signal } });
}
