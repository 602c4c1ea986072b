/** The list search parameters a URL carries (page trail, size, sort, filters), read for loaders and views alike. */

export type SortDirection = 'ascending' | 'descending';

/** How a table is shown: its sort, its filters and its hidden columns, kept in the URL. */
export interface TableView {
  sort?: { key: string; direction: SortDirection };
  /** Text the rows' names must contain (case-insensitive); empty when not filtering. */
  query: string;
  state?: string;
  hidden: string[];
}

/** The longest filter text kept from a URL; anything longer is cut, never rejected. */
const MAX_QUERY_LENGTH = 100;
const COLUMN_KEY = /^[a-z0-9][a-z0-9-]*$/;
const STATE_VALUE = /^[\w-]+$/;

/**
 * The URL names of a table's view parameters; a page with several tables gives each a prefix (its `viewKey`
 * in kebab case, so a title like 'BGP peers' makes `bgp-peers.sort`).
 */
export function tableViewParams(viewKey?: string) {
  const prefix = viewKey
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const name = (param: string) => (prefix ? `${prefix}.${param}` : param);
  return { sort: name('sort'), query: name('q'), state: name('state'), hide: name('hide') };
}

// The router parses search values as JSON, so `q=42` arrives as a number: read scalars back as text.
const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * Reads a table view from search parameters defensively: a hand-edited URL never throws, and values of the
 * wrong shape are dropped. Whether a column or state exists is for the table to check, as only it knows.
 */
export function parseTableView(search: Record<string, unknown>, viewKey?: string): TableView {
  const params = tableViewParams(viewKey);
  const sortText = asText(search[params.sort]);
  const sortKey = sortText.replace(/^-/, '');
  const state = asText(search[params.state]);
  return {
    sort: COLUMN_KEY.test(sortKey)
      ? { key: sortKey, direction: sortText.startsWith('-') ? 'descending' : 'ascending' }
      : undefined,
    query: asText(search[params.query]).slice(0, MAX_QUERY_LENGTH),
    state: STATE_VALUE.test(state) ? state : undefined,
    hidden: [
      ...new Set(
        asText(search[params.hide])
          .split(',')
          .filter((key) => COLUMN_KEY.test(key)),
      ),
    ],
  };
}

/** The platform's name orders, for lists that sort on the server. */
export type NameSortMode = 'name_ascending' | 'name_descending';

/** The `sortBy` of a list operation for the view's sort, when it sorts by `nameKey` (server-side sorting). */
export function nameSortBy(view: TableView, nameKey = 'name'): NameSortMode | undefined {
  if (view.sort?.key !== nameKey) return undefined;
  return view.sort.direction === 'ascending' ? 'name_ascending' : 'name_descending';
}

/** The server's name sort for a list route's search (for loaders, which prefetch what the page will show). */
export const nameSortByFromSearch = (search: Record<string, unknown>, viewKey?: string) =>
  nameSortBy(parseTableView(search, viewKey));

/**
 * The search parameters every paginated list keeps in the URL: the page-token trail, the page size, and the
 * table's sort (`sort=name`, `sort=-name`), which decides the server's order when it sorts by name.
 */
export interface PageSearch {
  pages?: string;
  limit?: number;
  sort?: string;
}

/** Reads the pagination search parameters defensively: a hand-edited URL falls back to the first page. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const limit = Number(search.limit);
  return {
    pages: typeof search.pages === 'string' && /^[\w,-]+$/.test(search.pages) ? search.pages : undefined,
    limit: Number.isInteger(limit) && limit > 0 && limit <= 1000 ? limit : undefined,
    sort: typeof search.sort === 'string' && /^-?[a-z0-9-]+$/.test(search.sort) ? search.sort : undefined,
  };
}

/** The `sortBy` of a name-sortable list for the URL's sort: name ascending or descending, else the default. */
export const pageSortBy = (search: PageSearch) => nameSortByFromSearch({ sort: search.sort });
