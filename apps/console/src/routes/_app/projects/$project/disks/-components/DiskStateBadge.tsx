import { type DiskStateName, isDiskTransient } from '@rackconsole/sdk';
import { Badge, type BadgeProps } from '@radix-ui/themes';

const COLORS: Partial<Record<DiskStateName, BadgeProps['color']>> = {
  attached: 'green',
  detached: 'gray',
  faulted: 'red',
};

/**
 * A disk's state; transient states share one colour so 'changing' reads at a glance. High contrast keeps the
 * small text above WCAG AA on its tinted background.
 */
export function DiskStateBadge({ state }: { state: DiskStateName }) {
  const color = COLORS[state] ?? (isDiskTransient({ state: { state } }) ? 'blue' : 'gray');
  return (
    <Badge color={color} variant="soft" highContrast data-state={state}>
      {state.replaceAll('_', ' ')}
    </Badge>
  );
}
