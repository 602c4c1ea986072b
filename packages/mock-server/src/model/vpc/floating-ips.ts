import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import type { Actor } from '../core/context';
import { ensureUniqueName } from '../core/select';
import { allocateExternalIp, poolSelectorOf } from './external-ips';
import { findProjectChild, rowsWhere } from './vpc-lookup';

export type FloatingIpRow = Tables['floatingIps'];

/** The floating IPs attached to an instance (listed among the instance's external IPs). */
export const floatingIpsOfInstance = (db: Db, instanceId: string): FloatingIpRow[] =>
  [...db.table('floatingIps').values()].filter((row) => row.instance_id === instanceId);

/** A floating IP by name (within `project`) or by id. */
export function findFloatingIp(
  db: Db,
  actor: Actor | undefined,
  selector: string,
  project?: string | null,
): FloatingIpRow {
  return findProjectChild(
    db,
    actor,
    db.table('floatingIps'),
    ['floating-ip', 'floating_ip'],
    selector,
    project,
  );
}

export interface FloatingIpParams {
  name: string;
  description: string;
  address_allocator: Wire<typeof contract.AddressAllocator>;
}

/** Creates a floating IP in a project, with an address from the silo's pools. */
export function createFloatingIp(
  db: Db,
  project: { id: string; silo_id: string },
  params: FloatingIpParams,
  now: Date,
  id: string = newId(),
): FloatingIpRow {
  ensureUniqueName(rowsWhere(db.table('floatingIps'), 'project_id', project.id), 'floating-ip', params.name);
  const allocator = params.address_allocator;
  const selection =
    allocator.type === 'explicit' ? { ip: allocator.ip } : poolSelectorOf(allocator.pool_selector);
  const address = allocateExternalIp(db, project.silo_id, selection, 'floating');
  const time = now.toISOString();
  const row: FloatingIpRow = {
    id,
    name: params.name,
    description: params.description,
    ip: address.ip,
    ip_pool_id: address.ip_pool_id,
    project_id: project.id,
    instance_id: null,
    time_created: time,
    time_modified: time,
  };
  db.table('floatingIps').set(row.id, row);
  return row;
}
