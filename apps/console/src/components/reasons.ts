import {
  type DiskAction,
  type DiskStateView,
  diskCan,
  type InstanceAction,
  type InstanceRunStateView,
  instanceCan,
  joinList,
} from '@rackconsole/sdk';

const INSTANCE_OUTCOMES: Record<InstanceAction, string> = {
  start: 'can be started',
  delete: 'can be deleted',
  resize: 'can be resized',
  updateBootDisk: 'can have their boot disk changed',
  reboot: 'can be rebooted',
  stop: 'can be stopped',
  detachDisk: 'can have disks detached',
  attachDisk: 'can have disks attached',
  updateNetworkInterface: 'can have their network interfaces changed',
  serialConsole: 'have a serial console',
  addToAffinityGroup: 'can be added to an affinity group',
};

/**
 * Why an instance action is unavailable in the instance's run state (spec §4), naming the states it is
 * allowed in, e.g. 'Only stopped or failed instances can be started'; undefined when it is available.
 */
export function instanceStateReason(action: InstanceAction, instance: InstanceRunStateView) {
  if (instanceCan[action](instance)) return undefined;
  return `Only ${joinList(instanceCan[action].states)} instances ${INSTANCE_OUTCOMES[action]}`;
}

const DISK_OUTCOMES: Record<DiskAction, string> = {
  delete: 'can be deleted',
  snapshot: 'can be snapshotted',
  attach: 'can be attached',
  detach: 'can be detached',
  setAsBootDisk: 'can be set as the boot disk',
};

/** Why a disk action is unavailable in the disk's state (spec §4); undefined when it is available. */
export function diskStateReason(action: DiskAction, disk: DiskStateView) {
  if (diskCan[action](disk)) return undefined;
  return `Only ${joinList(diskCan[action].states)} disks ${DISK_OUTCOMES[action]}`;
}

/** The first reason that applies, so a role refusal wins over a state refusal. */
export const firstReason = (...reasons: (string | undefined | false)[]) =>
  reasons.find((reason): reason is string => Boolean(reason));
