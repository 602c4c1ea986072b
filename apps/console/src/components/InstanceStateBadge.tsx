import { type InstanceRunState, isInstanceTransient } from '@rackconsole/sdk';
import { Badge, type BadgeProps } from '@radix-ui/themes';

const COLORS: Partial<Record<InstanceRunState, BadgeProps['color']>> = {
  running: 'green',
  stopped: 'gray',
  failed: 'red',
  repairing: 'orange',
  destroyed: 'gray',
};

/** An instance's run state; transient states share one colour so 'changing' reads at a glance. */
export function InstanceStateBadge({ state }: { state: InstanceRunState }) {
  const color = COLORS[state] ?? (isInstanceTransient({ runState: state }) ? 'blue' : 'gray');
  return (
    <Badge color={color} variant="soft" data-state={state}>
      {state}
    </Badge>
  );
}
