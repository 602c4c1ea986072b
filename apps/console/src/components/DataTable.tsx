import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { DropdownMenu, IconButton, Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A row action; `disabledReason` greys it out and explains why (spec §4 state rules, §6 roles). */
export interface RowAction {
  label: string;
  onActivate: () => void;
  disabledReason?: string | false;
  danger?: boolean;
}

/** The shared table: a header row, one row per item, and an actions menu per row. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  empty,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => RowAction[];
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <Table.Root variant="surface">
      {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
      <caption className="visually-hidden">{label}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column.header}>{column.header}</Table.ColumnHeaderCell>
          ))}
          {actions ? (
            <Table.ColumnHeaderCell>
              <span className="visually-hidden">Actions</span>
            </Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)} align="center">
            {columns.map((column, index) =>
              index === 0 ? (
                <Table.RowHeaderCell key={column.header}>{column.cell(row)}</Table.RowHeaderCell>
              ) : (
                <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
              ),
            )}
            {actions ? (
              <Table.Cell justify="end">
                <RowActions label={rowKey(row)} actions={actions(row)} />
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label={`Row actions for ${label}`}>
          <DotsHorizontalIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {actions.map((action) => {
          const item = (
            <DropdownMenu.Item
              key={action.label}
              color={action.danger ? 'red' : undefined}
              disabled={Boolean(action.disabledReason)}
              onSelect={action.onActivate}
            >
              {action.label}
            </DropdownMenu.Item>
          );
          return action.disabledReason ? (
            <Tooltip key={action.label} content={action.disabledReason}>
              <div>{item}</div>
            </Tooltip>
          ) : (
            item
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
