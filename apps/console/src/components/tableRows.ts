import type { ReactNode } from 'react';
import type { TableView } from '~/api/listSearch';

/** What a column sorts by; empty values (null, undefined, '') sort last either way. */
export type SortValue = string | number | Date | null | undefined;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's name in the URL (`sort=`, `hide=`); defaults to the header in kebab case. */
  key?: string;
  /** Makes the column sortable on the loaded rows. */
  sortValue?: (row: Row) => SortValue;
  /**
   * The server sorts by this column: the page passes the view's `sortBy` to its list call, so the table keeps
   * the rows in the order they came and a sort change goes back to the first page.
   */
  serverSort?: boolean;
}

/** A table's filters: by name (the search box), and by state when the rows have one. */
export interface TableFilter<Row> {
  name: (row: Row) => string;
  state?: { label: string; value: (row: Row) => string; options: readonly string[] };
}

/** The URL key of a column. */
export const columnKey = (column: Pick<Column<unknown>, 'header' | 'key'>) =>
  column.key ??
  column.header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const isSortable = (column: Column<never>) => Boolean(column.sortValue || column.serverSort);

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Orders two sort values ascending: numbers and dates by size, text in natural order ("disk-2" < "disk-10"). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/** The view with everything its table does not know dropped (unknown columns, states, hidden first column). */
export function effectiveView<Row>(view: TableView, columns: Column<Row>[], filter?: TableFilter<Row>) {
  const sortColumn = view.sort && columns.find((column) => columnKey(column) === view.sort?.key);
  const hideable = new Set(columns.slice(1).map(columnKey));
  return {
    sort: sortColumn && isSortable(sortColumn as Column<never>) ? view.sort : undefined,
    sortColumn: sortColumn && isSortable(sortColumn as Column<never>) ? sortColumn : undefined,
    query: filter ? view.query.trim() : '',
    state: view.state && filter?.state?.options.includes(view.state) ? view.state : undefined,
    hidden: new Set(view.hidden.filter((key) => hideable.has(key))),
  };
}

/** The rows a view shows: filtered by name and state, then sorted (a stable sort, so ties keep server order). */
export function viewRows<Row>(
  rows: readonly Row[],
  view: ReturnType<typeof effectiveView<Row>>,
  filter?: TableFilter<Row>,
): Row[] {
  const query = view.query.toLowerCase();
  const filtered = rows.filter(
    (row) =>
      (!query || filter?.name(row).toLowerCase().includes(query)) &&
      (!view.state || filter?.state?.value(row) === view.state),
  );
  const sortValue = view.sortColumn?.sortValue;
  if (!sortValue || view.sortColumn?.serverSort) return filtered;
  const sign = view.sort?.direction === 'descending' ? -1 : 1;
  return filtered
    .map((row) => ({ row, value: sortValue(row) }))
    .sort((a, b) => {
      // Empty values stay last in both directions.
      if (isEmpty(a.value) || isEmpty(b.value)) return compareSortValues(a.value, b.value);
      return sign * compareSortValues(a.value, b.value);
    })
    .map(({ row }) => row);
}
