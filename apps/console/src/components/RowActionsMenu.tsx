import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import type { RowAction } from './rowAction';
import { Tooltip } from './Tooltip';

/** A resource's actions (a table row's, a page header's), opened from `trigger`; a disabled action says why in a tooltip. */
export function RowActionsMenu({
  trigger,
  actions,
  defaultOpen,
}: {
  trigger: ReactElement;
  actions: RowAction[];
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
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
