import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import type { Actor } from '../core/context';
import { findProjectChild } from './vpc-lookup';

export type ExternalSubnetRow = Tables['externalSubnets'];

/** An external subnet by name (within `project`) or by id. */
export function findExternalSubnet(
  db: Db,
  actor: Actor | undefined,
  selector: string,
  project?: string | null,
): ExternalSubnetRow {
  return findProjectChild(
    db,
    actor,
    db.table('externalSubnets'),
    ['external-subnet', 'external_subnet'],
    selector,
    project,
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
