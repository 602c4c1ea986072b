import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';

export type InstanceRow = Tables['instances'];

/** The instances whose VMM runs on a sled. */
export const instancesOnSled = (db: Db, sledId: string): InstanceRow[] =>
  [...db.table('instances').values()].filter((instance) => instance.sled_id === sledId);
