import type { Db, Tables } from '../store/db';
import { isUuid } from '../store/ids';
import { signedIn } from './authz';
import type { Actor } from './context';
import { findByNameOrId } from './select';
import { checkScopeChain, findById, findOwnerProject, rowsWhere } from './vpc-lookup';

export type ExternalSubnetRow = Tables['externalSubnets'];

/** Run states in which an instance's external addressing can change (as for floating IPs). */
export const ADDRESS_CHANGE_STATES = new Set(['running', 'stopped']);

/** An external subnet by name (within `project`) or by id. */
export function findExternalSubnet(
  db: Db,
  actor: Actor | undefined,
  selector: string,
  project?: string | null,
): ExternalSubnetRow {
  const who = signedIn(actor);
  checkScopeChain('external_subnet', selector, [['project', project]]);
  if (isUuid(selector)) return findById(db, who, db.table('externalSubnets'), 'external-subnet', selector);
  const owner = findOwnerProject(db, who, project as string);
  return findByNameOrId(
    rowsWhere(db.table('externalSubnets'), 'project_id', owner.id),
    'external-subnet',
    selector,
  );
}

/** Writes a changed external subnet back, stamped with the time of the change. */
export function save(db: Db, row: ExternalSubnetRow, change: Partial<ExternalSubnetRow>, now: Date) {
  const updated = { ...row, ...change, time_modified: now.toISOString() };
  db.table('externalSubnets').set(row.id, updated);
  return updated;
}

/** The external subnets attached to an instance. */
export const externalSubnetsOfInstance = (db: Db, instanceId: string) =>
  [...db.table('externalSubnets').values()].filter((row) => row.instance_id === instanceId);
