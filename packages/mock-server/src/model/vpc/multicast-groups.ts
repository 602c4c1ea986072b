import type { Db } from '../../store/db';
import { isUuid, newId } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { invalidRequest, notFound } from '../core/errors';
import { formatIp, ipValue, spanContains } from '../core/ip-address';
import { rangeSpan, siloPools } from './external-ips';

// Multicast groups live as long as they have members: joining a group by a name or address nobody uses yet
// creates it (with an address from one of the silo's multicast IP pools), and the last member leaving ends it.

type GroupRow = Tables['multicastGroups'];
type MemberRow = Tables['multicastGroupMembers'];
type InstanceRow = Tables['instances'];

/** Source-specific multicast ranges (232/8, ff3x::/32): members must name their sources. */
const isSourceSpecific = (ip: string) => ip.startsWith('232.') || /^ff3[0-9a-f]:/i.test(ip);

/** The multicast IP pools linked to a silo. */
const multicastPools = (db: Db, siloId: string) =>
  siloPools(db, siloId).filter((pool) => pool.pool_type === 'multicast');

/** The groups a silo's users can see: those whose address comes from a pool linked to the silo. */
export function siloGroups(db: Db, siloId: string): GroupRow[] {
  const linked = new Set(multicastPools(db, siloId).map((pool) => pool.id));
  return [...db.table('multicastGroups').values()].filter((group) => linked.has(group.ip_pool_id));
}

/** A group by id, multicast address or name among the silo's groups. */
function siloGroupNamed(db: Db, siloId: string, identifier: string): GroupRow | undefined {
  const address = ipValue(identifier);
  const canonical = address && formatIp(address);
  return siloGroups(db, siloId).find((row) =>
    isUuid(identifier)
      ? row.id === identifier
      : canonical
        ? row.multicast_ip === canonical
        : row.name === identifier,
  );
}

/** A group by id, multicast address or name among the silo's groups, or 404. */
export function findGroup(db: Db, siloId: string, identifier: string): GroupRow {
  const group = siloGroupNamed(db, siloId, identifier);
  if (!group) throw notFound('multicast-group', isUuid(identifier) ? 'id' : 'name', identifier);
  return group;
}

/** The members of a group, or of an instance's groups. */
export const groupMembers = (db: Db, groupId: string) =>
  db.table('multicastGroupMembers').where('multicast_group_id', groupId);
export const instanceMemberships = (db: Db, instanceId: string) =>
  db.table('multicastGroupMembers').where('instance_id', instanceId);

/** A group's derived fields follow its members: the union of their sources, and whether any takes all. */
function refreshGroup(db: Db, group: GroupRow, now: Date) {
  const members = groupMembers(db, group.id);
  if (members.length === 0) {
    db.table('multicastGroups').delete(group.id);
    return;
  }
  db.table('multicastGroups').set(group.id, {
    ...group,
    source_ips: [...new Set(members.flatMap((member) => member.source_ips))].sort(),
    has_any_source_member: members.some((member) => member.source_ips.length === 0),
    time_modified: now.toISOString(),
  });
}

/** A new group for an identifier nobody uses yet: a given address, or a name with the next free address. */
function createGroup(
  db: Db,
  siloId: string,
  identifier: string,
  ipVersion: 'v4' | 'v6' | null,
  now: Date,
): GroupRow {
  if (isUuid(identifier)) throw notFound('multicast-group', 'id', identifier);
  const pools = multicastPools(db, siloId);
  const ranges = [...db.table('ipPoolRanges').values()].filter((range) =>
    pools.some((pool) => pool.id === range.ip_pool_id),
  );
  const address = ipValue(identifier);
  let claim: { ip: string; poolId: string } | undefined;
  if (address) {
    const range = ranges.find((candidate) => spanContains(rangeSpan(candidate), address));
    if (!range) throw notFound('ip-pool', 'id', `multicast pool containing address ${identifier}`);
    claim = { ip: formatIp(address), poolId: range.ip_pool_id };
  } else {
    const defaults = pools.filter((pool) => pool.is_default && (!ipVersion || pool.ip_version === ipVersion));
    if (new Set(defaults.map((pool) => pool.ip_version)).size > 1) {
      throw invalidRequest(
        'Multiple default multicast IP pools exist with different IP versions. Please specify ip_version (v4 or v6).',
      );
    }
    const pool = defaults[0];
    if (!pool) throw invalidRequest('no default multicast IP pool is linked to the current silo');
    const taken = new Set([...db.table('multicastGroups').values()].map((group) => group.multicast_ip));
    for (const range of ranges.filter((candidate) => candidate.ip_pool_id === pool.id)) {
      const span = rangeSpan(range);
      for (let value = span.first; value <= span.last && !claim; value += 1n) {
        const ip = formatIp({ version: span.version, value });
        if (!taken.has(ip)) claim = { ip, poolId: pool.id };
      }
    }
    if (!claim) throw invalidRequest(`No multicast addresses available in IP pool "${pool.name}"`);
  }
  const time = now.toISOString();
  const group: GroupRow = {
    id: newId(),
    name: address ? `group-${claim.ip.replace(/[.:]/g, '-')}` : identifier,
    description: '',
    ip_pool_id: claim.poolId,
    multicast_ip: claim.ip,
    source_ips: [],
    has_any_source_member: false,
    state: 'active',
    time_created: time,
    time_modified: time,
  };
  db.table('multicastGroups').set(group.id, group);
  return group;
}

/** Joins an instance to a group (creating the group if needed); joining again updates the sources. */
export function joinGroup(
  db: Db,
  siloId: string,
  instance: InstanceRow,
  identifier: string,
  body: { ip_version: 'v4' | 'v6' | null; source_ips: string[] | null },
  now: Date,
): MemberRow {
  const sources = (body.source_ips ?? []).map((ip) => {
    const value = ipValue(ip);
    return value ? formatIp(value) : ip;
  });
  const group =
    siloGroupNamed(db, siloId, identifier) ?? createGroup(db, siloId, identifier, body.ip_version, now);
  if (isSourceSpecific(group.multicast_ip) && sources.length === 0) {
    // A group made for this join alone is dropped with the refused join.
    if (groupMembers(db, group.id).length === 0) db.table('multicastGroups').delete(group.id);
    throw invalidRequest(
      `source_ips are required to join source-specific multicast group ${group.multicast_ip}`,
    );
  }
  const existing = groupMembers(db, group.id).find((member) => member.instance_id === instance.id);
  const time = now.toISOString();
  const member: MemberRow = {
    id: existing?.id ?? newId(),
    name: instance.name,
    description: existing?.description ?? '',
    instance_id: instance.id,
    multicast_group_id: group.id,
    multicast_ip: group.multicast_ip,
    source_ips: sources,
    state: 'joined',
    time_created: existing?.time_created ?? time,
    time_modified: time,
  };
  db.table('multicastGroupMembers').set(member.id, member);
  refreshGroup(db, group, now);
  return member;
}

/** Removes an instance from a group; the group ends with its last member. */
export function leaveGroup(db: Db, siloId: string, instance: InstanceRow, identifier: string, now: Date) {
  const group = findGroup(db, siloId, identifier);
  const member = groupMembers(db, group.id).find((row) => row.instance_id === instance.id);
  if (!member) {
    throw notFound('multicast-group-member', 'id', `instance ${instance.id} in group ${group.id}`);
  }
  db.table('multicastGroupMembers').delete(member.id);
  refreshGroup(db, group, now);
}

/** Takes a deleted instance out of every group it belonged to. */
export function leaveAllGroups(db: Db, instanceId: string, now: Date) {
  for (const member of instanceMemberships(db, instanceId)) {
    db.table('multicastGroupMembers').delete(member.id);
    const group = db.table('multicastGroups').get(member.multicast_group_id);
    if (group) refreshGroup(db, group, now);
  }
}

/** Run states in which an instance's group memberships can change. */
export const MEMBERSHIP_CHANGE_STATES = new Set(['running', 'stopped']);
