import { invalidRequest } from '../../core/errors';
import type { FieldType, FieldValue } from './fields';
import {
  type CounterGrid,
  type Datum,
  isGrid,
  materialize,
  type PointBudget,
  type Points,
  type Series,
  type Table,
  typesOf,
} from './points';
import { type Atom, type Filter, identsOf, type Literal } from './syntax';

/** The columns every point has besides the fields, by its types (as the platform names them). */
function implicitNames(series: Series): Set<string> {
  const names = new Set(['timestamp']);
  for (const { type, metricType } of typesOf(series.points)) {
    if (type !== 'integer_distribution') names.add('datum');
    if (metricType !== 'gauge') names.add('start_time');
  }
  return names;
}

const POINT_NAMES = new Set(['timestamp', 'start_time', 'datum']);
const INTEGER_RANGES: Partial<Record<FieldType, [number, number]>> = {
  i8: [-128, 127],
  u8: [0, 255],
  i16: [-32768, 32767],
  u16: [0, 65535],
  i32: [-(2 ** 31), 2 ** 31 - 1],
  u32: [0, 2 ** 32 - 1],
  i64: [-(2 ** 63), 2 ** 63 - 1],
  u64: [0, 2 ** 64 - 1],
};

/** Whether a literal can be compared with a field of a type (quoted UUIDs and addresses also match strings). */
function compatible(type: FieldType, literal: Literal): boolean {
  const range = INTEGER_RANGES[type];
  if (range) return literal.kind === 'integer' && literal.value >= range[0] && literal.value <= range[1];
  if (type === 'string') return ['string', 'uuid', 'ip'].includes(literal.kind);
  if (type === 'uuid') return literal.kind === 'uuid';
  if (type === 'ip_addr') return literal.kind === 'ip';
  return literal.kind === 'boolean';
}

const ORDERED = new Set(['<', '<=', '>', '>=']);

const compiled = new Map<string, RegExp>();

/** A regular expression from a query (compiled once), refusing nested repetition, which could backtrack for ever. */
function safeRegex(pattern: string): RegExp {
  const known = compiled.get(pattern);
  if (known) return known;
  if (pattern.length > 256 || /\([^)]*[*+}][^)]*\)\s*[*+{]/.test(pattern)) {
    throw invalidRequest(`Regular expression "${pattern}" is too complex`);
  }
  try {
    const regex = new RegExp(pattern);
    // Bounded: patterns are at most 256 characters, and the cache is emptied before it grows past 256 of them.
    if (compiled.size >= 256) compiled.clear();
    compiled.set(pattern, regex);
    return regex;
  } catch {
    throw invalidRequest(`Invalid regular expression: "${pattern}"`);
  }
}

function atomsOf(filter: Filter, into: Atom[] = []): Atom[] {
  if (filter.expr.type === 'atom') into.push(filter.expr);
  else {
    atomsOf(filter.expr.left, into);
    atomsOf(filter.expr.right, into);
  }
  return into;
}

/** Refuses comparisons that cannot hold for this table's columns, before any point is read. */
function checkTypes(filter: Filter, sample: Series): void {
  const datumType = typesOf(sample.points)[0]?.type;
  for (const atom of atomsOf(filter)) {
    const { ident, cmp, value } = atom;
    if (ident === 'timestamp' || ident === 'start_time') {
      if (value.kind !== 'timestamp') throw invalidRequest('Literal cannot be compared with a timestamp');
      continue;
    }
    if (ident === 'datum' && !sample.fields.datum) {
      const numeric = datumType === 'integer' || datumType === 'double';
      const fits = numeric
        ? value.kind === 'integer' || value.kind === 'double'
        : datumType === 'boolean'
          ? value.kind === 'boolean'
          : value.kind === 'string';
      if (!fits) throw invalidRequest(`Expression for datum is not compatible with its type ${datumType}`);
      continue;
    }
    const field = sample.fields[ident] as FieldValue;
    if (!compatible(field.type, value)) {
      throw invalidRequest(`Expression for field ${ident} is not compatible with its type ${field.type}`);
    }
    if (ORDERED.has(cmp) && ['uuid', 'bool', 'ip_addr'].includes(field.type)) {
      throw invalidRequest(`The comparison ${cmp} is not valid for field ${ident} with type ${field.type}`);
    }
  }
}

interface PointContext {
  fields: Record<string, FieldValue>;
  timestamp?: number;
  startTime?: number;
  datum?: Datum;
}

function compare(actual: unknown, atom: Atom): boolean {
  const wanted = atom.value.value;
  if (atom.cmp === '~=') return safeRegex(String(wanted)).test(String(actual));
  const [a, b] =
    typeof actual === 'string' ? [actual.toLowerCase(), String(wanted).toLowerCase()] : [actual, wanted];
  if (atom.cmp === '==') return a === b;
  if (atom.cmp === '!=') return a !== b;
  if (a === null || b === null || a === undefined) return false;
  if (atom.cmp === '<') return (a as number) < (b as number);
  if (atom.cmp === '<=') return (a as number) <= (b as number);
  if (atom.cmp === '>') return (a as number) > (b as number);
  return (a as number) >= (b as number);
}

function evaluate(filter: Filter, context: PointContext): boolean {
  const { expr } = filter;
  let result: boolean;
  if (expr.type === 'atom') {
    const actual =
      expr.ident === 'timestamp'
        ? context.timestamp
        : expr.ident === 'start_time'
          ? context.startTime
          : expr.ident === 'datum' && !context.fields.datum
            ? context.datum
            : context.fields[expr.ident]?.value;
    result = compare(actual, expr);
  } else {
    const left = evaluate(expr.left, context);
    const right = evaluate(expr.right, context);
    result = expr.op === '&&' ? left && right : expr.op === '||' ? left || right : left !== right;
  }
  return filter.negated ? !result : result;
}

/** Intersects two sorted lists of disjoint half-open index ranges. */
function intersect(a: [number, number][], b: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [aFrom, aTo] of a) {
    for (const [bFrom, bTo] of b) {
      const from = Math.max(aFrom, bFrom);
      const to = Math.min(aTo, bTo);
      if (from < to) out.push([from, to]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * Applies a filter that reads only fields and `timestamp` to a counter grid without reading its points: the
 * filter's truth changes only at the timestamps it names, so it is evaluated once per stretch between them.
 */
function filterGridByTime(
  filter: Filter,
  grid: CounterGrid,
  fields: Record<string, FieldValue>,
): CounterGrid {
  const moments = [
    ...new Set(
      atomsOf(filter).flatMap((atom) => (atom.ident === 'timestamp' ? [atom.value.value as number] : [])),
    ),
  ].sort((a, b) => a - b);
  const { offset, period } = grid;
  const keep: [number, number][] = [];
  const add = (from: number, to: number) => {
    const last = keep.at(-1);
    if (last && last[1] >= from) last[1] = Math.max(last[1], to);
    else if (from < to) keep.push([from, to]);
  };
  // Grid indices strictly after a moment, and strictly before one.
  const firstAfter = (moment: number) => Math.floor((moment - offset) / period) + 1;
  const endBefore = (moment: number) => Math.ceil((moment - offset) / period);
  const holds = (timestamp: number) => evaluate(filter, { fields, timestamp });
  let previous = Number.NEGATIVE_INFINITY;
  for (const moment of [...moments, Number.POSITIVE_INFINITY]) {
    const probe = Number.isFinite(previous)
      ? Number.isFinite(moment)
        ? (previous + moment) / 2
        : previous + 1
      : moment - 1;
    if (holds(probe)) {
      add(
        Number.isFinite(previous) ? firstAfter(previous) : -Infinity,
        Number.isFinite(moment) ? endBefore(moment) : Infinity,
      );
    }
    if (Number.isFinite(moment) && (moment - offset) % period === 0 && holds(moment)) {
      const index = (moment - offset) / period;
      add(index, index + 1);
    }
    previous = moment;
  }
  return { ...grid, ranges: intersect(grid.ranges, keep) };
}

function filterPoints(filter: Filter, points: Points, fields: Record<string, FieldValue>): Points | null {
  const kept: number[] = [];
  points.timestamps.forEach((timestamp, index) => {
    const context = {
      fields,
      timestamp,
      startTime: points.startTimes?.[index],
      datum: points.dims[0]?.values[index] ?? null,
    };
    if (evaluate(filter, context)) kept.push(index);
  });
  if (kept.length === 0) return null;
  const pick = <T>(values: T[]) => kept.map((index) => values[index] as T);
  return {
    timestamps: pick(points.timestamps),
    startTimes: points.startTimes && pick(points.startTimes),
    dims: points.dims.map((dim) => ({ ...dim, values: pick(dim.values) })),
  };
}

const isEmpty = (points: Points | CounterGrid) =>
  isGrid(points) ? points.ranges.length === 0 : points.timestamps.length === 0;

/** The `filter` table operation: keeps the timeseries and points the expression holds for. */
export function applyFilter(tables: Table[], filter: Filter, budget: PointBudget): Table[] {
  if (tables.length === 0) throw invalidRequest('Filtering operations require at least one table');
  const sample = tables[0]?.series[0];
  if (!sample) return tables;
  const idents = identsOf(filter);
  const implicit = implicitNames(sample);
  const invalid = [...idents].filter((name) => !(name in sample.fields) && !implicit.has(name));
  if (invalid.length > 0) {
    const known = [...new Set([...Object.keys(sample.fields), ...implicit])].sort();
    throw invalidRequest(
      `The filter expression contains identifiers that are not valid for its input timeseries. Invalid identifiers: [${invalid.map((name) => `"${name}"`).join(', ')}], timeseries fields: {${known.map((name) => `"${name}"`).join(', ')}}`,
    );
  }
  checkTypes(filter, sample);
  const pointNames = [...idents].filter((name) => POINT_NAMES.has(name) && !(name in sample.fields));
  return tables.map((table) => ({
    ...table,
    series: table.series.flatMap((series): Series[] => {
      if (pointNames.length === 0) return evaluate(filter, { fields: series.fields }) ? [series] : [];
      if (isGrid(series.points) && pointNames.every((name) => name === 'timestamp')) {
        const points = filterGridByTime(filter, series.points, series.fields);
        return isEmpty(points) ? [] : [{ ...series, points }];
      }
      const points = filterPoints(filter, materialize(series.points, budget), series.fields);
      return points ? [{ ...series, points }] : [];
    }),
  }));
}

/** The latest moment a `timestamp <`, `<=` or `==` comparison names: where aligned points end. */
export function lastTimestamp(filter: Filter): number | undefined {
  const times = atomsOf(filter).flatMap((atom) =>
    atom.ident === 'timestamp' && ['<', '<=', '=='].includes(atom.cmp) && atom.value.kind === 'timestamp'
      ? [atom.value.value]
      : [],
  );
  return times.length > 0 ? Math.max(...times) : undefined;
}

/** An interval of time containing every moment the filter's `timestamp` comparisons can keep. */
export function timeBounds(filter: Filter): [number, number] {
  const all: [number, number] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const { expr } = filter;
  if (expr.type === 'atom') {
    if (expr.ident !== 'timestamp' || expr.value.kind !== 'timestamp') return all;
    const time = expr.value.value;
    const cmp = filter.negated
      ? ({ '<': '>=', '<=': '>', '>': '<=', '>=': '<', '==': '!=', '!=': '==', '~=': '~=' } as const)[
          expr.cmp
        ]
      : expr.cmp;
    if (cmp === '>' || cmp === '>=') return [time, all[1]];
    if (cmp === '<' || cmp === '<=') return [all[0], time];
    if (cmp === '==') return [time, time];
    return all;
  }
  if (filter.negated) return all;
  const left = timeBounds(expr.left);
  const right = timeBounds(expr.right);
  if (expr.op === '&&') return [Math.max(left[0], right[0]), Math.min(left[1], right[1])];
  return [Math.min(left[0], right[0]), Math.max(left[1], right[1])];
}

/** How the points a filter keeps of one timeseries lie in time. */
type Reach = 'whole' | 'suffix' | 'prefix' | 'other';

const FLIPPED: Record<Reach, Reach> = { whole: 'whole', suffix: 'prefix', prefix: 'suffix', other: 'other' };

/** The points a filter keeps of a timeseries: all or none of them (fields only), a suffix, a prefix, or other. */
function reachOf(filter: Filter): Reach {
  const { expr } = filter;
  let reach: Reach;
  if (expr.type === 'atom') {
    if (expr.ident === 'timestamp') {
      reach =
        expr.cmp === '>' || expr.cmp === '>='
          ? 'suffix'
          : expr.cmp === '<' || expr.cmp === '<='
            ? 'prefix'
            : 'other';
    } else reach = POINT_NAMES.has(expr.ident) ? 'other' : 'whole';
  } else {
    const left = reachOf(expr.left);
    const right = reachOf(expr.right);
    if (left === 'whole' && right === 'whole') reach = 'whole';
    else if (expr.op === '^' || left === 'other' || right === 'other') reach = 'other';
    else if (left === 'whole' || left === right) reach = right;
    else reach = right === 'whole' ? left : 'other';
  }
  return filter.negated ? FLIPPED[reach] : reach;
}

/** The platform's test for moving a `first`/`last` ahead of a filter, into its database query. */
function platformReorders(filter: Filter, kind: 'first' | 'last'): boolean {
  const { expr } = filter;
  if (expr.type === 'atom') {
    if (expr.ident !== 'timestamp') return true;
    const compatible = kind === 'first' ? ['<', '<='].includes(expr.cmp) : ['>', '>='].includes(expr.cmp);
    return filter.negated !== compatible;
  }
  return filter.negated !== (platformReorders(expr.left, kind) && platformReorders(expr.right, kind));
}

/**
 * Whether a `first` or `last` may be applied before a filter without changing the answer, and the platform does
 * so (its database then reads only those samples): both must hold, so the mock never reads less than it.
 */
export function limitCommutes(filter: Filter, kind: 'first' | 'last'): boolean {
  const reach = reachOf(filter);
  return (
    (reach === 'whole' || reach === (kind === 'last' ? 'suffix' : 'prefix')) && platformReorders(filter, kind)
  );
}
