import { Button, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useRef } from 'react';
import type { TableView } from '~/api/listSearch';
import { useTableView } from '~/hooks/useTableView';
import CaretDownIcon from '~icons/radix-icons/caret-down';
import CaretSortIcon from '~icons/radix-icons/caret-sort';
import CaretUpIcon from '~icons/radix-icons/caret-up';
import DotsHorizontalIcon from '~icons/radix-icons/dots-horizontal';
import { useColumnsThatFit } from './columnFit';
import { lazyModule } from './lazyModule';
import { useLazyPopup } from './lazyPopup';
import { TableToolbar } from './TableToolbar';
import { NAME_LIMITS, TruncatedText } from './TruncatedText';
import { type Column, columnKey, effectiveView, isSortable, type TableFilter, viewRows } from './tableRows';
import './dataTable.css';
import type { RowAction } from './rowAction';

export type { Column, TableFilter } from './tableRows';

const rowActionsMenu = lazyModule(() => import('./RowActionsMenu'));

/** Rows picked for a bulk action, by `rowKey`; the page owns the set and passes it to a `BulkActionBar`. */
export interface TableSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/**
 * The shared table: a toolbar (filter by name and state, column choice), sortable headers, one row per item,
 * an optional selection column and an actions menu per row. Its view lives in the URL (see `useTableView`);
 * `viewKey` names its parameters apart when a page shows more than one table. `paginated` says the rows are
 * one page of a longer list, so sorting and filtering on the loaded rows is announced as such.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  empty,
  filter,
  selection,
  viewKey,
  paginated = false,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => RowAction[];
  empty?: ReactNode;
  filter?: TableFilter<Row>;
  selection?: TableSelection;
  viewKey?: string;
  paginated?: boolean;
}) {
  const table = useTableView(viewKey);
  const view = effectiveView(table.view, columns, filter);
  const visibleRows = viewRows(rows, view, filter);
  const chosenColumns = columns.filter((column) => !view.hidden.has(columnKey(column)));
  const frame = useRef<HTMLDivElement>(null);
  // The first column names the row and always stays.
  const leftOut = useColumnsThatFit(frame, chosenColumns.length - 1);
  const visibleColumns = chosenColumns.slice(0, chosenColumns.length - leftOut);
  const leftOutHeaders = chosenColumns.slice(chosenColumns.length - leftOut).map((column) => column.header);
  useSelectionOfVisibleRows(selection, visibleRows.map(rowKey));

  if (rows.length === 0 && empty) return <>{empty}</>;
  const filtered = Boolean(view.query || view.state);
  const onThisPageOnly = paginated && (filtered || Boolean(view.sortColumn && !view.sortColumn.serverSort));
  return (
    // A focus home: a dialog opened from a row that is gone when it closes (a delete) gives focus to the table.
    <Flex ref={frame} direction="column" gap="2" className="data-table" data-focus-home>
      <TableToolbar
        label={label}
        columns={columns}
        filter={filter}
        view={view}
        table={table}
        notes={[
          onThisPageOnly ? 'Sorting and filtering apply to the rows on this page' : undefined,
          leftOut > 0 ? `Hidden to fit the window: ${leftOutHeaders.join(', ')}` : undefined,
        ]}
      />
      <Table.Root variant="surface" data-selectable={selection ? '' : undefined}>
        {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
        <caption className="visually-hidden">{label}</caption>
        <Table.Header>
          <Table.Row>
            {selection ? (
              <Table.ColumnHeaderCell className="select-cell">
                <SelectAll keys={visibleRows.map(rowKey)} selection={selection} />
              </Table.ColumnHeaderCell>
            ) : null}
            {visibleColumns.map((column, index) => (
              <HeaderCell
                key={columnKey(column)}
                className={index === 0 ? 'name-cell' : undefined}
                column={column}
                sort={view.sort}
                onSort={(sort) => table.setSort(sort, { firstPage: Boolean(column.serverSort) })}
              />
            ))}
            {actions ? (
              <Table.ColumnHeaderCell className="actions-cell">
                <span className="visually-hidden">Actions</span>
              </Table.ColumnHeaderCell>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {visibleRows.map((row) => {
            const key = rowKey(row);
            return (
              <Table.Row key={key} align="center">
                {selection ? (
                  <Table.Cell className="select-cell">
                    <SelectBox
                      label={`Select ${key}`}
                      checked={selection.selected.has(key)}
                      onChange={(checked) => {
                        const next = new Set(selection.selected);
                        if (checked) next.add(key);
                        else next.delete(key);
                        selection.onChange(next);
                      }}
                    />
                  </Table.Cell>
                ) : null}
                {visibleColumns.map((column, index) =>
                  index === 0 ? (
                    <Table.RowHeaderCell key={columnKey(column)} className="name-cell">
                      {nameCell(column.cell(row))}
                    </Table.RowHeaderCell>
                  ) : (
                    <Table.Cell key={columnKey(column)}>{column.cell(row)}</Table.Cell>
                  ),
                )}
                {actions ? (
                  <Table.Cell justify="end" className="actions-cell">
                    <RowActions label={key} actions={actions(row)} />
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
          {visibleRows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={visibleColumns.length + (selection ? 1 : 0) + (actions ? 1 : 0)}>
                <Flex gap="3" align="center">
                  <Text color="gray">{filtered ? 'No rows match the filter' : 'No rows'}</Text>
                  {filtered ? (
                    <Button size="1" variant="soft" onClick={table.clearFilters}>
                      Clear filters
                    </Button>
                  ) : null}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/**
 * Keeps a selection to the rows on screen: rows that were deleted, filtered out or left on another page drop
 * out of it, so a bulk action only ever acts on rows the user can see ticked.
 */
function useSelectionOfVisibleRows(selection: TableSelection | undefined, visibleKeys: string[]) {
  const visible = visibleKeys.join('\n');
  const selected = selection?.selected;
  const onChange = selection?.onChange;
  useEffect(() => {
    if (!selected || !onChange) return;
    const keys = new Set(visible ? visible.split('\n') : []);
    if ([...selected].some((key) => !keys.has(key))) {
      onChange(new Set([...selected].filter((key) => keys.has(key))));
    }
  }, [visible, selected, onChange]);
}

function SelectAll({ keys, selection }: { keys: string[]; selection: TableSelection }) {
  const selectedCount = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && selectedCount === keys.length;
  return (
    <SelectBox
      label="Select all"
      disabled={keys.length === 0}
      checked={all}
      indeterminate={!all && selectedCount > 0}
      onChange={() => selection.onChange(all ? new Set() : new Set(keys))}
    />
  );
}

/**
 * A row's selection checkbox: the browser's own (tinted with the theme's accent), which every list draws on its
 * first screen without loading a checkbox component.
 */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(box) => {
        // `indeterminate` is a property only, with no attribute for React to set.
        if (box) box.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** A row's name (its first cell) as spec §9 shows a long one: cut, with the full name in a tooltip. */
const nameCell = (content: ReactNode) =>
  typeof content === 'string' ? <TruncatedText text={content} maxLength={NAME_LIMITS.cell} /> : content;

const nextSort = (key: string, sort: TableView['sort']): TableView['sort'] => {
  if (sort?.key !== key) return { key, direction: 'ascending' };
  // Ascending, then descending, then back to the server's order.
  return sort.direction === 'ascending' ? { key, direction: 'descending' } : undefined;
};

function HeaderCell<Row>({
  column,
  sort,
  onSort,
  className,
}: {
  column: Column<Row>;
  sort: TableView['sort'];
  onSort: (sort: TableView['sort']) => void;
  className?: string;
}) {
  if (!isSortable(column as Column<never>)) {
    return <Table.ColumnHeaderCell className={className}>{column.header}</Table.ColumnHeaderCell>;
  }
  const key = columnKey(column);
  const direction = sort?.key === key ? sort.direction : undefined;
  const Icon =
    direction === 'ascending' ? CaretUpIcon : direction === 'descending' ? CaretDownIcon : CaretSortIcon;
  return (
    <Table.ColumnHeaderCell aria-sort={direction ?? 'none'} className={className}>
      <button type="button" className="sort-button" onClick={() => onSort(nextSort(key, sort))}>
        {column.header}
        <Icon aria-hidden />
      </button>
    </Table.ColumnHeaderCell>
  );
}

function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const { loaded, triggerProps } = useLazyPopup(rowActionsMenu, 'menu');
  const trigger = (
    <IconButton {...triggerProps} variant="ghost" color="gray" aria-label={`Row actions for ${label}`}>
      <DotsHorizontalIcon />
    </IconButton>
  );
  return loaded ? <loaded.RowActionsMenu trigger={trigger} actions={actions} defaultOpen /> : trigger;
}
