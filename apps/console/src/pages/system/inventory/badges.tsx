import type { PhysicalDisk, Sled } from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';

/** A sled's policy: expunged, or in service and (not) provisionable, so operators see where instances may go. */
export function SledPolicyBadge({ policy }: { policy: Sled['policy'] }) {
  if (policy.kind === 'expunged') {
    return (
      <Badge color="red" variant="soft">
        expunged
      </Badge>
    );
  }
  return policy.provisionPolicy === 'provisionable' ? (
    <Badge color="green" variant="soft">
      provisionable
    </Badge>
  ) : (
    <Badge color="amber" variant="soft">
      not provisionable
    </Badge>
  );
}

/** A sled's or physical disk's state: active, or decommissioned once it has been taken out of the rack. */
export function HardwareStateBadge({ state }: { state: Sled['state'] | PhysicalDisk['state'] }) {
  return (
    <Badge color={state === 'active' ? 'green' : 'gray'} variant="soft">
      {state}
    </Badge>
  );
}

/** A physical disk's policy: in service, or expunged after it failed or was pulled. */
export function DiskPolicyBadge({ policy }: { policy: PhysicalDisk['policy'] }) {
  return (
    <Badge color={policy.kind === 'in_service' ? 'green' : 'red'} variant="soft">
      {policy.kind === 'in_service' ? 'in service' : 'expunged'}
    </Badge>
  );
}
