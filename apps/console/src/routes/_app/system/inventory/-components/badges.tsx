import type { PhysicalDisk, Sled } from '@rackconsole/sdk';
import { Badge } from '@radix-ui/themes';

/** A sled's policy: expunged, or in service and (not) provisionable, so operators see where instances may go. */
export function SledPolicyBadge({ policy }: { policy: Sled['policy'] }) {
  if (policy.kind === 'expunged') {
    return (
      <Badge highContrast color="red" variant="soft">
        expunged
      </Badge>
    );
  }
  return policy.provisionPolicy === 'provisionable' ? (
    <Badge highContrast color="green" variant="soft">
      provisionable
    </Badge>
  ) : (
    <Badge highContrast color="amber" variant="soft">
      not provisionable
    </Badge>
  );
}

/** A sled's or physical disk's state: active, or decommissioned once it has been taken out of the rack. */
export function HardwareStateBadge({ state }: { state: Sled['state'] | PhysicalDisk['state'] }) {
  return (
    <Badge highContrast color={state === 'active' ? 'green' : 'gray'} variant="soft">
      {state}
    </Badge>
  );
}

/** A physical disk's policy: in service, or expunged after it failed or was pulled. */
export function DiskPolicyBadge({ policy }: { policy: PhysicalDisk['policy'] }) {
  return (
    <Badge highContrast color={policy.kind === 'in_service' ? 'green' : 'red'} variant="soft">
      {policy.kind === 'in_service' ? 'in service' : 'expunged'}
    </Badge>
  );
}
