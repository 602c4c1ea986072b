import type { Instance } from '@rackconsole/sdk';

/**
 * Run states in which the platform changes an instance's external addressing (external subnets, as floating
 * IPs) and its multicast group memberships; in any other state it refuses.
 */
const ADDRESSING_CHANGE_STATES: readonly Instance['runState'][] = ['running', 'stopped'];

/** Whether the platform attaches or detaches an external subnet, or a group membership, in this state. */
export const canChangeAddressing = (instance: Pick<Instance, 'runState'>) =>
  ADDRESSING_CHANGE_STATES.includes(instance.runState);

/** Why an external subnet cannot be attached to or detached from the instance now, if it cannot. */
export const externalSubnetStateReason = (instance: Pick<Instance, 'runState'>) =>
  canChangeAddressing(instance)
    ? undefined
    : `Only running or stopped instances can have external subnets attached or detached (this one is ${instance.runState})`;

/** Why the instance cannot join or leave a multicast group now, if it cannot. */
export const multicastStateReason = (instance: Pick<Instance, 'runState'>) =>
  canChangeAddressing(instance)
    ? undefined
    : `Only running or stopped instances can join or leave multicast groups (this one is ${instance.runState})`;
