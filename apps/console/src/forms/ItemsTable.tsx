import { IconButton, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import Cross2Icon from '~icons/radix-icons/cross-2';

/**
 * The items a form has gathered of one kind (an instance's extra disks, a firewall rule's targets…): a row
 * each, named by its first column (the row's header), with a button that takes it out again. With none, the
 * `empty` line, or nothing.
 */
export function ItemsTable<Item>({
  caption,
  columns,
  items,
  keyOf,
  removeLabel,
  onRemove,
  empty,
  size,
}: {
  caption: string;
  /** The item's columns; the first names it. */
  columns: { header: string; cell: (item: Item) => ReactNode }[];
  items: Item[];
  keyOf: (item: Item, index: number) => string;
  /** Its remove button's label: 'Remove disk data'. */
  removeLabel: (item: Item) => string;
  onRemove: (index: number) => void;
  empty?: string;
  size?: '1' | '2';
}) {
  if (items.length === 0) {
    return empty ? (
      <Text size="2" color="gray">
        {empty}
      </Text>
    ) : null;
  }
  const [nameColumn, ...otherColumns] = columns;
  return (
    <Table.Root size={size} variant="surface">
      {/* Radix puts Table.Root's props on a wrapper div; a caption names the table element itself. */}
      <caption className="visually-hidden">{caption}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column.header}>{column.header}</Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell>
            <span className="visually-hidden">Remove</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((item, index) => (
          <Table.Row key={keyOf(item, index)} align="center">
            <Table.RowHeaderCell>{nameColumn?.cell(item)}</Table.RowHeaderCell>
            {otherColumns.map((column) => (
              <Table.Cell key={column.header}>{column.cell(item)}</Table.Cell>
            ))}
            <Table.Cell justify="end">
              <IconButton
                type="button"
                size={size}
                variant="ghost"
                color="gray"
                aria-label={removeLabel(item)}
                onClick={() => onRemove(index)}
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
