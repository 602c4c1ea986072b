import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../../store/db';
import type { Wire } from '../../../store/tables';
import { invalidRequest } from '../../core/errors';
import { seriesByName } from '../timeseries-schemas';
import { seriesKey } from './fields';
import { applyFilter, lastTimestamp, limitCommutes, timeBounds } from './filter';
import { align, groupBy, join, limit } from './operations';
import { parseOxql } from './parser';
import { chargeReads, isGrid, materialize, PointBudget, type Table } from './points';
import type { Query, TableOp } from './syntax';
import { generateSeries } from './synthesis';

type OxqlQueryResult = Wire<typeof contract.OxqlQueryResult>;

/** How far back a query reads when no `timestamp` comparison bounds its start. */
const DEFAULT_SPAN_MS = 3_600_000;

type Bounds = [number, number];

/** Every `filter` of a query and its subqueries, outermost first. */
function filtersOf(query: Query): Extract<TableOp, { op: 'filter' }>[] {
  return query.ops.flatMap((op) =>
    op.op === 'filter' ? [op] : op.op === 'subquery' ? op.queries.flatMap(filtersOf) : [],
  );
}

/**
 * The time a query's `timestamp` comparisons allow, pushed down to where its data is read: through `align`
 * (a point summarises the period before it, so the start moves back by the period), `group_by` and `join`,
 * but not past `first`/`last`, whose result depends on what came before them.
 */
function pushedBounds(ops: TableOp[], outer: Bounds): Bounds {
  let [from, to] = outer;
  let shift = 0;
  for (const op of ops) {
    if (op.op === 'limit') break;
    if (op.op === 'align') shift += op.periodMs;
    if (op.op === 'filter') {
      const [lower, upper] = timeBounds(op.filter);
      from = Math.max(from, lower - shift);
      to = Math.min(to, upper);
    }
  }
  return [from, to];
}

type Limit = Extract<TableOp, { op: 'limit' }>;

/**
 * The `first`/`last` a `get` is read with, as the platform's database applies it: the query's first table
 * operation other than `filter`, when every filter before it keeps the same points whichever runs first.
 */
function pushedLimit(ops: TableOp[]): Limit | undefined {
  const index = ops.findIndex((op) => op.op !== 'filter');
  const limit = ops[index];
  if (limit?.op !== 'limit') return undefined;
  const before = ops.slice(0, index);
  return before.every((op) => op.op === 'filter' && limitCommutes(op.filter, limit.kind)) ? limit : undefined;
}

interface Run {
  db: Db;
  now: number;
  end: number;
  budget: PointBudget;
  projectId?: string;
}

/** A timeseries the query may read: every one for the fleet, a project's own for a project. */
function definitionOf(name: string, projectId?: string) {
  const definition = seriesByName(name);
  if (!definition || (projectId && definition.schema.authz_scope !== 'project')) {
    throw invalidRequest(`Timeseries not found for: ${name}`);
  }
  return definition;
}

/** The names of every `get` of a query and its subqueries. */
const namesOf = (query: Query): string[] =>
  query.ops.flatMap((op) =>
    op.op === 'get' ? [op.name] : op.op === 'subquery' ? op.queries.flatMap(namesOf) : [],
  );

/**
 * Whether some `get` would read its whole table: no filter of its query or of an enclosing one can reach it.
 * The platform refuses those after looking its timeseries up; its planner refuses a few more (filters that cannot
 * be pushed towards the `get`, such as one on `datum` after an `align`), which the mock answers.
 */
function scansWholeTable(query: Query, filtered = false): boolean {
  const [head, ...rest] = query.ops;
  const reached = filtered || rest.some((op) => op.op === 'filter');
  return head?.op === 'subquery' ? head.queries.some((inner) => scansWholeTable(inner, reached)) : !reached;
}

function readTable(run: Run, name: string, [from, to]: Bounds, limit?: Limit): Table {
  const definition = definitionOf(name, run.projectId);
  const end = Math.min(to, run.now);
  const start = Number.isFinite(from) ? from : end - DEFAULT_SPAN_MS;
  const series = generateSeries(
    run.db,
    definition,
    { from: start, to: end, limit },
    run.budget,
    run.projectId,
  ).filter((entry) =>
    isGrid(entry.points) ? entry.points.ranges.length > 0 : entry.points.timestamps.length > 0,
  );
  return { name, series };
}

function apply(run: Run, tables: Table[], op: TableOp): Table[] {
  switch (op.op) {
    case 'filter':
      return applyFilter(tables, op.filter, run.budget);
    case 'align':
      return align(tables, op.method, op.periodMs, run.end, run.budget);
    case 'group_by':
      return groupBy(tables, op.fields, op.reducer);
    case 'join':
      return join(tables);
    case 'limit':
      return limit(tables, op.kind, op.count, run.budget);
    default:
      // The grammar allows `get` and subqueries only at the start of a query.
      return tables;
  }
}

function runQuery(run: Run, query: Query, outer: Bounds): Table[] {
  const [head, ...rest] = query.ops as [TableOp, ...TableOp[]];
  const bounds = pushedBounds(rest, outer);
  const tables =
    head.op === 'get'
      ? [readTable(run, head.name, bounds, pushedLimit(rest))]
      : head.op === 'subquery'
        ? head.queries.flatMap((inner) => runQuery(run, inner, bounds))
        : [];
  return rest.reduce((current, op) => apply(run, current, op), tables);
}

const iso = (time: number) => new Date(time).toISOString();

/** A table as the platform sends it. */
function toWire(table: Table, budget: PointBudget): OxqlQueryResult['tables'][number] {
  const ordered = [...table.series].sort((a, b) => (seriesKey(a.fields) < seriesKey(b.fields) ? -1 : 1));
  return {
    name: table.name,
    timeseries: ordered.map((series) => {
      const points = materialize(series.points, budget);
      return {
        fields: series.fields,
        points: {
          timestamps: points.timestamps.map(iso),
          start_times: points.startTimes?.map(iso) ?? null,
          values: points.dims.map((dim) => ({
            metric_type: dim.metricType,
            values: { type: dim.type, values: dim.values },
          })),
        },
      } as OxqlQueryResult['tables'][number]['timeseries'][number];
    }),
  };
}

/**
 * Runs an OxQL query over the store's synthesised telemetry: every table operation of the language, with the
 * platform's messages and limits. `projectId` scopes it to one project's timeseries (the project endpoint).
 */
export function runOxqlQuery(db: Db, text: string, now: Date, projectId?: string): OxqlQueryResult {
  const query = parseOxql(text, now);
  for (const name of namesOf(query)) definitionOf(name, projectId);
  // A project's query is filtered to the project's silo and project by the platform, so it never scans a table.
  if (!projectId && scansWholeTable(query)) {
    throw invalidRequest(
      'This query requires at least one full table scan. Please rewrite the query to filter either the fields or timestamps, in order to reduce the amount of data fetched from the database.',
    );
  }
  const ends = filtersOf(query).flatMap(({ filter }) => lastTimestamp(filter) ?? []);
  const run: Run = {
    db,
    now: now.getTime(),
    end: ends.length > 0 ? Math.max(...ends) : now.getTime(),
    budget: new PointBudget(),
    projectId,
  };
  const everything: Bounds = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  // Charge for every sample still to be read before reading any, so a refused query allocates nothing.
  const tables = chargeReads(runQuery(run, query, everything), run.budget);
  return { tables: tables.map((table) => toWire(table, run.budget)) };
}
