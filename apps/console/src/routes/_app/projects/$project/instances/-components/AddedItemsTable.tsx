import { IconButton, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import Cross2Icon from '~icons/radix-icons/cross-2';

/**
 * What the instance form has gathered of one kind (its extra disks, its network interfaces): a row each,
 * named in its first column, with a button that takes it out again; `empty` says what none means.
 */
export function AddedItemsTable<Item>({
  caption,
  kind,
  columns,
  items,
  nameOf,
  onRemove,
  empty,
}: {
  caption: string;
  /** Names one item in its remove button: 'Remove {kind} {name}'. */
  kind: string;
  /** The columns after the name. */
  columns: { header: string; cell: (item: Item) => ReactNode }[];
  items: Item[];
  nameOf: (item: Item) => string;
  onRemove: (item: Item) => void;
  empty: string;
}) {
  if (items.length === 0) {
    return (
      <Text size="2" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <Table.Root variant="surface">
      <caption className="visually-hidden">{caption}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column.header}>{column.header}</Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell>
            <span className="visually-hidden">Actions</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((item) => (
          <Table.Row key={nameOf(item)} align="center">
            <Table.RowHeaderCell>{nameOf(item)}</Table.RowHeaderCell>
            {columns.map((column) => (
              <Table.Cell key={column.header}>{column.cell(item)}</Table.Cell>
            ))}
            <Table.Cell justify="end">
              <IconButton
                type="button"
                variant="ghost"
                color="gray"
                aria-label={`Remove ${kind} ${nameOf(item)}`}
                onClick={() => onRemove(item)}
              >
                <Cross2Icon />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
