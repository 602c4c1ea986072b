import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';
import type { RowAction } from '~/components/DataTable';
import { Tooltip } from '~/components/Tooltip';

/** A labelled menu of actions for one resource's page header; disabled items explain why in a tooltip. */
export function ActionMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft">
          {label}
          <ChevronDownIcon aria-hidden />
        </Button>
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
