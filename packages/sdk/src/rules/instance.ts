import type { INSTANCE_RUN_STATES } from '../generated/enums.js';
import { checksFromTable } from './state-table.js';

/** A run state of an instance, as the contract names them; spec §4 lists all but 'destroyed'. */
export type InstanceRunState = (typeof INSTANCE_RUN_STATES)[number];

/** The part of an instance that decides which actions it allows. */
export interface InstanceRunStateView {
  runState: InstanceRunState;
}

/** Which run states allow each instance action (spec §4); the console and CLI both gate on this table. */
export const INSTANCE_ACTION_STATES = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNetworkInterface: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} as const satisfies Record<string, readonly InstanceRunState[]>;

export type InstanceAction = keyof typeof INSTANCE_ACTION_STATES;

/** Per-action checks, e.g. `instanceCan.start(instance)`; `instanceCan.start.states` names the allowed states. */
export const instanceCan = /*#__PURE__*/ checksFromTable<
  InstanceRunStateView,
  InstanceRunState,
  InstanceAction
>(INSTANCE_ACTION_STATES, (instance) => instance.runState);

/** States the platform moves out of on its own, so a view showing one should poll. */
export const INSTANCE_TRANSIENT_STATES = [
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
] as const satisfies readonly InstanceRunState[];

/** Whether the instance is in a transient state and will change without user action. */
export function isInstanceTransient(instance: InstanceRunStateView): boolean {
  return (INSTANCE_TRANSIENT_STATES as readonly InstanceRunState[]).includes(instance.runState);
}

/** The part of an instance that decides whether the platform will restart it. */
export interface InstanceAutoRestartView extends InstanceRunStateView {
  autoRestartEnabled: boolean;
  autoRestartCooldownExpiration?: Date | null;
}

/** Whether a failed instance is about to be restarted by the platform: enabled and out of cooldown. */
export function isDueForAutoRestart(instance: InstanceAutoRestartView, now: Date = new Date()): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false;
  const expiry = instance.autoRestartCooldownExpiration;
  return !expiry || expiry.getTime() < now.getTime();
}
