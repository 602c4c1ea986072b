import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { type Column, columnKey } from './tableRows';

/** The 'Columns' menu, opened from `trigger`: a checkbox per column; the first always stays, as it names the row. */
export function ColumnsMenu<Row>({
  columns,
  hidden,
  onChange,
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement;
  defaultOpen?: boolean;
  columns: Column<Row>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {columns.map((column, index) => {
          const key = columnKey(column);
          return (
            <DropdownMenu.CheckboxItem
              key={key}
              checked={!hidden.has(key)}
              disabled={index === 0}
              // Keep the menu open so several columns can be toggled in one go.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(shown) => {
                const next = new Set(hidden);
                if (shown) next.delete(key);
                else next.add(key);
                onChange(next);
              }}
            >
              {column.header}
            </DropdownMenu.CheckboxItem>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
