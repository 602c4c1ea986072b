import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, notFound } from '../core/errors';
import { findRack } from '../system/hardware-lookup';
import { latest, type MembershipRow, sameBoard, versionsOf } from '../system/rack-membership';

export const rackMembershipStatus: Operation<'rack_membership_status'> = ({
  db,
  actor,
  path,
  query,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'viewer');
  if (query.version === undefined) return latest(db, path.rack_id, now, settings.transitionMs);
  findRack(db, path.rack_id);
  const row = versionsOf(db, path.rack_id, now, settings.transitionMs).find(
    (membership) => membership.version === query.version,
  );
  if (!row) throw notFound('rack-membership', 'id', `${path.rack_id}:${query.version}`);
  return row;
};

export const rackMembershipAddSleds: Operation<'rack_membership_add_sleds'> = ({
  db,
  actor,
  path,
  body,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'admin');
  const current = latest(db, path.rack_id, now, settings.transitionMs);
  if (current.state === 'in_progress') {
    throw invalidRequest(`rack membership change to version ${current.version} is still in progress`);
  }
  // An aborted change added nobody: new members join the last committed membership.
  const base =
    versionsOf(db, path.rack_id, now, settings.transitionMs).findLast((row) => row.state === 'committed') ??
    current;
  if (body.sled_ids.length === 0) throw invalidRequest('no sleds to add');
  const candidates = [...db.table('uninitializedSleds').values()].filter(
    (sled) => sled.rack_id === path.rack_id,
  );
  for (const board of body.sled_ids) {
    if (base.members.some((member) => sameBoard(member, board))) {
      throw invalidRequest(`sled ${board.serial_number} is already a member of the rack`);
    }
    const known = candidates.some(
      (sled) => sled.baseboard.part === board.part_number && sled.baseboard.serial === board.serial_number,
    );
    if (!known) throw invalidRequest(`sled ${board.serial_number} is not an uninitialized sled of this rack`);
  }
  const version = current.version + 1;
  const row: MembershipRow = {
    id: `${path.rack_id}:${version}`,
    rack_id: path.rack_id,
    version,
    state: 'in_progress',
    members: [...base.members, ...body.sled_ids],
    unacknowledged_members: body.sled_ids,
    time_created: now.toISOString(),
    time_committed: null,
    time_aborted: null,
  };
  db.table('rackMemberships').set(row.id, row);
  return row;
};

export const rackMembershipAbort: Operation<'rack_membership_abort'> = ({
  db,
  actor,
  path,
  now,
  settings,
}) => {
  requireFleet(db, actor, 'admin');
  const current = latest(db, path.rack_id, now, settings.transitionMs);
  if (current.state !== 'in_progress') {
    throw invalidRequest('there is no rack membership change in progress to abort');
  }
  current.state = 'aborted';
  current.time_aborted = now.toISOString();
  db.table('rackMemberships').set(current.id, current);
  return current;
};
