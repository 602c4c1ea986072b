import { badRequest } from '../runtime/errors';
import { base64urlToText, textToBase64url } from '../store/ids';

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

/** The platform's default and largest page sizes. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10000;

type Sortable = { id?: string; name?: string; time_created?: string };

/** The value a row sorts by under a sort mode; ties are broken by id so the order is total. */
const sortKey = (row: Sortable, mode: SortMode): string => {
  if (mode === 'id_ascending') return row.id ?? '';
  if (mode.startsWith('time_and_id')) return `${row.time_created ?? ''}\u0000${row.id ?? ''}`;
  return `${row.name ?? ''}\u0000${row.id ?? ''}`;
};

const encodeToken = (mode: SortMode, key: string) =>
  textToBase64url(JSON.stringify({ v: 1, sort: mode, after: key }));

function decodeToken(token: string, mode: SortMode): string {
  try {
    const decoded = JSON.parse(base64urlToText(token)) as {
      sort: string;
      after: string;
    };
    if (decoded.sort !== mode || typeof decoded.after !== 'string') throw new Error('mismatch');
    return decoded.after;
  } catch {
    throw badRequest('unable to parse query string: invalid page token');
  }
}

/**
 * One page of rows and the token of the next. Tokens name the last key seen rather than an offset, so a page
 * boundary stays stable when rows are created or deleted between calls.
 */
export function paginate<Row extends Sortable>(
  rows: Iterable<Row>,
  query: PageQuery,
  defaultMode: SortMode = 'name_ascending',
): { items: Row[]; next_page: string | null } {
  const mode = (query.sort_by ?? defaultMode) as SortMode;
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const descending = mode.endsWith('descending');
  const keyed = [...rows].map((row) => ({ row, key: sortKey(row, mode) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1));
  let start = 0;
  if (query.page_token) {
    const after = decodeToken(query.page_token, mode);
    start = keyed.findIndex(({ key }) => (descending ? key < after : key > after));
    if (start === -1) start = keyed.length;
  }
  const page = keyed.slice(start, start + limit);
  const last = page[page.length - 1];
  const hasMore = start + limit < keyed.length;
  return {
    items: page.map(({ row }) => row),
    next_page: hasMore && last ? encodeToken(mode, last.key) : null,
  };
}
