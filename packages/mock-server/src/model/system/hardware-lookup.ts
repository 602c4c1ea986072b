import type { Db } from '../../store/db';
import { notFound } from '../core/errors';

/** A rack by id, or 404 in the platform's words; shared by the hardware, switch and membership handlers. */
export function findRack(db: Db, rackId: string) {
  const rack = db.table('racks').get(rackId);
  if (!rack) throw notFound('rack', 'id', rackId);
  return rack;
}

/** A sled by id, or 404. */
export function findSled(db: Db, sledId: string) {
  const sled = db.table('sleds').get(sledId);
  if (!sled) throw notFound('sled', 'id', sledId);
  return sled;
}
