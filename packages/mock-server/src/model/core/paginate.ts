import { compareFiled, type Filed, positionOf, type SortOrder, type Table } from '../../store/db';
import { base64urlToText, textToBase64url } from '../../store/ids';
import { badRequest } from './errors';

export type SortMode =
  | 'name_ascending'
  | 'name_descending'
  | 'id_ascending'
  | 'time_and_id_ascending'
  | 'time_and_id_descending';

export interface PageQuery {
  limit?: number | null;
  page_token?: string | null;
  sort_by?: string | null;
}

/** One page of a list, as the platform answers it. */
export interface Page<Row> {
  items: Row[];
  next_page: string | null;
}

/** The platform's default and largest page sizes. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10000;

const ORDER_OF: Record<SortMode, SortOrder> = {
  name_ascending: 'name',
  name_descending: 'name',
  id_ascending: 'id',
  time_and_id_ascending: 'time',
  time_and_id_descending: 'time',
};

/** The key a page token names: the id alone, or the sorted value and the id that breaks its ties. */
const tokenKey = (filed: Filed, order: SortOrder): string =>
  order === 'id' ? filed.id : `${order === 'name' ? filed.name : filed.time_created}\u0000${filed.id}`;

/** A filing record standing for a key, for binary searches: before every row with the same sorted value. */
function probe(order: SortOrder, value: string, id = ''): Filed {
  if (order === 'id') return { key: '', id: value, name: '', time_created: '' };
  return order === 'name'
    ? { key: '', id, name: value, time_created: '' }
    : { key: '', id, name: '', time_created: value };
}

const encodeToken = (mode: SortMode, key: string) =>
  textToBase64url(JSON.stringify({ v: 1, sort: mode, after: key }));

/** The record a page token names (the last row of the page before). */
function decodeToken(token: string, mode: SortMode): Filed {
  try {
    const decoded = JSON.parse(base64urlToText(token)) as { sort: string; after: string };
    if (decoded.sort !== mode || typeof decoded.after !== 'string') throw new Error('mismatch');
    const order = ORDER_OF[mode];
    if (order === 'id') return probe(order, decoded.after);
    const split = decoded.after.lastIndexOf('\u0000');
    if (split === -1) throw new Error('no id in the key');
    return probe(order, decoded.after.slice(0, split), decoded.after.slice(split + 1));
  } catch {
    throw badRequest('unable to parse query string: invalid page token');
  }
}

export interface PageOptions<Row> {
  /** The sort when the query names none. */
  defaultMode?: SortMode;
  /** Rows a list leaves out beyond its scope (a permission, a state filter): skipped while reading. */
  accept?: (row: Row) => boolean;
  /** Only rows created in [from, before), as ISO timestamps; for lists sorted by time. */
  created?: { from?: string; before?: string };
}

/**
 * Reads one page from rows already sorted in the mode's order: a binary search to where the page starts
 * (after the token's key, inside the time window), then `limit` rows. Tokens name the last key seen rather
 * than an offset, so a page boundary stays stable when rows are created or deleted between calls.
 */
function readPage<Row>(
  sorted: readonly Filed[],
  rowOf: (filed: Filed) => Row,
  query: PageQuery,
  options: PageOptions<Row>,
): Page<Row> {
  const mode = (query.sort_by ?? options.defaultMode ?? 'name_ascending') as SortMode;
  const order = ORDER_OF[mode];
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const descending = mode.endsWith('descending');
  const { from, before } = options.created ?? {};
  // Ascending pages start at the first row past the token; descending ones at the last row before it.
  let start = descending ? sorted.length : 0;
  let end = descending ? 0 : sorted.length;
  if (query.page_token) {
    const after = decodeToken(query.page_token, mode);
    const at = positionOf(sorted, order, after);
    const exact = sorted[at] !== undefined && compareFiled(order, sorted[at] as Filed, after) === 0;
    if (descending) start = at;
    else start = exact ? at + 1 : at;
  }
  if (from !== undefined) {
    const first = positionOf(sorted, order, probe(order, from));
    if (descending) end = Math.max(end, first);
    else start = Math.max(start, first);
  }
  if (before !== undefined) {
    const past = positionOf(sorted, order, probe(order, before));
    if (descending) start = Math.min(start, past);
    else end = Math.min(end, past);
  }
  const items: Row[] = [];
  let last: Filed | undefined;
  const step = descending ? -1 : 1;
  for (
    let position = descending ? start - 1 : start;
    descending ? position >= end : position < end;
    position += step
  ) {
    const filed = sorted[position] as Filed;
    const row = rowOf(filed);
    if (options.accept && !options.accept(row)) continue;
    if (items.length === limit)
      return { items, next_page: last ? encodeToken(mode, tokenKey(last, order)) : null };
    items.push(row);
    last = filed;
  }
  return { items, next_page: null };
}

/**
 * One page of a table's rows — those whose `scope.column` equals `scope.value`, or all of them — read from the
 * table's sorted index: O(log n + limit) for a scoped list, whatever the table's size.
 */
export function pageOf<Row, Column extends keyof Row>(
  table: Table<Row>,
  scope: { column: Column; value: Row[Column] } | undefined,
  query: PageQuery,
  options: PageOptions<Row> = {},
): Page<Row> {
  const mode = (query.sort_by ?? options.defaultMode ?? 'name_ascending') as SortMode;
  const sorted = table.sorted(ORDER_OF[mode], scope);
  return readPage(sorted, (filed) => table.get(filed.key) as Row, query, options);
}

type Sortable = { id?: string; name?: string; time_created?: string };

/**
 * One page of rows computed per call (not a table's: builtin users, timeseries schemas, derived views),
 * sorted here and then read as a table's page is.
 */
export function paginate<Row extends Sortable>(
  rows: Iterable<Row>,
  query: PageQuery,
  defaultMode: SortMode = 'name_ascending',
): Page<Row> {
  const order = ORDER_OF[(query.sort_by ?? defaultMode) as SortMode];
  const sorted: Filed[] = [];
  for (const row of rows)
    sorted.push({
      key: '',
      id: row.id ?? '',
      name: row.name ?? '',
      time_created: row.time_created ?? '',
      row,
    });
  sorted.sort((a, b) => compareFiled(order, a, b));
  return readPage(sorted, (filed) => filed.row as Row, query, { defaultMode });
}
