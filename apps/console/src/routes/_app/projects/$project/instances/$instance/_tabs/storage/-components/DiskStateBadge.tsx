import { type DiskStateName, isDiskTransient } from '@rackconsole/sdk';
import { Badge, type BadgeProps } from '@radix-ui/themes';

const COLORS: Partial<Record<DiskStateName, BadgeProps['color']>> = {
  attached: 'green',
  detached: 'gray',
  faulted: 'red',
};

/** A disk's state; transient states share one colour. */
export function DiskStateBadge({ state }: { state: DiskStateName }) {
  const color = COLORS[state] ?? (isDiskTransient({ state: { state } }) ? 'blue' : 'gray');
  return (
    <Badge color={color} variant="soft">
      {state}
    </Badge>
  );
}
