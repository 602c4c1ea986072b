import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import { requireProject } from '../core/authz';
import type { Actor, HandlerContext } from '../core/context';
import { invalidRequest, invalidValue } from '../core/errors';
import { ensureUniqueName, findByNameOrId } from '../core/select';
import { base64Length, formatBytes, GiB } from '../core/units';
import { inProject } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { enforceQuota } from '../identity/quotas';
import { attachRefusal, type DiskDraft, diskRow, draftDisk } from '../storage/disk-specs';
import { pickSled } from '../system/system-hardware';
import {
  allocateExternalIp,
  type PoolSelection,
  poolSelectorOf,
  releaseExternalIp,
} from '../vpc/external-ips';
import { externalSubnetsOfInstance } from '../vpc/external-subnets';
import { floatingIpsOfInstance } from '../vpc/floating-ips';
import { leaveAllGroups } from '../vpc/multicast-groups';
import { groupMembership, removeInstanceFromGroups } from './affinity';
import { setDiskState, settle } from './compute-lifecycle';
import { createInstanceNics, deleteInstanceNics } from './network-interfaces';

type InstanceRow = Tables['instances'];
type DiskRow = Tables['disks'];
type ExternalIpRow = Tables['instanceExternalIps'];
type ProjectRow = Tables['projects'];
type InstanceCreate = Wire<typeof contract.InstanceCreate>;

/** The platform's per-instance limits (spec §9 names 64 vCPUs and 1536 GiB). */
export const MAX_DISKS_PER_INSTANCE = 12;
const MAX_EXTERNAL_IPS_PER_INSTANCE = 32;
const MAX_VCPUS = 64;
const MAX_MEMORY = 1536 * GiB;
const MAX_USER_DATA_BYTES = 32 * 1024;
/** The platform gives each instance's outbound (SNAT) traffic a quarter of an address's ports. */
const SNAT_PORTS = 16384;

type FloatingIpRow = Tables['floatingIps'];

export const ipVersionOf = (ip: string) => (ip.includes(':') ? 'v6' : 'v4');

/** Refuses a CPU count or memory size outside the platform's limits. */
export function checkInstanceSize(ncpus: number, memory: number) {
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance needs at least 1 vCPU');
  if (ncpus > MAX_VCPUS) throw invalidValue('ncpus', `an instance may have at most ${MAX_VCPUS} vCPUs`);
  if (memory < GiB) throw invalidValue('size', `memory must be at least ${formatBytes(GiB)}`);
  if (memory % GiB !== 0) throw invalidValue('size', `memory must be divisible by ${formatBytes(GiB)}`);
  if (memory > MAX_MEMORY) throw invalidValue('size', `memory must be at most ${formatBytes(MAX_MEMORY)}`);
}

type DiskPlan = ({ draft: DiskDraft } | { disk: DiskRow })[];

/** The boot disk (first) and other disks of a new instance: drafts to create and detached disks to attach. */
function planDisks(db: Db, who: Actor, project: ProjectRow, body: InstanceCreate, instanceId: string) {
  const requested = [...(body.boot_disk ? [body.boot_disk] : []), ...body.disks];
  if (requested.length > MAX_DISKS_PER_INSTANCE) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`);
  }
  const projectDisks = inProject(db.table('disks'), project.id);
  const named = new Set<string>();
  const plan: DiskPlan = [];
  for (const attachment of requested) {
    if (named.has(attachment.name)) throw invalidRequest(`disk "${attachment.name}" is named more than once`);
    named.add(attachment.name);
    if (attachment.type === 'attach') {
      const disk = findByNameOrId(projectDisks, 'disk', attachment.name);
      const refusal = attachRefusal(disk, instanceId);
      if (refusal) throw invalidRequest(refusal);
      plan.push({ disk });
      continue;
    }
    ensureUniqueName(projectDisks, 'disk', attachment.name);
    const draft = draftDisk(db, who, project, attachment);
    if (draft.importing) {
      throw invalidRequest(`disk "${draft.name}" cannot be created for an instance from imported blocks`);
    }
    plan.push({ draft });
  }
  return plan;
}

/** The caller's SSH keys to give the instance: those named, or all of them when none are named. */
function sshKeyIds(db: Db, who: Actor, selectors: string[] | null | undefined): string[] {
  const keys = [...db.table('sshKeys').values()].filter((key) => key.silo_user_id === who.userId);
  if (selectors == null) return keys.map((key) => key.id);
  return [...new Set(selectors.map((selector) => findByNameOrId(keys, 'ssh-key', selector).id))];
}

function planExternalIps(db: Db, projectId: string, requested: InstanceCreate['external_ips']) {
  if (requested.length > MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw invalidRequest(
      `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
    );
  }
  const floating: FloatingIpRow[] = [];
  const ephemeral: PoolSelection[] = [];
  for (const address of requested) {
    if (address.type === 'ephemeral') {
      ephemeral.push(poolSelectorOf(address.pool_selector));
      continue;
    }
    const projectIps = inProject(db.table('floatingIps'), projectId);
    const row = findByNameOrId(projectIps, 'floating-ip', address.floating_ip);
    if (row.instance_id || floating.includes(row)) {
      throw invalidRequest('floating IP cannot be attached to one instance while still attached to another');
    }
    floating.push(row);
  }
  return { floating, ephemeral };
}

/** Gives an instance's ephemeral or SNAT address back to its pool. */
export function releaseInstanceAddress(db: Db, row: ExternalIpRow) {
  db.table('instanceExternalIps').delete(row.id);
  releaseExternalIp(db, row.ip);
}

/** The outbound (SNAT) address of an instance with network interfaces: an IPv4 address and a port range. */
export function snatAddress(db: Db, siloId: string, instanceId: string, id = newId()): ExternalIpRow {
  const { ip, ip_pool_id } = allocateExternalIp(db, siloId, { ip_version: 'v4' }, 'snat');
  return {
    id,
    instance_id: instanceId,
    kind: 'snat',
    ip,
    ip_pool_id,
    first_port: 0,
    last_port: SNAT_PORTS - 1,
  };
}

/** Allocates every address of a new instance, or none: on a failure the ones taken are given back. */
function allocateAddresses(
  db: Db,
  siloId: string,
  instanceId: string,
  ephemeral: PoolSelection[],
  withSnat: boolean,
): ExternalIpRow[] {
  const rows: ExternalIpRow[] = [];
  try {
    for (const selector of ephemeral) {
      const { ip, ip_pool_id } = allocateExternalIp(db, siloId, selector, 'ephemeral');
      const row: ExternalIpRow = { id: newId(), instance_id: instanceId, kind: 'ephemeral', ip, ip_pool_id };
      if (rows.some((other) => ipVersionOf(other.ip) === ipVersionOf(ip))) {
        releaseExternalIp(db, ip);
        throw invalidRequest('An instance may have only one ephemeral IP address of each IP version');
      }
      rows.push(row);
    }
    if (withSnat) rows.push(snatAddress(db, siloId, instanceId));
  } catch (error) {
    for (const row of rows) releaseExternalIp(db, row.ip);
    throw error;
  }
  return rows;
}

/**
 * Creates an instance as the platform's create saga does, checking everything before writing anything: its
 * disks, SSH keys, network interfaces, external addresses, anti-affinity groups, quota and sled.
 */
export function createInstance(ctx: HandlerContext<'instance_create'>): InstanceRow {
  const { db, actor, query, body, now } = ctx;
  settle(ctx);
  const project = findProject(db, actor, query.project);
  const who = requireProject(db, actor, project.id, 'limited_collaborator');
  ensureUniqueName(inProject(db.table('instances'), project.id), 'instance', body.name);
  checkInstanceSize(body.ncpus, body.memory);
  if (base64Length(body.user_data) > MAX_USER_DATA_BYTES) {
    throw invalidValue('user_data', `user data must be at most ${formatBytes(MAX_USER_DATA_BYTES)}`);
  }
  const id = newId();
  const disks = planDisks(db, who, project, body, id);
  const keys = sshKeyIds(db, who, body.ssh_public_keys);
  const addresses = planExternalIps(db, project.id, body.external_ips);
  const groups = body.anti_affinity_groups.map((selector) =>
    findByNameOrId(inProject(db.table('antiAffinityGroups'), project.id), 'anti-affinity-group', selector),
  );
  const storage = disks.reduce((sum, entry) => sum + ('draft' in entry ? entry.draft.size : 0), 0);
  enforceQuota(db, project.silo_id, {
    storage,
    ...(body.start ? { cpus: body.ncpus, memory: body.memory } : {}),
  });
  const sledId = body.start ? pickSled(db) : null;

  // Writes start here; everything above refused without changing anything.
  createInstanceNics(db, { id, project_id: project.id, name: body.name }, body.network_interfaces, now);
  let externalIps: ExternalIpRow[];
  try {
    const withSnat = body.network_interfaces.type !== 'none';
    externalIps = allocateAddresses(db, project.silo_id, id, addresses.ephemeral, withSnat);
  } catch (error) {
    deleteInstanceNics(db, id);
    throw error;
  }
  for (const row of externalIps) db.table('instanceExternalIps').set(row.id, row);
  for (const row of addresses.floating) {
    row.instance_id = id;
    db.table('floatingIps').set(row.id, row);
  }
  const attached = { state: 'attached', instance: id } as const;
  const diskIds = disks.map((entry) => {
    if ('disk' in entry) {
      setDiskState(db, entry.disk, attached, [], now);
      return entry.disk.id;
    }
    const disk = diskRow(entry.draft, project.id, attached, now);
    db.table('disks').set(disk.id, disk);
    return disk.id;
  });
  const time = now.toISOString();
  const instance: InstanceRow = {
    id,
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    memory: body.memory,
    ncpus: body.ncpus,
    project_id: project.id,
    time_created: time,
    time_modified: time,
    run_state: 'creating',
    time_run_state_updated: time,
    auto_restart_policy: body.auto_restart_policy,
    auto_restart_enabled: body.auto_restart_policy !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    boot_disk_id: body.boot_disk ? (diskIds[0] ?? null) : null,
    cpu_platform: body.cpu_platform,
    enable_jumbo_frames: body.enable_jumbo_frames,
    sled_id: sledId,
    pending_states: body.start ? ['starting', 'running'] : ['stopped'],
    state_clock: time,
    ssh_key_ids: keys,
    user_data: body.user_data,
  };
  db.table('instances').set(id, instance);
  for (const group of groups) {
    const member = groupMembership(group.id, id);
    db.table('antiAffinityGroupMembers').set(member.id, member);
  }
  return instance;
}

/**
 * Deletes an instance as the platform does: its disks are detached (and kept), its ephemeral and SNAT
 * addresses given back, floating IPs detached, network interfaces and group memberships removed.
 */
export function destroyInstance(db: Db, instance: InstanceRow, now: Date) {
  for (const disk of db.table('disks').values()) {
    if ('instance' in disk.state && disk.state.instance === instance.id) {
      setDiskState(db, disk, { state: 'detached' }, [], now);
    }
  }
  for (const row of [...db.table('instanceExternalIps').values()]) {
    if (row.instance_id === instance.id) releaseInstanceAddress(db, row);
  }
  for (const row of floatingIpsOfInstance(db, instance.id)) {
    row.instance_id = null;
    db.table('floatingIps').set(row.id, row);
  }
  for (const row of externalSubnetsOfInstance(db, instance.id)) {
    db.table('externalSubnets').set(row.id, { ...row, instance_id: null, time_modified: now.toISOString() });
  }
  leaveAllGroups(db, instance.id, now);
  deleteInstanceNics(db, instance.id);
  removeInstanceFromGroups(db, instance.id);
  db.table('serialConsoles').delete(instance.id);
  db.table('instances').delete(instance.id);
}
