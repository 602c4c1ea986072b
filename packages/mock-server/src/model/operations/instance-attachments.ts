import { newId } from '../../store/ids';
import { setDiskState, settle } from '../compute/compute-lifecycle';
import { diskFor, disksOf, ephemeralIpsOf, requireAddressChange } from '../compute/instance-attachments';
import {
  ipVersionOf,
  MAX_DISKS_PER_INSTANCE,
  releaseInstanceAddress,
} from '../compute/instance-provisioning';
import { findInstance, instanceToChange, runStateAllows } from '../compute/instance-select';
import type { Operation } from '../core/context';
import { invalidRequest, PlatformError } from '../core/errors';
import { paginate } from '../core/paginate';
import { attachRefusal } from '../storage/disk-specs';
import { allocateExternalIp, poolSelectorOf, releaseExternalIp } from '../vpc/external-ips';
import { floatingIpsOfInstance } from '../vpc/floating-ips';

export const instanceDiskList: Operation<'instance_disk_list'> = (ctx) => {
  settle(ctx);
  const row = findInstance(ctx.db, ctx.actor, ctx.path.instance, ctx.query.project);
  return paginate(disksOf(ctx.db, row.id), ctx.query);
};

export const instanceDiskAttach: Operation<'instance_disk_attach'> = (ctx) => {
  const { db, actor, body, now } = ctx;
  const { row } = instanceToChange(ctx);
  if (!runStateAllows(row, 'attachDisk')) {
    throw invalidRequest(`cannot attach disk to instance in ${row.run_state} state`);
  }
  const disk = diskFor(db, actor, row, body.disk);
  if (disk.project_id !== row.project_id) {
    throw invalidRequest('disk must be in the same project as the instance');
  }
  // Attaching a disk where it already is changes nothing, as on the platform.
  if ('instance' in disk.state && disk.state.instance === row.id && disk.state.state !== 'detaching') {
    return disk;
  }
  const refusal = attachRefusal(disk, row.id);
  if (refusal) throw invalidRequest(refusal);
  if (disksOf(db, row.id).length >= MAX_DISKS_PER_INSTANCE) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`);
  }
  setDiskState(
    db,
    disk,
    { state: 'attaching', instance: row.id },
    [{ state: 'attached', instance: row.id }],
    now,
  );
  return disk;
};

export const instanceDiskDetach: Operation<'instance_disk_detach'> = (ctx) => {
  const { db, actor, body, now } = ctx;
  const { row } = instanceToChange(ctx);
  if (!runStateAllows(row, 'detachDisk')) {
    throw invalidRequest(`cannot detach disk from instance in ${row.run_state} state`);
  }
  const disk = diskFor(db, actor, row, body.disk);
  // Detaching a detached disk changes nothing, as on the platform.
  if (disk.state.state === 'detached') return disk;
  if (!('instance' in disk.state) || disk.state.instance !== row.id) {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is not attached to this instance`);
  }
  if (disk.state.state !== 'attached') {
    throw invalidRequest(`cannot detach disk "${disk.name}": disk is ${disk.state.state}`);
  }
  if (row.boot_disk_id === disk.id) {
    throw invalidRequest(`disk "${disk.name}" is the instance's boot disk and cannot be detached`);
  }
  setDiskState(db, disk, { state: 'detaching', instance: row.id }, [{ state: 'detached' }], now);
  return disk;
};

export const instanceExternalIpList: Operation<'instance_external_ip_list'> = (ctx) => {
  const { db, actor, path, query } = ctx;
  const row = findInstance(db, actor, path.instance, query.project);
  const own = [...db.table('instanceExternalIps').values()]
    .filter((address) => address.instance_id === row.id)
    .map(({ kind, ip, ip_pool_id, first_port, last_port }) =>
      kind === 'snat'
        ? { kind, ip, ip_pool_id, first_port: first_port ?? 0, last_port: last_port ?? 0 }
        : { kind, ip, ip_pool_id },
    );
  const floating = floatingIpsOfInstance(db, row.id).map((address) => ({
    ...address,
    kind: 'floating' as const,
  }));
  // The platform answers this list in one page.
  return { items: [...own, ...floating], next_page: null };
};

export const instanceEphemeralIpAttach: Operation<'instance_ephemeral_ip_attach'> = (ctx) => {
  const { db, body } = ctx;
  const { row } = instanceToChange(ctx);
  requireAddressChange(row);
  const siloId = db.table('projects').get(row.project_id)?.silo_id ?? '';
  const { ip, ip_pool_id } = allocateExternalIp(db, siloId, poolSelectorOf(body.pool_selector), 'ephemeral');
  if (ephemeralIpsOf(db, row.id).some((other) => ipVersionOf(other.ip) === ipVersionOf(ip))) {
    releaseExternalIp(db, ip);
    throw invalidRequest(
      `instance "${row.name}" already has an ephemeral ${ipVersionOf(ip) === 'v4' ? 'IPv4' : 'IPv6'} address`,
    );
  }
  const address = { id: newId(), instance_id: row.id, kind: 'ephemeral' as const, ip, ip_pool_id };
  db.table('instanceExternalIps').set(address.id, address);
  return { kind: 'ephemeral', ip, ip_pool_id };
};

export const instanceEphemeralIpDetach: Operation<'instance_ephemeral_ip_detach'> = (ctx) => {
  const { db, query } = ctx;
  const { row } = instanceToChange(ctx);
  requireAddressChange(row);
  const attached = ephemeralIpsOf(db, row.id);
  if (!query.ip_version && new Set(attached.map((address) => ipVersionOf(address.ip))).size > 1) {
    throw invalidRequest(
      `instance "${row.name}" has both IPv4 and IPv6 ephemeral IPs; ip_version is required to detach one`,
    );
  }
  const target = attached.find(
    (address) => !query.ip_version || ipVersionOf(address.ip) === query.ip_version,
  );
  if (!target) {
    throw new PlatformError(404, 'ObjectNotFound', `not found: ephemeral IP of instance "${row.name}"`);
  }
  releaseInstanceAddress(db, target);
};
