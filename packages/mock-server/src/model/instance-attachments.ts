import type { Db, Tables } from '../store/db';
import { isUuid } from '../store/ids';
import type { InstanceState } from './compute-lifecycle';
import { findDisk } from './disks';
import { invalidRequest } from './errors';

export type InstanceRow = Tables['instances'];

export type DiskRow = Tables['disks'];

/** Addresses move only while an instance is running or stopped, not while it passes between states. */
export const ADDRESS_CHANGE_STATES = new Set<InstanceState>(['running', 'stopped']);

/** The disks attached (or attaching, or detaching) to an instance. */
export const disksOf = (db: Db, instanceId: string): DiskRow[] =>
  [...db.table('disks').values()].filter(
    (disk) => 'instance' in disk.state && disk.state.instance === instanceId,
  );

export const ephemeralIpsOf = (db: Db, instanceId: string) =>
  [...db.table('instanceExternalIps').values()].filter(
    (row) => row.instance_id === instanceId && row.kind === 'ephemeral',
  );

/** A disk named in an instance's request: by name in the instance's project, or by id. */
export const diskFor = (db: Db, actor: Parameters<typeof findDisk>[1], instance: InstanceRow, disk: string) =>
  findDisk(db, actor, disk, isUuid(disk) ? undefined : instance.project_id);

export function requireAddressChange(instance: InstanceRow) {
  if (!ADDRESS_CHANGE_STATES.has(instance.run_state)) {
    throw invalidRequest(`cannot change the external IPs of an instance in state "${instance.run_state}"`);
  }
}
