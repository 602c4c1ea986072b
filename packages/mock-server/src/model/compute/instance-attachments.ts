import type { Db } from '../../store/db';
import { isUuid } from '../../store/ids';
import type { Tables } from '../../store/tables';
import type { Actor } from '../core/context';
import { invalidRequest } from '../core/errors';
import { findDisk } from '../storage/disks';
import type { InstanceState } from './compute-lifecycle';
import { findInstance } from './instance-select';

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

/** A project's address or subnet that attaches to one instance at a time (floating IPs, external subnets). */
interface InstanceBound {
  project_id: string;
  instance_id?: string | null;
}

/**
 * The instance an attach of `row` names, checked as the platform checks it (`what` names the row in its
 * refusals, e.g. "floating IP"); null when the row is attached to that instance already.
 */
export function instanceToAttach(
  db: Db,
  actor: Actor | undefined,
  row: InstanceBound,
  instanceSelector: string,
  what: string,
): InstanceRow | null {
  // An instance named (not given by id) is looked up in the row's own project.
  const instance = findInstance(
    db,
    actor,
    instanceSelector,
    isUuid(instanceSelector) ? null : row.project_id,
  );
  if (instance.project_id !== row.project_id) {
    throw invalidRequest(`${what} must be in the same project as the instance`);
  }
  if (row.instance_id === instance.id) return null;
  if (row.instance_id) {
    throw invalidRequest(`${what} cannot be attached to one instance while still attached to another`);
  }
  if (!ADDRESS_CHANGE_STATES.has(instance.run_state)) {
    throw invalidRequest(`cannot attach ${what} to instance in ${instance.run_state} state`);
  }
  return instance;
}

/** Refuses to detach `what` from an instance whose addresses cannot change in its present state. */
export function requireDetachable(db: Db, instanceId: string, what: string) {
  const state = db.table('instances').get(instanceId)?.run_state;
  if (state && !ADDRESS_CHANGE_STATES.has(state)) {
    throw invalidRequest(`cannot detach ${what} from instance in ${state} state`);
  }
}

export function requireAddressChange(instance: InstanceRow) {
  if (!ADDRESS_CHANGE_STATES.has(instance.run_state)) {
    throw invalidRequest(`cannot change the external IPs of an instance in state "${instance.run_state}"`);
  }
}
