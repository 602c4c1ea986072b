import { Button, Flex, Text } from '@radix-ui/themes';
import { ActionButton } from './ActionButton';
import type { RowAction } from './rowAction';
import './dataTable.css';

/** "1 instance", "3 instances". */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Shown above a table while rows are selected: how many, the actions that apply to all of them ("Stop",
 * "Delete"…, each with a `disabledReason` when it cannot run) and 'Clear selection'. Renders nothing when
 * nothing is selected.
 */
export function BulkActionBar({
  count,
  noun,
  actions,
  onClear,
}: {
  count: number;
  noun: string;
  actions: RowAction[];
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <Flex
      className="bulk-action-bar"
      gap="2"
      align="center"
      wrap="wrap"
      role="toolbar"
      aria-label={`Actions for ${countOf(count, noun)}`}
    >
      <Text size="2" weight="medium" mr="2" aria-live="polite">
        {count} selected
      </Text>
      {actions.map((action) => (
        <ActionButton
          key={action.label}
          size="1"
          variant="soft"
          color={action.danger ? 'red' : undefined}
          disabledReason={action.disabledReason || undefined}
          onClick={action.onActivate}
        >
          {action.label}
        </ActionButton>
      ))}
      <Button size="1" variant="ghost" color="gray" ml="auto" onClick={onClear}>
        Clear selection
      </Button>
    </Flex>
  );
}
