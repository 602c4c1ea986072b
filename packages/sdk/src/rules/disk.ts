import type { DISK_STATES } from '../generated/enums.js';
import { checksFromTable } from './state-table.js';

/** A disk state, as the contract names them; spec §4 names seven, the rest (imports, maintenance) allow nothing. */
export type DiskStateName = (typeof DISK_STATES)[number];

/** The part of a disk that decides which actions it allows; the platform nests the name in `state.state`. */
export interface DiskStateView {
  state: { state: DiskStateName };
}

/** Which disk states allow each disk action (spec §4); the console and CLI both gate on this table. */
export const DISK_ACTION_STATES = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>;

export type DiskAction = keyof typeof DISK_ACTION_STATES;

/** Per-action checks, e.g. `diskCan.attach(disk)`; `diskCan.attach.states` names the allowed states. */
export const diskCan = /*#__PURE__*/ checksFromTable<DiskStateView, DiskStateName, DiskAction>(
  DISK_ACTION_STATES,
  (disk) => disk.state.state,
);

/** Disk states the platform moves out of on its own, so a view showing one should poll. */
export const DISK_TRANSIENT_STATES = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
] as const satisfies readonly DiskStateName[];

/** Whether the disk is in a transient state and will change without user action. */
export function isDiskTransient(disk: DiskStateView): boolean {
  return (DISK_TRANSIENT_STATES as readonly DiskStateName[]).includes(disk.state.state);
}
