import { isUuid } from '../../store/ids';
import { setRunState, settle } from '../compute/compute-lifecycle';
import { checkInstanceSize, destroyInstance } from '../compute/instance-provisioning';
import { findInstance, instanceToChange, requireRunState, runStateAllows } from '../compute/instance-select';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf, paginate } from '../core/paginate';
import { projectQuery } from '../identity/project-select';
import { findProject } from '../identity/projects';
import { enforceQuota } from '../identity/quotas';
import { findDisk } from '../storage/disks';
import { pickSled } from '../system/system-hardware';

export const instanceList: Operation<'instance_list'> = (ctx) => {
  settle(ctx);
  const project = findProject(ctx.db, ctx.actor, projectQuery(ctx.query.project));
  return pageOf(ctx.db.table('instances'), { column: 'project_id', value: project.id }, ctx.query);
};

export const instanceView: Operation<'instance_view'> = (ctx) => {
  settle(ctx);
  return findInstance(ctx.db, ctx.actor, ctx.path.instance, ctx.query.project);
};

export const instanceUpdate: Operation<'instance_update'> = (ctx) => {
  const { db, actor, body, now } = ctx;
  const { row } = instanceToChange(ctx);
  if (body.ncpus !== row.ncpus || body.memory !== row.memory) {
    requireRunState(row, 'resize', 'instance cannot be resized');
    checkInstanceSize(body.ncpus, body.memory);
    // Of the states a resize is allowed in, only creating holds CPUs and memory against the quota.
    if (row.run_state === 'creating') {
      const siloId = db.table('projects').get(row.project_id)?.silo_id ?? '';
      enforceQuota(db, siloId, {
        cpus: Math.max(0, body.ncpus - row.ncpus),
        memory: Math.max(0, body.memory - row.memory),
      });
    }
  }
  const bootDisk = body.boot_disk
    ? findDisk(db, actor, body.boot_disk, isUuid(body.boot_disk) ? undefined : row.project_id)
    : undefined;
  if ((bootDisk?.id ?? null) !== (row.boot_disk_id ?? null)) {
    requireRunState(row, 'updateBootDisk', 'instance boot disk cannot be changed');
  }
  if (bootDisk && !('instance' in bootDisk.state && bootDisk.state.instance === row.id)) {
    throw invalidRequest(`disk "${bootDisk.name}" is not attached to instance "${row.name}"`);
  }
  Object.assign(row, {
    ncpus: body.ncpus,
    memory: body.memory,
    boot_disk_id: bootDisk?.id ?? null,
    auto_restart_policy: body.auto_restart_policy,
    // With no policy of its own an instance gets the platform's default, which restarts it.
    auto_restart_enabled: body.auto_restart_policy !== 'never',
    cpu_platform: body.cpu_platform,
    enable_jumbo_frames: body.enable_jumbo_frames,
    time_modified: now.toISOString(),
  });
  db.table('instances').set(row.id, row);
  return row;
};

export const instanceDelete: Operation<'instance_delete'> = (ctx) => {
  const { row } = instanceToChange(ctx);
  requireRunState(row, 'delete', 'instance cannot be deleted');
  destroyInstance(ctx.db, row, ctx.now);
};

export const instanceStart: Operation<'instance_start'> = (ctx) => {
  const { db, now } = ctx;
  const { row } = instanceToChange(ctx);
  requireRunState(row, 'start', 'instance cannot be started');
  const siloId = db.table('projects').get(row.project_id)?.silo_id ?? '';
  enforceQuota(db, siloId, { cpus: row.ncpus, memory: row.memory });
  row.sled_id = pickSled(db);
  setRunState(db, row, 'starting', ['running'], now);
  return row;
};

export const instanceStop: Operation<'instance_stop'> = (ctx) => {
  const { row } = instanceToChange(ctx);
  requireRunState(row, 'stop', 'instance cannot be stopped');
  setRunState(ctx.db, row, 'stopping', ['stopped'], ctx.now);
  return row;
};

export const instanceReboot: Operation<'instance_reboot'> = (ctx) => {
  const { row } = instanceToChange(ctx);
  requireRunState(row, 'reboot', 'instance cannot be rebooted');
  setRunState(ctx.db, row, 'rebooting', ['running'], ctx.now);
  return row;
};

export const instanceSshPublicKeyList: Operation<'instance_ssh_public_key_list'> = (ctx) => {
  const { db, actor, path, query } = ctx;
  const row = findInstance(db, actor, path.instance, query.project);
  const keys = db.table('sshKeys');
  return paginate(
    row.ssh_key_ids.flatMap((id) => keys.get(id) ?? []),
    query,
  );
};

export const instanceSerialConsole: Operation<'instance_serial_console'> = (ctx) => {
  settle(ctx);
  const { db, actor, path, query } = ctx;
  const row = findInstance(db, actor, path.instance, query.project);
  if (!runStateAllows(row, 'serialConsole')) {
    throw invalidRequest(
      `instance must be running to connect to its serial console (it is ${row.run_state})`,
    );
  }
  if (query.from_start != null && query.most_recent != null) {
    throw invalidRequest('only one of from_start and most_recent may be given');
  }
  const data = db.table('serialConsoles').get(row.id)?.data ?? [];
  const start =
    query.most_recent != null
      ? Math.max(0, data.length - query.most_recent)
      : Math.min(query.from_start ?? 0, data.length);
  const end = query.max_bytes != null ? Math.min(data.length, start + query.max_bytes) : data.length;
  return { data: data.slice(start, end), last_byte_offset: end };
};
