import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { notFound } from '../core/errors';
import { findRack } from './hardware-lookup';

export type MembershipRow = Tables['rackMemberships'];

export type BaseboardId = MembershipRow['members'][number];

export const sameBoard = (a: BaseboardId, b: BaseboardId) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number;

/** A change commits once every new member has acknowledged it, which takes one transition here. */
export function advance(db: Db, membership: MembershipRow, now: Date, transitionMs: number) {
  if (membership.state !== 'in_progress') return;
  if (now.getTime() - Date.parse(membership.time_created) < transitionMs) return;
  membership.state = 'committed';
  membership.unacknowledged_members = [];
  membership.time_committed = new Date(Date.parse(membership.time_created) + transitionMs).toISOString();
  db.table('rackMemberships').set(membership.id, membership);
}

export function versionsOf(db: Db, rackId: string, now: Date, transitionMs: number): MembershipRow[] {
  const versions = [...db.table('rackMemberships').values()]
    .filter((row) => row.rack_id === rackId)
    .sort((a, b) => a.version - b.version);
  for (const row of versions) advance(db, row, now, transitionMs);
  return versions;
}

export function latest(db: Db, rackId: string, now: Date, transitionMs: number): MembershipRow {
  findRack(db, rackId);
  const row = versionsOf(db, rackId, now, transitionMs).at(-1);
  if (!row) throw notFound('rack-membership', 'id', rackId);
  return row;
}
